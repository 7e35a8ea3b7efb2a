// The web app's own words, so a browser test looks for what a parent of that language reads
// (a renamed or untranslated text fails the test instead of passing in English).
import type { Locale } from '@skazka/contract';
import de from '../src/locales/de';
import en from '../src/locales/en';
import es from '../src/locales/es';
import fr from '../src/locales/fr';
import ru from '../src/locales/ru';

const LOCALES: Record<Locale, unknown> = { ru, en, fr, es, de };

/** `t` of one locale: a dotted key ('reader.ending.title') with its {{values}} filled in; a missing key throws. */
export function words(locale: Locale) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], LOCALES[locale]);
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${locale}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`${key} in ${locale} needs {{${name}}}`);
      return String(values[name]);
    });
  };
}
