import { LOCALES, type Locale, type Localized, SERVER_FALLBACK_LOCALE } from './locales.js';
import { de } from './messages/de.js';
import { en } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { ru } from './messages/ru.js';

export type MessageKey = keyof typeof ru;

/** Each locale's texts (messages/<locale>.ts), which the web app imports one at a time (`@skazka/contract/messages/<locale>`). */
const BY_LOCALE: Record<Locale, Record<MessageKey, string>> = { ru, en, fr, es, de };

/**
 * Texts the server sends and the web app shows (docs/PRODUCT.md §5 and §8), in every locale.
 * Keys are stable codes: the API and the web app refer to texts only by key.
 * Add a key in messages/ru.ts and its text in every other locale's file rather than writing a text anywhere else.
 */
export const MESSAGES: Record<MessageKey, Localized> = /* @__PURE__ */ (() => {
  const keys = Object.keys(ru) as MessageKey[];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      Object.fromEntries(LOCALES.map((locale) => [locale, BY_LOCALE[locale][key]])) as Localized,
    ]),
  ) as Record<MessageKey, Localized>;
})();

export function message(key: MessageKey, locale: Locale = SERVER_FALLBACK_LOCALE): string {
  return MESSAGES[key][locale];
}

/** Fallback question of the reader when a question fails to load (docs/PRODUCT.md §7). */
export const FALLBACK_QUESTION: Localized = {
  ru: 'Что тебе больше всего понравилось в этой сказке?',
  en: 'What did you like most about this tale?',
  fr: 'Qu’est-ce qui t’a le plus plu dans ce conte ?',
  es: '¿Qué es lo que más te gustó de este cuento?',
  de: 'Was hat dir an diesem Märchen am besten gefallen?',
};
