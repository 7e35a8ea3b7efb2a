/**
 * The language packs on disk as a whole, and Russian names in every case. Each pack's own checks, every plot
 * told every way, are in packs/<lang>.test.ts.
 */
import { LOCALES, type Sex } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import { PACKS } from '../src/writer/content/packs.js';
import { tellCombination } from '../src/writer/checks/combinations.js';
import { loadExistingPacks } from '../src/writer/checks/load-packs.js';

const { packs, errors } = loadExistingPacks();

describe('language packs on disk', () => {
  it('load, and every one is registered in packs.ts', () => {
    expect(errors).toEqual({});
    for (const language of Object.keys(packs)) expect(PACKS[language as keyof typeof PACKS]?.language).toBe(language);
  });

  it('exist for all five languages', () => {
    expect(Object.keys(packs).sort()).toEqual([...LOCALES].sort());
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

/** Words that begin like a name at a sentence start and are no form of it: «Машет лапкой». */
const NOT_NAMES = ['Машет', 'Машина', 'Машинка'];

/** Every word of the text that starts like the name is one of its right case forms. */
function wrongForms(text: string, stem: string, forms: string[]): string[] {
  return (text.match(new RegExp(`(?<!\\p{L})${stem}\\p{L}*`, 'gu')) ?? []).filter(
    (token) => !forms.includes(token) && !NOT_NAMES.includes(token),
  );
}

describe.runIf(packs.ru)('Russian case forms of real names in the ru pack', () => {
  it.each(Object.entries(RU_FORMS))('%s, with Ёжик as the friend', (name, { sex, stem, forms }) => {
    const pack = packs.ru!;
    for (const plot of pack.plots) {
      for (const band of ['2-4', '8-10'] as const) {
        const { tale } = tellCombination(pack, plot, { band, sex, friend: 'animal' }, 1, {
          hero: name,
          friend: 'Ёжик',
        });
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
