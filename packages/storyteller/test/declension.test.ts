import { describe, expect, it } from 'vitest';
import { nameForms } from '../src/writer/declension.js';
import { guessGender } from '../src/writer/gender.js';

describe('Russian names in every case', () => {
  it.each([
    ['Маша', 'f', 'Маши Маше Машу Машей Маше'],
    ['Миша', 'm', 'Миши Мише Мишу Мишей Мише'],
    ['Илья', 'm', 'Ильи Илье Илью Ильей Илье'],
    ['Любовь', 'f', 'Любови Любови Любовь Любовью Любови'],
    ['Никита', 'm', 'Никиты Никите Никиту Никитой Никите'],
    ['Саша', 'm', 'Саши Саше Сашу Сашей Саше'],
    ['Саша', 'f', 'Саши Саше Сашу Сашей Саше'],
    ['Ёжик', 'm', 'Ёжика Ёжику Ёжика Ёжиком Ёжике'],
    ['Пушок', 'm', 'Пушка Пушку Пушка Пушком Пушке'],
    ['Анна-Мария', 'f', 'Анны-Марии Анне-Марии Анну-Марию Анной-Марией Анне-Марии'],
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
