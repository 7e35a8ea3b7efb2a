// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@skazka/contract';
import ru from './ru';
import en from './en';
import fr from './fr';
import es from './es';
import de from './de';

// Screens' own catalogues (lib/lazy-catalog.ts) are held to the same rules, merged under their keys.
const lazy = import.meta.glob<Record<string, unknown>>('./*/lazy/*.json', { eager: true, import: 'default' });
const bundles = Object.fromEntries(
  Object.entries({ ru, en, fr, es, de }).map(([locale, bundle]) => [
    locale,
    Object.entries(lazy)
      .filter(([path]) => path.startsWith(`./${locale}/`))
      .reduce<Record<string, unknown>>((all, [path, words]) => ({ ...all, [path.slice(locale.length + 3)]: words }), {
        ...bundle,
      }),
  ]),
) as Record<string, Record<string, unknown>>;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

const baseKeys = (locale: string) =>
  [...new Set(leaves(bundles[locale]).map(([key]) => key.replace(PLURAL_SUFFIX, '')))].sort();

describe('translation catalogues', () => {
  it.each(LOCALES)('%s has every key of ru, none empty', (locale) => {
    expect(baseKeys(locale)).toEqual(baseKeys('ru'));
    for (const [key, text] of leaves(bundles[locale])) {
      expect(typeof text === 'string' && text.trim().length > 0, `${locale}:${key}`).toBe(true);
    }
  });

  it.each(LOCALES)('%s has every plural form its language needs', (locale) => {
    // i18next picks `_one`, `_few`, `_many`… by Intl.PluralRules, which differ per language.
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const pluralBases = new Set(
      leaves(bundles[locale])
        .map(([key]) => key)
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    const keys = new Set(leaves(bundles[locale]).map(([key]) => key));
    for (const base of pluralBases) {
      for (const category of categories)
        expect(keys.has(`${base}_${category}`), `${locale}:${base}_${category}`).toBe(true);
    }
  });
});
