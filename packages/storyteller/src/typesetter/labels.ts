import type { Locale } from '@skazka/contract';
import type { NameForms } from '../writer/declension.js';

/** The few words the printed book adds to the tale, in each language. */
export interface BookLabels {
  /** The cover line under the title. */
  dedication(hero: NameForms): string;
  questions: string;
  answers: string;
  theEnd: string;
  /** Letters for the answer options: а), б), в) in Russian. */
  optionLetters: string;
}

const LATIN_LETTERS = 'abcdefgh';

export const LABELS: Record<Locale, BookLabels> = {
  ru: {
    dedication: (hero) => `Сказка для ${hero.gen}`,
    questions: 'Вопросы к сказке',
    answers: 'Ответы',
    theEnd: 'Конец',
    optionLetters: 'абвгдежз',
  },
  en: {
    dedication: (hero) => `A bedtime tale for ${hero.nom}`,
    questions: 'Questions about the tale',
    answers: 'Answers',
    theEnd: 'The End',
    optionLetters: LATIN_LETTERS,
  },
  fr: {
    dedication: (hero) => `Un conte pour ${hero.nom}`,
    questions: 'Questions sur le conte',
    answers: 'Réponses',
    theEnd: 'Fin',
    optionLetters: LATIN_LETTERS,
  },
  es: {
    dedication: (hero) => `Un cuento para ${hero.nom}`,
    questions: 'Preguntas sobre el cuento',
    answers: 'Respuestas',
    theEnd: 'Fin',
    optionLetters: LATIN_LETTERS,
  },
  de: {
    dedication: (hero) => `Ein Märchen für ${hero.nom}`,
    questions: 'Fragen zum Märchen',
    answers: 'Antworten',
    theEnd: 'Ende',
    optionLetters: LATIN_LETTERS,
  },
};
