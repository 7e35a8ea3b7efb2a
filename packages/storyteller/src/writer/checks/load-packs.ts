/**
 * Loads whichever language packs exist on disk, registered in packs.ts or
 * not yet, so authors can check a pack while they write it. A pack that
 * fails to load is reported, not fatal.
 */
import { existsSync } from 'node:fs';
import { LOCALES, type Locale } from '@skazka/contract';
import type { LanguagePack } from '../content/format.js';

export interface LoadedPacks {
  packs: Partial<Record<Locale, LanguagePack>>;
  errors: Partial<Record<Locale, string>>;
}

export async function loadExistingPacks(languages: readonly Locale[] = LOCALES): Promise<LoadedPacks> {
  const loaded: LoadedPacks = { packs: {}, errors: {} };
  for (const language of languages) {
    const url = new URL(`../content/${language}/index.ts`, import.meta.url);
    if (!existsSync(url)) continue;
    try {
      const module = (await import(url.href)) as { pack?: LanguagePack };
      if (module.pack) loaded.packs[language] = module.pack;
      else loaded.errors[language] = 'index.ts does not export `pack`';
    } catch (error) {
      loaded.errors[language] = error instanceof Error ? error.message : String(error);
    }
  }
  return loaded;
}
