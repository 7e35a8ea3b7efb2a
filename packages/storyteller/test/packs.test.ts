/**
 * Every language pack on disk, told every way: each plot × age band × sex ×
 * with/without a friend, and each plot against itself in another world. These fail while the authors are still writing; the
 * authors iterate against them (and against `npm run check-content`).
 */
import { LOCALES, MORAL_SLUGS, type Sex } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, type LanguagePack } from '../src/writer/content/format.js';
import { PACKS } from '../src/writer/content/packs.js';
import { COMBINATIONS, heroName, tellCombination } from '../src/writer/checks/combinations.js';
import { genderedFormProblems } from '../src/writer/checks/gendered-forms.js';
import { childOnlyFriendProblems, languageSlips } from '../src/writer/checks/language-slips.js';
import { loadExistingPacks } from '../src/writer/checks/load-packs.js';
import { packProblems } from '../src/writer/checks/pack-check.js';
import { unansweredQuestions } from '../src/writer/checks/question-check.js';
import { sceneProblems } from '../src/writer/checks/scene-check.js';
import { SAMPLE_CAST } from '../src/writer/checks/sample-cast.js';
import { taleProblems } from '../src/writer/checks/tale-check.js';
import { plotsForMoral } from '../src/writer/selection.js';
import { NATURAL_CHECKS, NATURAL_TEXT_PENDING, naturalTextProblems } from '../src/writer/checks/natural-text.js';
import { MAX_SHARED_SENTENCES, plotWorldVariety, varietyFor } from '../src/writer/checks/variety.js';
import { sameUpToHeroChoices } from './fixtures/strip-hero-choices.js';

const { packs, errors } = await loadExistingPacks();
const SEEDS = [1, 2, 3];

describe('language packs on disk', () => {
  it('load, and every one is registered in packs.ts', () => {
    expect(errors).toEqual({});
    for (const language of Object.keys(packs)) expect(PACKS[language as keyof typeof PACKS]?.language).toBe(language);
  });

  it('exist for all five languages', () => {
    expect(Object.keys(packs).sort()).toEqual([...LOCALES].sort());
  });
});

describe.each(Object.values(packs))('the $language pack', (pack: LanguagePack) => {
  it('has no content problem (forms, tags, shapes, 3 plots per moral)', () => {
    expect(packProblems(pack)).toEqual([]);
  });

  it('gives the friend, who may be an animal, no hands, shoes or pockets', () => {
    expect(childOnlyFriendProblems(pack)).toEqual([]);
  });

  it('has a scene that agrees with the text on every page', () => {
    expect(sceneProblems(pack)).toEqual([]);
  });

  it('asks each age band only about what that band is told', () => {
    expect(pack.plots.flatMap((plot) => unansweredQuestions(pack, plot))).toEqual([]);
  });

  const naturalPending = NATURAL_TEXT_PENDING[pack.language] ?? [];
  it.each(naturalPending.map((check) => ({ check })))(
    'is still listed as failing the $check natural-text check, and indeed does',
    ({ check }) => {
      const others = NATURAL_CHECKS.filter((c) => c !== check);
      const found = pack.plots.some((plot) =>
        COMBINATIONS.some((combination) =>
          SEEDS.some((seed) => {
            const { tale, world } = tellCombination(pack, plot, combination, seed);
            const names = [heroName(pack, combination.sex), SAMPLE_CAST[pack.language].friend];
            return naturalTextProblems(pack, world, tale, plot.moral, names, others).length > 0;
          }),
        ),
      );
      expect(found, `${pack.language} passes the ${check} check: take it off NATURAL_TEXT_PENDING`).toBe(true);
    },
  );

  describe.each(pack.plots)('plot $id', (plot) => {
    it.each(COMBINATIONS)('$band, $sex, friend $friend', (combination) => {
      for (const seed of SEEDS) {
        const { tale, world, problems } = tellCombination(pack, plot, combination, seed);
        const hero = heroName(pack, combination.sex);
        const names = [hero, SAMPLE_CAST[pack.language].friend];
        expect([
          ...problems,
          ...taleProblems(tale, hero),
          ...genderedFormProblems(tale, hero, combination.sex, combination.friend),
          ...languageSlips(pack, world, tale, names),
          ...naturalTextProblems(pack, world, tale, plot.moral, names, naturalPending),
        ]).toEqual([]);
        if (!combination.friend) {
          expect(tale.pages.some((page) => page.text.includes(SAMPLE_CAST[pack.language].friend))).toBe(false);
          expect(tale.pages.every((page) => !page.scene.cast.includes('friend'))).toBe(true);
        }
      }
    });

    it('shares under a third of its sentences with itself in the most different world, every way it is told', () => {
      for (const combination of COMBINATIONS) {
        const label = `${combination.band}, ${combination.sex}, friend ${combination.friend}`;
        expect(plotWorldVariety(pack, plot, combination), label).toBeLessThan(MAX_SHARED_SENTENCES);
      }
    });

    it('differs between a girl and a boy only where {h:…} chooses', () => {
      for (const combination of COMBINATIONS.filter((c) => c.sex === 'Девочка')) {
        expect(sameUpToHeroChoices(pack, plot, combination)).toBe(true);
      }
    });
  });

  describe.each(MORAL_SLUGS)('%s: tales from seeds on different plots', (moral) => {
    it.each(AGE_BANDS)('share under a third of their sentences (%s)', (band) => {
      expect(plotsForMoral(pack, moral).length).toBeGreaterThanOrEqual(3);
      expect(varietyFor(pack, moral, band).otherPlot).toBeLessThan(MAX_SHARED_SENTENCES);
    });
  });
});

