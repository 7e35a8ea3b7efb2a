/** The five languages of the product: interface, server texts and tales. */
export const LOCALES = ['ru', 'en', 'fr', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** The web app's default (docs/PRODUCT.md §1); it loads the words of its visitor's locale only. */
export const DEFAULT_LOCALE: Locale = 'ru';
/** Server texts fall back to English when `ark-language` is missing or unknown (docs/API.md). */
export const SERVER_FALLBACK_LOCALE: Locale = 'en';

/** Header that carries the client's locale on every call (docs/PRODUCT.md §7). */
export const LANGUAGE_HEADER = 'ark-language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function pickLocale(value: unknown, fallback: Locale = SERVER_FALLBACK_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** A text in every locale: the compiler refuses a catalogue entry that misses one. */
export type Localized = Record<Locale, string>;
