import { isLocale, type Locale } from '@skazka/contract';
import { readStored, writeStored } from './storage';

/**
 * The language the parent last chose for a tale, which is not the interface's:
 * a Russian-speaking family may read tales in English. Kept on this device for
 * the wizard before the parent's first tale; after it, the server's tale list says.
 */
export function storedTaleLanguage(): Locale | null {
  const stored = readStored('taleLanguage');
  return isLocale(stored) ? stored : null;
}

export const rememberTaleLanguage = (language: Locale) => writeStored('taleLanguage', language);
