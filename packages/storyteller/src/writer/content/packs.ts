/**
 * The language packs the embedded writer ships, one per locale, each read from its folder under content/
 * on first use: parsing one pack's YAML takes a few hundred milliseconds, and a process that tells tales
 * in one language should not pay for all five at its start.
 */
import { LOCALES, type Locale } from '@skazka/contract';
import type { LanguagePack } from './format.js';
import { readPack } from './read-content.js';

function readOnFirstUse(language: Locale): PropertyDescriptor {
  let pack: LanguagePack | undefined;
  return { enumerable: true, get: () => (pack ??= readPack(language)) };
}

export const PACKS = Object.defineProperties(
  {} as Record<Locale, LanguagePack>,
  Object.fromEntries(LOCALES.map((language) => [language, readOnFirstUse(language)])),
);
