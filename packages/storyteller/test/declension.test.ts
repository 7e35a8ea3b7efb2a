import { describe, expect, it } from 'vitest';
import { AGE_BANDS, type AgeBand } from '../src/writer/content/format.js';
import { composeTale } from '../src/writer/compose.js';
import { PACKS } from '../src/writer/content/packs.js';
import { nameForms } from '../src/writer/declension.js';
import { guessGender } from '../src/writer/gender.js';

/** Name, gender, then genitive, dative, accusative, instrumental and prepositional, as a Russian reader expects them. */
const HEROES = [
  ['Маша', 'f', 'Маши Маше Машу Машей Маше'],
  ['Миша', 'm', 'Миши Мише Мишу Мишей Мише'],
  ['Илья', 'm', 'Ильи Илье Илью Ильёй Илье'],
  ['Любовь', 'f', 'Любови Любови Любовь Любовью Любови'],
  ['Никита', 'm', 'Никиты Никите Никиту Никитой Никите'],
  ['Саша', 'm', 'Саши Саше Сашу Сашей Саше'],
  ['Саша', 'f', 'Саши Саше Сашу Сашей Саше'],
  ['Лев', 'm', 'Льва Льву Льва Львом Льве'],
  ['Пётр', 'm', 'Петра Петру Петра Петром Петре'],
  ['Айгуль', 'f', 'Айгули Айгули Айгуль Айгулью Айгули'],
  ['Нинель', 'f', 'Нинели Нинели Нинель Нинелью Нинели'],
  ['Анна-Мария', 'f', 'Анны-Марии Анне-Марии Анну-Марию Анной-Марией Анне-Марии'],
] as const;

describe('Russian names in every case', () => {
  it.each([
    ...HEROES,
    ['Ёжик', 'm', 'Ёжика Ёжику Ёжика Ёжиком Ёжике'],
    ['Пушок', 'm', 'Пушка Пушку Пушка Пушком Пушке'],
  ] as const)('%s (%s)', (name, gender, expected) => {
    const forms = nameForms(name, gender, 'ru');
    expect(forms.nom).toBe(name);
    expect([forms.gen, forms.dat, forms.acc, forms.ins, forms.pre].join(' ')).toBe(expected);
  });

  it('leaves Latin names and other languages alone', () => {
    expect(nameForms('Anna', 'f', 'ru').dat).toBe('Anna');
    expect(nameForms('Маша', 'f', 'fr').dat).toBe('Маша');
  });
});

describe('Russian names in the tales', () => {
  const pack = PACKS.ru;
  const plain = (word: string) => word.replace(/ё/g, 'е');
  /** Capitalised words (a double name as one) that start like a form of the name: as its forms share (at least 3 letters). */
  const nameWords = (text: string, forms: string[]) => {
    const shared = forms.map(plain).reduce((prefix, form) => {
      let length = 0;
      while (length < prefix.length && prefix[length] === form[length]) length++;
      return prefix.slice(0, length);
    });
    const starts = new Set(forms.map((form) => plain(form).slice(0, Math.max(3, shared.length))));
    return (text.match(/\p{Lu}\p{Ll}*(?:-\p{Lu}\p{Ll}*)?/gu) ?? []).filter((word) =>
      [...starts].some((start) => plain(word).startsWith(start)),
    );
  };

  const tell = (plot: (typeof pack.plots)[number], band: AgeBand, name: string, gender: 'm' | 'f') => {
    const { tale } = composeTale({
      pack,
      plot,
      moral: plot.moral,
      band,
      seed: 1,
      hero: { name, sex: gender === 'f' ? 'Девочка' : 'Мальчик' },
      friend: 'Ёжик',
    });
    return [tale.title, ...tale.pages.map((page) => page.text)].join(' ');
  };

  it.each(HEROES)('%s (%s) takes its right form in every plot and band', (name, gender, expected) => {
    const [gen, dat, acc, ins] = expected.split(' ');
    const right = new Set([name, ...expected.split(' ')]);
    const met = new Set<string>();
    for (const plot of pack.plots)
      for (const band of AGE_BANDS) {
        // Words the same tale has with another hero («Левее!») are the tale's own, not the name.
        const own = new Set(tell(plot, band, gender === 'f' ? 'Зоя' : 'Тимур', gender).split(/[^\p{L}-]+/u));
        const words = nameWords(tell(plot, band, name, gender), [...right]).filter((word) => !own.has(word));
        expect(
          words.filter((word) => !right.has(word)),
          `${plot.id} ${band}`,
        ).toEqual([]);
        for (const word of words) met.add(word);
      }
    // The plots speak of the hero in every case but the prepositional.
    expect(
      [name, gen, dat, acc, ins].filter((form) => !met.has(form!)),
      'forms no tale used',
    ).toEqual([]);
  });
});

describe("the friend's grammatical gender", () => {
  it.each([
    ['ru', 'Ёжик', 'm'],
    ['ru', 'Маша', 'f'],
    ['ru', 'Миша', 'm'],
    ['ru', 'Любовь', 'f'],
    ['ru', 'Игорь', 'm'],
    ['ru', 'Белочка', 'f'],
    ['en', 'Emma', 'f'],
    ['en', 'Lily', 'f'],
    ['en', 'Pip', 'm'],
    ['de', 'Anna', 'f'],
    ['de', 'Paul', 'm'],
    ['de', 'Uwe', 'm'],
    ['fr', 'Marie', 'f'],
    ['fr', 'Pierre', 'm'],
    ['fr', 'Chloé', 'f'],
    ['es', 'Lucía', 'f'],
    ['es', 'Pablo', 'm'],
    ['es', 'Isabel', 'f'],
  ] as const)('%s %s → %s', (language, name, gender) => {
    expect(guessGender(name, language)).toBe(gender);
  });
});
