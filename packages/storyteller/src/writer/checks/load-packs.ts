/**
 * Loads whichever language packs have a folder under content/, so authors can check a pack while
 * they write it. A pack that fails to load (a YAML or schema error) is reported, not fatal.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@skazka/contract';
import type { LanguagePack } from '../content/format.js';
import { CONTENT_DIR, readPack } from '../content/read-content.js';

export interface LoadedPacks {
  packs: Partial<Record<Locale, LanguagePack>>;
  errors: Partial<Record<Locale, string>>;
}

export function loadExistingPacks(languages: readonly Locale[] = LOCALES): LoadedPacks {
  const loaded: LoadedPacks = { packs: {}, errors: {} };
  for (const language of languages.filter((language) => existsSync(join(CONTENT_DIR, language)))) {
    try {
      loaded.packs[language] = readPack(language);
    } catch (error) {
      loaded.errors[language] = error instanceof Error ? error.message : String(error);
    }
  }
  return loaded;
}
