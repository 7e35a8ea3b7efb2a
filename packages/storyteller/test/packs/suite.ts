/**
 * One language pack on disk, told every way: each plot × age band × sex × no friend or a friend of each
 * kind, and each plot against itself in another world. A file per language (packs/<lang>.test.ts) runs it,
 * so the five packs are checked in parallel. These fail while the authors are still writing; the authors
 * iterate against them (and against `npm run check-content`).
 */
import { MORAL_SLUGS, type Locale } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, type LanguagePack } from '../../src/writer/content/format.js';
import { COMBINATIONS, castNames, hasFriend, heroName, tellCombination } from '../../src/writer/checks/combinations.js';
import { genderedFormProblems } from '../../src/writer/checks/gendered-forms.js';
import { childOnlyFriendProblems, languageSlips } from '../../src/writer/checks/language-slips.js';
import { loadExistingPacks } from '../../src/writer/checks/load-packs.js';
import { MIN_PLOTS_PER_MORAL, packProblems } from '../../src/writer/checks/pack-check.js';
import { unansweredQuestions } from '../../src/writer/checks/question-check.js';
import { sceneProblems } from '../../src/writer/checks/scene-check.js';
import { SAMPLE_CAST } from '../../src/writer/checks/sample-cast.js';
import { taleProblems } from '../../src/writer/checks/tale-check.js';
import { plotsForMoral } from '../../src/writer/selection.js';
import { naturalTextProblems } from '../../src/writer/checks/natural-text.js';
import { MAX_SHARED_SENTENCES, plotWorldVariety, varietyFor } from '../../src/writer/checks/variety.js';
import { sameUpToHeroChoices } from '../fixtures/strip-hero-choices.js';

const SEEDS = [1, 2, 3];

/** Every name the sample cast gives a friend, of any kind or none stated. */
function friendNames(pack: LanguagePack): string[] {
  const { friend, friends } = SAMPLE_CAST[pack.language];
  return [friend, friends.boy, friends.girl, friends.animal.name];
}

export function describePack(language: Locale): void {
  const { packs, errors } = loadExistingPacks([language]);
  const pack = packs[language];
  describe(`the '${language}' pack`, () => {
    it('loads', () => expect(errors).toEqual({}));
    if (!pack) return;

    it(`has no content problem (forms, tags, shapes, ${MIN_PLOTS_PER_MORAL} plots per moral)`, () => {
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

    describe.each(pack.plots)('plot $id', (plot) => {
      it.each(COMBINATIONS)('$band, $sex, friend $friend', (combination) => {
        for (const seed of SEEDS) {
          const { tale, world, problems } = tellCombination(pack, plot, combination, seed);
          const hero = heroName(pack, combination.sex);
          const names = castNames(pack, combination);
          expect([
            ...problems,
            ...taleProblems(tale, hero),
            ...genderedFormProblems(tale, hero, combination.sex, hasFriend(combination)),
            ...languageSlips(pack, world, tale, names),
            ...naturalTextProblems(pack, world, tale, plot.moral, names),
          ]).toEqual([]);
          if (!hasFriend(combination)) {
            const text = tale.pages.map((page) => page.text).join(' ');
            expect(
              friendNames(pack).filter((name) => new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text)),
            ).toEqual([]);
            expect(tale.pages.every((page) => !page.scene.cast.includes('friend'))).toBe(true);
          }
        }
      });

      it('shares under a third of its sentences with itself in the most different world', () => {
        // A friend's kind changes only the words that agree with them: one kind stands for all.
        const shares = COMBINATIONS.filter((c) => c.friend === 'none' || c.friend === 'boy').map((combination) => ({
          label: `${combination.band}, ${combination.sex}, friend ${combination.friend}`,
          share: plotWorldVariety(pack, plot, combination),
        }));
        expect(shares.filter(({ share }) => share >= MAX_SHARED_SENTENCES)).toEqual([]);
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
}
