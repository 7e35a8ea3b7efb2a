/**
 * Names the content checks and tests tell tales with, per language: a girl and a boy for the hero; the friend
 * as each kind a parent can say it is (a boy, a girl, an animal of the storyteller's list), and `friend`, a
 * name of no stated kind, whose gender the writer guesses (friends saved before kinds existed).
 */
import type { FriendAnimal, Locale } from '@skazka/contract';

export type FriendKindShown = 'boy' | 'girl' | 'animal';

interface SampleCast {
  girl: string;
  boy: string;
  friend: string;
  friends: Record<'boy' | 'girl', string> & { animal: { kind: FriendAnimal; name: string } };
}

export const SAMPLE_CAST: Record<Locale, SampleCast> = {
  ru: { girl: 'Маша', boy: 'Миша', friend: 'Ёжик', friends: { boy: 'Петя', girl: 'Катя', animal: { kind: 'hedgehog', name: 'Ёжик' } } },
  en: { girl: 'Lily', boy: 'Tom', friend: 'Pip', friends: { boy: 'Sam', girl: 'Rosie', animal: { kind: 'mouse', name: 'Pip' } } },
  de: { girl: 'Mia', boy: 'Paul', friend: 'Flocke', friends: { boy: 'Jonas', girl: 'Lena', animal: { kind: 'cat', name: 'Flocke' } } },
  fr: { girl: 'Chloé', boy: 'Lucas', friend: 'Pompon', friends: { boy: 'Hugo', girl: 'Léa', animal: { kind: 'rabbit', name: 'Pompon' } } },
  es: { girl: 'Lucía', boy: 'Pablo', friend: 'Canela', friends: { boy: 'Mateo', girl: 'Sofía', animal: { kind: 'squirrel', name: 'Canela' } } },
}; // prettier-ignore

/** Every name of the language's sample cast (the spelling check takes them as names). */
export function sampleNames(language: Locale): string[] {
  const { girl, boy, friend, friends } = SAMPLE_CAST[language];
  return [...new Set([girl, boy, friend, friends.boy, friends.girl, friends.animal.name])];
}
