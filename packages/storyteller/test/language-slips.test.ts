/**
 * The language-slip scanner on sentences a native reader stopped at, each with
 * its right form, so it is known to catch the one and let the other be. Every
 * pack told every way goes through it in `packs/<lang>.test.ts`.
 */
import type { Locale } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import type { WrittenTale } from '../src/stages.js';
import { PACKS } from '../src/writer/content/packs.js';
import { childOnlyFriendProblems, languageSlips } from '../src/writer/checks/language-slips.js';
import type { World } from '../src/writer/selection.js';

function taleOf(language: Locale, pages: string[], alone = false): WrittenTale {
  return {
    title: 'T',
    language,
    ageBand: '5-7',
    plot: 'test',
    cover: {} as WrittenTale['cover'],
    pages: pages.map((text) => ({
      text,
      scene: { place: 'home', time: 'day', cast: alone ? ['hero'] : ['hero', 'friend'] },
    })),
    questions: [],
  } as unknown as WrittenTale;
}

const world = (object: string) => ({ place: 'park', creature: 'fox', object, others: {} }) as unknown as World;
const slips = (language: Locale, pages: string[], { names = ['Chloé'], alone = false, object = 'ball' } = {}) =>
  languageSlips(PACKS[language], world(object), taleOf(language, pages, alone), names);

interface Pair {
  language: Locale;
  wrong: string;
  right: string;
  names?: string[];
  alone?: boolean;
}

const PAIRS: Pair[] = [
  ...(
    [
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
    ] as const
  ).map(([wrong, right]): Pair => ({ language: 'ru', wrong, right })),
  { language: 'en', wrong: 'They ran out out of the door.', right: 'They ran out of the door.' },
  { language: 'en', wrong: 'Sarah found a apple.', right: 'Sarah found an apple and a unicorn.' },
  { language: 'en', wrong: 'Tom flew an kite.', right: 'Tom flew a kite for an hour.' },
  {
    language: 'en',
    wrong: 'Sarah had been so far behind that Sarah had seen it.',
    right: 'Sarah had been so far behind that she had seen it, and Tom saw Sarah.',
    names: ['Sarah', 'Tom'],
  },
  { language: 'fr', wrong: 'Elle a posé la pomme à côté de elle.', right: 'Elle a posé la pomme à côté d’elle.' },
  {
    language: 'fr',
    wrong: 'Ils ne se plaignent jamais de une clochette.',
    right: 'Ils ne se plaignent jamais d’une clochette.',
  },
  {
    language: 'fr',
    wrong: 'Elle a dû reconnaître que elle avait tort.',
    right: 'Elle a dû reconnaître que oui, le onze au matin.',
  },
  { language: 'fr', wrong: 'Il lui a demandé si il en était sûr.', right: 'Il lui a demandé s’il en était sûr.' },
  {
    language: 'fr',
    wrong: 'Il regardait ce arbre.',
    right: 'Il regardait cet arbre. Oh, ce oui pèse lourd ! Trois pots de yaourt.',
  },
  {
    language: 'fr',
    wrong: 'Il fallait que il la garde encore.',
    right: 'Garde-la encore un peu. Mets-le à ton oreille.',
  },
  {
    language: 'fr',
    wrong: 'Le petit mot était accroché à le tambour.',
    right: 'Le petit mot était accroché au tambour.',
  },
  { language: 'fr', wrong: 'La maison de Anaïs était bleue.', right: 'La maison d’Anaïs était bleue.' },
  {
    language: 'en',
    wrong: '“That’s what friends are for,” said Chloé with a grin. “Back tomorrow!” said Chloé.',
    right:
      '“That’s what friends are for,” said Chloé with a grin. “Back tomorrow!” she added. There was once a girl called Chloé. “Hi!” said Chloé.',
  },
  {
    language: 'en',
    wrong: '“Bees fetch honey,” said Lily. “Thirsty,” said Lily.',
    right: '“Bees fetch honey from the flowers,” said Lily’s new friend. “Thirsty,” said Lily.',
    names: ['Lily'],
  },
  { language: 'es', wrong: 'Desde la ventana se veíal bosque.', right: 'Desde la ventana se veía el bosque.' },
  {
    language: 'es',
    wrong: 'Buenas noches, la patita. Y buenas noches a ti.',
    right: 'Buenas noches, patita. Y buenas noches a ti.',
  },
  {
    language: 'es',
    wrong: 'Hacía un ruido como una lechuza resfriado.',
    right: 'Hacía un ruido como una lechuza resfriada.',
  },
  { language: 'es', wrong: 'Pinchaba como un gatito enfadada.', right: 'Pinchaba como un gatito enfadado.' },
  {
    language: 'es',
    wrong: 'Volvieron con la llave de el cofre.',
    right: 'Volvieron con la llave del cofre, y de él no se separaron.',
  },
  {
    language: 'es',
    wrong: '«Uno, dos, tres, ¡salto!» Y luego: ¡Una, dos, tres!, las piedras se movían.',
    right: '«Uno, dos, tres, ¡salto!» Y luego: ¡Uno, dos, tres!, las piedras se movían.',
  },
  {
    language: 'de',
    wrong: '„Ich möchte sein Freundin sein“, flüsterte Mia.',
    right: '„Ich möchte seine Freundin sein“, flüsterte Mia.',
  },
  {
    language: 'de',
    wrong: 'Da wurden die Beine von Paul ganz weich.',
    right: 'Da wurden Paul die Beine ganz weich. Und das war die Geschichte von Paul und der Eule.',
    names: ['Paul'],
  },
  {
    language: 'de',
    wrong: '„Ihr seid die besten Schneeschaufler“, sagte der Fuchs.',
    right: '„Du bist der beste Schneeschaufler“, sagte der Fuchs.',
    alone: true,
  },
  {
    language: 'de',
    wrong: 'Endlich war der Tag des großen Sommerfestes des Dorfes da.',
    right: 'Endlich war der Tag des großen Dorffestes da.',
  },
  { language: 'de', wrong: 'Jeder bekam ein Stück des Kuchens.', right: 'Jeder bekam ein Stück vom Kuchen.' },
  { language: 'de', wrong: 'Sie klatschten nicht nur für der Igel.', right: 'Sie klatschten nicht nur für den Igel.' },
];

