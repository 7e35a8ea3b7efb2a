import { MORAL_SLUGS, type CharacterKind, type Locale, type Sex } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import type { TaleRequest, WrittenTale } from '../src/stages.js';
import { genderedFormProblems } from '../src/writer/checks/gendered-forms.js';
import { createEmbeddedWriter } from '../src/writer/embedded-writer.js';
import { guessKind } from '../src/writer/gender.js';

const writer = createEmbeddedWriter();
const TODAY = '2025-06-01';
const BIRTHDAY_5_7 = '2019-03-01';

const request = (
  language: Locale,
  friend: TaleRequest['friend'],
  moral: TaleRequest['moral'],
  over: Partial<TaleRequest> = {},
): TaleRequest => ({
  hero: { name: language === 'ru' ? 'Маша' : 'Emma', sex: 'Девочка', birthday: BIRTHDAY_5_7 },
  friend,
  moral,
  language,
  seed: 3,
  today: TODAY,
  ...over,
});

/** One tale per moral: between them every plot shape that speaks of the friend. */
const tales = (language: Locale, friend: TaleRequest['friend'], over: Partial<TaleRequest> = {}) =>
  Promise.all(MORAL_SLUGS.map((moral) => writer.write(request(language, friend, moral, over))));
const text = (written: WrittenTale[]) => written.flatMap((tale) => tale.pages.map((page) => page.text)).join('\n');
const problems = (written: WrittenTale[], name: string, sex: Sex) =>
  written.flatMap((tale) => genderedFormProblems(tale, name, sex));
const BOY: Sex = 'Мальчик';
const GIRL: Sex = 'Девочка';

/** A name whose guessed gender is not in doubt, with the stem its case forms share: the tale told for it, renamed, is the tale as the kind should tell it. */
const REFERENCE: Record<Locale, Record<'m' | 'f', [string, string]>> = {
  ru: { m: ['Вова', 'Вов'], f: ['Тучка', 'Тучк'] },
  en: { m: ['Paul', 'Paul'], f: ['Maria', 'Maria'] },
  fr: { m: ['Paul', 'Paul'], f: ['Maria', 'Maria'] },
  es: { m: ['Pablo', 'Pablo'], f: ['María', 'María'] },
  de: { m: ['Paul', 'Paul'], f: ['Maria', 'Maria'] },
};

async function toldAs(language: Locale, name: string, stem: string, gender: 'm' | 'f') {
  // A name in -я declines as «Ваня», not as «Вова».
  const [reference, referenceStem] =
    language === 'ru' && name.endsWith('я') ? ['Ваня', 'Ван'] : REFERENCE[language][gender];
  return text(await tales(language, { name: reference })).replaceAll(referenceStem, stem);
}

describe('the friend is what the parent says it is', () => {
  // Names the guess from the name gets wrong, each with the kind a parent would give.
  it.each([
    ['ru', 'Лёва', 'Лёв', 'boy'],
    ['ru', 'Даня', 'Дан', 'boy'],
    ['en', 'Sarah', 'Sarah', 'girl'],
    ['en', 'Irene', 'Irene', 'girl'],
    ['en', 'Nicole', 'Nicole', 'girl'],
    ['fr', 'Anaïs', 'Anaïs', 'girl'],
    ['es', 'Andrea', 'Andrea', 'girl'],
    ['es', 'Irene', 'Irene', 'girl'],
    ['es', 'Nicole', 'Nicole', 'girl'],
    ['de', 'Andrea', 'Andrea', 'girl'],
    ['de', 'Jule', 'Jule', 'girl'],
    ['de', 'Lilly', 'Lilly', 'girl'],
  ] as const)('%s: %s as a %s', async (language, name, stem, kind) => {
    const gender = kind === 'girl' ? 'f' : 'm';
    const told = await tales(language, { name, kind });
    expect(problems(told, name, kind === 'girl' ? GIRL : BOY), text(told)).toEqual([]);
    expect(text(told)).toEqual(await toldAs(language, name, stem, gender));
    // The guess from the name alone told these tales otherwise (the English pack has no forms that agree with the friend).
    if (language !== 'en') expect(text(await tales(language, { name }))).not.toEqual(text(told));
  });

  it.each(['ru', 'en', 'fr', 'es', 'de'] as const)('%s: a friend called Ёжик who is a hedgehog', async (language) => {
    const gender =
      (await import('../src/writer/content/packs.js')).PACKS[language].creatures.hedgehog!.gender === 'f' ? 'f' : 'm';
    const told = await tales(language, { name: 'Ёжик', kind: 'hedgehog' });
    expect(problems(told, 'Ёжик', gender === 'f' ? GIRL : BOY)).toEqual([]);
    const [reference] = REFERENCE[language][gender];
    const renamed = text(await tales(language, { name: reference, kind: gender === 'f' ? 'girl' : 'boy' }));
    if (language !== 'ru') expect(text(told)).toEqual(renamed.replaceAll(reference, 'Ёжик'));
    expect(text(told)).toMatch(/Ёжик/);
  });

  it('an animal friend agrees as its word in the pack: «белочка» and «la souris» are feminine', async () => {
    const ru = await tales('ru', { name: 'Пушок', kind: 'squirrel' });
    expect(problems(ru, 'Пушок', GIRL)).toEqual([]);
    expect(text(ru)).not.toEqual(text(await tales('ru', { name: 'Пушок' })));
    const fr = await tales('fr', { name: 'Pompon', kind: 'mouse' });
    expect(text(fr)).toEqual(await toldAs('fr', 'Pompon', 'Pompon', 'f'));
    expect(text(fr)).not.toEqual(text(await tales('fr', { name: 'Pompon' })));
  });

  it('guesses a kind from the name only for a character made without one', () => {
    expect(guessKind('Ёжик', 'ru')).toBe('hedgehog');
    expect(guessKind('Белочка', 'ru')).toBe('squirrel');
    expect(guessKind('Hérisson', 'fr')).toBe('hedgehog');
    expect(guessKind('Маша', 'ru')).toBe('girl');
    expect(guessKind('Миша', 'ru')).toBe('boy');
    expect(guessKind('Tom', 'en')).toBe('boy' satisfies CharacterKind);
  });
});

describe('siblings in one tale', () => {
  const petya = { name: 'Петя', sex: BOY, birthday: '2016-02-01' };

  it("stars the sibling in the friend's place with their own sex, pitched at the younger", async () => {
    const toddler = { name: 'Маша', sex: GIRL, birthday: '2022-05-01' };
    const told = await tales('ru', null, { hero: toddler, sibling: petya });
    expect(told.every((tale) => tale.ageBand === '2-4')).toBe(true);
    expect(text(told)).toMatch(/Петя|Пети|Пете|Петю/);
    expect(problems(told, 'Петя', BOY)).toEqual([]);
    expect(problems(told, 'Маша', GIRL)).toEqual([]);
    const alone = await tales('ru', null, { hero: { ...petya }, sibling: null });
    expect(alone.every((tale) => tale.ageBand === '8-10')).toBe(true);
  });

  it('a sister is a girl in every language', async () => {
    for (const language of ['en', 'fr', 'es', 'de'] as const) {
      const told = await tales(language, null, {
        hero: { name: 'Leo', sex: BOY, birthday: BIRTHDAY_5_7 },
        sibling: { name: 'Andrea', sex: GIRL, birthday: '2020-01-01' },
      });
      expect(problems(told, 'Andrea', GIRL)).toEqual([]);
      expect(told[0]!.ageBand).toBe('5-7');
    }
  });
});
