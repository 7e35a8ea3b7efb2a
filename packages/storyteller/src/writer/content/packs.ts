/** The language packs the embedded writer ships; one per language. */
import type { Locale } from '@skazka/contract';
import type { LanguagePack } from './format.js';

export const PACKS: Partial<Record<Locale, LanguagePack>> = {};
