/**
 * Grammatical gender of a friend's name, guessed per language: the friend has
 * no sex field, yet verbs, adjectives and articles must agree with them. Each
 * language's rule is an ending plus the common exceptions to it; animal and toy
 * names (Ёжик, Мишка, Hedgehog) count as masculine unless listed otherwise.
 */
import type { Locale } from '@skazka/contract';

type Rule = { feminineEndings: string[]; masculine: string[]; feminine: string[] };

const RULES: Record<Locale, Rule> = {
  ru: {
    feminineEndings: ['а', 'я'],
    masculine: [
      'миша', 'саша', 'никита', 'илья', 'ваня', 'петя', 'дима', 'коля', 'толя', 'гоша', 'паша',
      'лёша', 'алёша', 'леша', 'алеша', 'кузя', 'федя', 'вася', 'серёжа', 'сережа', 'женя', 'митя',
      'лука', 'фома', 'кузьма', 'савва', 'данила', 'гаврила', 'слава', 'вова', 'боря', 'витя', 'гена',
      'костя', 'стёпа', 'степа', 'тёма', 'тема', 'рома', 'сёма', 'сема', 'яша', 'гриша', 'тимоша',
      'мишка', 'мишутка', 'зайка', 'петька', 'вовка', 'дружок', 'котя',
    ],
    feminine: ['любовь', 'нинель', 'адель', 'юдифь', 'эсфирь', 'мышь', 'мышка', 'рысь'],
  },
  en: {
    feminineEndings: ['a'],
    masculine: ['luca', 'joshua', 'ezra', 'noa', 'sasha', 'misha', 'nikita', 'elijah', 'jonah'],
    feminine: [
      'alice', 'grace', 'lily', 'lucy', 'sophie', 'chloe', 'zoe', 'ruby', 'daisy', 'rose', 'kate',
      'katie', 'mary', 'amy', 'ellie', 'evie', 'isabel', 'harriet', 'hazel', 'holly', 'ivy', 'jane',
      'jasmine', 'megan', 'molly', 'poppy', 'sally', 'scarlett', 'sophie', 'susan', 'willow', 'esther',
      'elizabeth', 'ann', 'anne', 'alison', 'ellen', 'helen', 'karen', 'lauren', 'madison', 'allison',
    ],
  },
  de: {
    feminineEndings: ['a', 'e', 'i'],
    masculine: [
      'uwe', 'ole', 'jonte', 'luca', 'luka', 'nikita', 'sascha', 'mischa', 'jona', 'kai', 'timo',
      'andrea', 'elias', 'henri', 'levi', 'toni', 'jannik', 'benedikte', 'maxi', 'jule', 'igel',
    ],
    feminine: ['ines', 'carmen', 'ruth', 'miriam', 'doris', 'gudrun', 'ingrid', 'lilith', 'elisabeth', 'ilse', 'edith', 'maus', 'katz'],
  },
  fr: {
    feminineEndings: ['e', 'a'],
    masculine: [
      'pierre', 'jérôme', 'antoine', 'maxime', 'baptiste', 'théophile', 'guillaume', 'luca', 'joshua',
      'sacha', 'nikita', 'stéphane', 'philippe', 'alexandre', 'christophe', 'jacques', 'georges',
      'étienne', 'auguste', 'clément', 'hérisson', 'lapin', 'ourson', 'achille', 'jules', 'basile',
      'gabriele', 'mathéo', 'hugo', 'gustave', 'félicien', 'aimé', 'rémi', 'andré', 'josé', 'noé',
      'jean-baptiste', 'mike', 'léonce', 'ange', 'cyrille', 'lazare', 'théodore', 'victor', 'aurèle',
    ],
    feminine: ['chloé', 'zoé', 'manon', 'inès', 'agnès', 'léa', 'noémie', 'salomé', 'renée', 'aimée', 'ninon', 'margot', 'louison', 'alix', 'mimi', 'suzon'],
  },
  es: {
    feminineEndings: ['a'],
    masculine: ['luca', 'joshua', 'borja', 'sasha', 'nikita', 'elías', 'andrea', 'garcía', 'bautista', 'misha', 'ezra'],
    feminine: [
      'isabel', 'carmen', 'pilar', 'raquel', 'inés', 'mercedes', 'dolores', 'rocío', 'belén', 'noemí',
      'abril', 'luz', 'sol', 'consuelo', 'rosario', 'beatriz', 'ruth', 'esther', 'maribel', 'nieves',
      'paz', 'ariadne', 'chloe', 'zoe', 'alicia', 'mar', 'jimena', 'miriam', 'lourdes', 'montserrat',
    ],
  },
};

export function guessGender(name: string, language: Locale): 'm' | 'f' {
  const rule = RULES[language];
  const first = name.trim().toLowerCase().split(/[\s]+/)[0] ?? '';
  if (rule.masculine.includes(first)) return 'm';
  if (rule.feminine.includes(first)) return 'f';
  return rule.feminineEndings.some((ending) => first.endsWith(ending)) ? 'f' : 'm';
}