describe('the language-slip scanner', () => {
  it.each(PAIRS)('$language: flags «$wrong», passes «$right»', ({ language, wrong, right, names, alone }) => {
    expect(slips(language, [wrong], { names, alone })).toHaveLength(1);
    expect(slips(language, [right], { names, alone })).toEqual([]);
  });

  it.each([
    { language: 'ru', text: 'Мячик взяла Маша, сжимая цветок. Мысль про пирог была простая. Сначала ежонок спал.' },
    { language: 'fr', text: 'Elle a regardé autour d’elle, puis a décidé de les suivre.', alone: true },
    { language: 'es', text: '¿Qué hizo el barquito enseguida?' },
    { language: 'es', text: 'Buenas noches, patita. «Una, dos, tres… ¡y la pintada!»', names: ['Lucía'], alone: true },
    { language: 'de', text: '„Wisst ihr was?“, sagte Paul zu den Kleinen. Ein Geschenk von Paul.', names: ['Paul'] },
  ] as { language: Locale; text: string; names?: string[]; alone?: boolean }[])(
    '$language: lets «$text» be',
    ({ language, text, names, alone }) => {
      expect(slips(language, [text], { names, alone })).toEqual([]);
    },
  );

  it('reads the questions and their answers too', () => {
    const told = {
      ...taleOf('ru', ['Всё хорошо.']),
      questions: [{ question: 'Кто пришёл?', options: ['Два зайчик', 'Лиса', 'Ёж'], answer: 0 }],
    };
    expect(languageSlips(PACKS.ru, world('ball'), told, [])).toEqual([
      'question 1: after два, три, четыре, оба the genitive singular (два зайчика): «Два зайчик»',
    ]);
  });

  it('reads a counting rhyme across pages: «Uno, dos» on one, «Una, dos, tres!» on another', () => {
    expect(slips('es', ['«Uno, dos, tres, ¡salto!»', 'Y luego: ¡Una, dos, tres!'])).toHaveLength(1);
  });

  it('calls a thing brought in with “a …” “the …” the second time («a honey cake»)', () => {
    const pages = ['They wanted to bake a honey cake.', 'Everyone ate a honey cake.'];
    expect(slips('en', pages, { object: 'cake' })).toEqual([
      'page 2: «a honey cake» brought in again: the second time it is “the …”',
    ]);
    expect(slips('en', [pages[0]!, 'Everyone ate the honey cake.'], { object: 'cake' })).toEqual([]);
  });

  it.each([
    ['en', '{friend} wrote in the notebook: step one.', '{friend} kept count out loud: step one.'],
    ['ru', '{friend} хлопнул{f:|а} {hero.acc} по плечу.', '{friend} {f:подскочил|подскочила} к {hero.dat}.'],
    ['de', '{friend} nahm die Hand von {hero}.', '{friend} lief neben {hero} her.'],
    ['fr', '{friend} applaudit de toutes ses forces.', '{friend} crie bravo de toutes ses forces.'],
    ['fr', '{friend} a dessiné une carte.', '{friend} a promis de garder le secret.'],
  ] as const)('%s: a friend who may be an animal is given no hands, pens or pockets', (language, wrong, right) => {
    const plotSaying = (text: string) =>
      ({
        ...PACKS[language],
        plots: [{ ...PACKS[language].plots[0]!, id: 'test', pages: [{ text: [text] }] }],
      }) as never;
    expect(childOnlyFriendProblems(plotSaying(wrong))).toHaveLength(1);
    expect(childOnlyFriendProblems(plotSaying(right))).toEqual([]);
    // Only a sentence about the friend counts: the hero has hands.
    expect(childOnlyFriendProblems(plotSaying(wrong.replaceAll('{friend}', '{hero}')))).toEqual([]);
  });
});
