/** Names the content checks and tests tell tales with, per language: a girl, a boy and a friend. */
import type { Locale } from '@skazka/contract';

export const SAMPLE_CAST: Record<Locale, { girl: string; boy: string; friend: string }> = {
  ru: { girl: 'Маша', boy: 'Миша', friend: 'Ёжик' },
  en: { girl: 'Lily', boy: 'Tom', friend: 'Pip' },
  de: { girl: 'Mia', boy: 'Paul', friend: 'Flocke' },
  fr: { girl: 'Chloé', boy: 'Lucas', friend: 'Pompon' },
  es: { girl: 'Lucía', boy: 'Pablo', friend: 'Canela' },
};
