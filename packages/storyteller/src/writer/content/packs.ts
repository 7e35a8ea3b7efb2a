/** The language packs the embedded writer ships; one per language. */
import type { Locale } from '@skazka/contract';
import { pack as de } from './de/index.js';
import { pack as en } from './en/index.js';
import { pack as es } from './es/index.js';
import type { LanguagePack } from './format.js';
import { pack as fr } from './fr/index.js';
import { pack as ru } from './ru/index.js';

export const PACKS: Record<Locale, LanguagePack> = { ru, en, fr, es, de };
