import { describe, expect, it } from 'vitest';
import type { WrittenTale } from '../src/stages.js';
import { grammarProblems } from '../src/writer/checks/grammar-scan.js';
import { PACKS } from '../src/writer/content/packs.js';

const tale = (text: string): WrittenTale => ({
  title: 't',
  language: 'ru',
  ageBand: '5-7',
  plot: 'p',
  cover: {} as WrittenTale['cover'],
  questions: [],
  pages: [{ text, scene: {} as WrittenTale['cover'] }],
});

describe('the Russian grammar scanner', () => {
  it.each([
    ['«Построю свой шалаш одна, без всяких ежонка!»', '«Построю свой шалаш одна, без всяких ежат!»'],
    ['Корзинка была старенький, потёртая.', 'Корзинка была старенькая, потёртая.'],
    ['Кривой корзинка — ой-ой-ой!', 'Кривая корзинка — ой-ой-ой!'],
    ['Ракушка к ракушке, один краше другого.', 'Ракушка к ракушке, одна краше другой.'],
    ['Одна мячик лежал в траве.', 'Один мячик лежал в траве.'],
    ['Там, там, стоял их шалаш.', 'Там, вдалеке, стоял их шалаш.'],
    ['Его забрала себе медвежонок.', 'Его забрал себе медвежонок.'],
    ['Уточка тоже пришёл.', 'Уточка тоже пришла.'],
    ['У белочка не было дома.', 'У белочки не было дома.'],
    ['Нет зайчик!', 'Нет зайчика!'],
    ['Прибежали два зайчик.', 'Прибежали два зайчика.'],
    ['Снеговик с звёздочкой на груди.', 'Снеговик со звёздочкой на груди.'],
    ['Он думал о уточке.', 'Он думал об уточке.'],
    ['Пошли в в лес.', 'Пошли в лес.'],
    ['Чайки встречали путешественников из луга.', 'Чайки встречали путешественников с луга и из леса.'],
  ])('flags «%s», passes «%s»', (wrong, right) => {
    expect(grammarProblems(PACKS.ru, tale(wrong))).toHaveLength(1);
    expect(grammarProblems(PACKS.ru, tale(right))).toEqual([]);
  });

  it('reads the questions and their answers too', () => {
    const told = {
      ...tale('Всё хорошо.'),
      questions: [{ question: 'Кто пришёл?', options: ['Два зайчик', 'Лиса', 'Ёж'], answer: 0 }],
    };
    expect(grammarProblems(PACKS.ru, told)).toEqual([
      'question 1: after два, три, четыре, оба the genitive singular (два зайчика): «Два зайчик»',
    ]);
  });

  it('leaves an object first alone: «мячик взяла Маша», «сжимая цветок», «про пирог была простая»', () => {
    expect(
      grammarProblems(
        PACKS.ru,
        tale('Мячик взяла Маша, сжимая цветок. Мысль про пирог была простая. Сначала ежонок спал.'),
      ),
    ).toEqual([]);
  });
});
