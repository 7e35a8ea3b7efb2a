import { type Locale, type MessageKey, message } from '@skazka/contract';

/** The DRF-shaped body expected for catalogue keys per field, in one language. */
export const localized = (expected: Record<string, readonly MessageKey[]>, locale: Locale) =>
  Object.fromEntries(Object.entries(expected).map(([field, keys]) => [field, keys.map((key) => message(key, locale))]));