const RU_FORMS: Record<string, { sex: Sex; stem: string; forms: string[] }> = {
  Маша: { sex: 'Девочка', stem: 'Маш', forms: ['Маша', 'Маши', 'Маше', 'Машу', 'Машей'] },
  Миша: { sex: 'Мальчик', stem: 'Миш', forms: ['Миша', 'Миши', 'Мише', 'Мишу', 'Мишей'] },
  Илья: { sex: 'Мальчик', stem: 'Иль', forms: ['Илья', 'Ильи', 'Илье', 'Илью', 'Ильёй'] },
  Любовь: { sex: 'Девочка', stem: 'Любов', forms: ['Любовь', 'Любови', 'Любовью'] },
  Никита: { sex: 'Мальчик', stem: 'Никит', forms: ['Никита', 'Никиты', 'Никите', 'Никиту', 'Никитой'] },
  Саша: { sex: 'Девочка', stem: 'Саш', forms: ['Саша', 'Саши', 'Саше', 'Сашу', 'Сашей'] },
};
const EZHIK = ['Ёжик', 'Ёжика', 'Ёжику', 'Ёжиком', 'Ёжике'];

/** Every word of the text that starts like the name is one of its right case forms. */
function wrongForms(text: string, stem: string, forms: string[]): string[] {
  return (text.match(new RegExp(`(?<!\\p{L})${stem}\\p{L}*`, 'gu')) ?? []).filter((token) => !forms.includes(token));
}

describe.runIf(packs.ru)('Russian case forms of real names in the ru pack', () => {
  it.each(Object.entries(RU_FORMS))('%s, with Ёжик as the friend', (name, { sex, stem, forms }) => {
    const pack = packs.ru!;
    for (const plot of pack.plots) {
      for (const band of ['2-4', '8-10'] as const) {
        const { tale } = tellCombination(pack, plot, { band, sex, friend: true }, 1, { hero: name, friend: 'Ёжик' });
        const text =
          tale.pages.map((page) => page.text).join(' ') +
          tale.questions.flatMap((q) => [q.question, ...q.options]).join(' ');
        expect(wrongForms(text, stem, forms), `${plot.id} ${band}`).toEqual([]);
        expect(wrongForms(text, 'Ёжик', EZHIK), `${plot.id} ${band}`).toEqual([]);
        expect(text).toContain(name);
      }
    }
  });
});
