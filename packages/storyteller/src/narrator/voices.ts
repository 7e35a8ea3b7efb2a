import type { Locale } from '@skazka/contract';

export interface Voice {
  /** eSpeak NG voice name. */
  voice: string;
  /** eSpeak's rate setting. Its "words per minute" differ per language (Russian words are long), so each is tuned to be heard at ≈ 115 real words a minute, a calm reading-aloud pace. */
  rate: number;
  /** A touch under eSpeak's 50: lower sounds calmer at bedtime without turning gruff. */
  pitch: number;
}

export const VOICES: Record<Locale, Voice> = {
  ru: { voice: 'ru', rate: 110, pitch: 45 },
  en: { voice: 'en-us', rate: 100, pitch: 45 },
  fr: { voice: 'fr-fr', rate: 110, pitch: 45 },
  es: { voice: 'es', rate: 120, pitch: 45 },
  de: { voice: 'de', rate: 112, pitch: 45 },
};
