import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale, type MessageKey } from '@skazka/contract';
import { shareLocale } from './session';
import { readStored, writeStored } from './storage';

type Words = [ui: Record<string, unknown>, messages: Record<MessageKey, string>];

/**
 * One locale's words: the interface's (locales/<lang>) and the contract's
 * messages (validation and server errors), fetched on demand so that the first
 * load carries only the visitor's language.
 */
const localeWords: Record<Locale, () => Promise<Words>> = {
  ru: () =>
    Promise.all([
      import('../locales/ru').then((m) => m.default),
      import('@skazka/contract/messages/ru').then((m) => m.ru),
    ]),
  en: () =>
    Promise.all([
      import('../locales/en').then((m) => m.default),
      import('@skazka/contract/messages/en').then((m) => m.en),
    ]),
  fr: () =>
    Promise.all([
      import('../locales/fr').then((m) => m.default),
      import('@skazka/contract/messages/fr').then((m) => m.fr),
    ]),
  es: () =>
    Promise.all([
      import('../locales/es').then((m) => m.default),
      import('@skazka/contract/messages/es').then((m) => m.es),
    ]),
  de: () =>
    Promise.all([
      import('../locales/de').then((m) => m.default),
      import('@skazka/contract/messages/de').then((m) => m.de),
    ]),
};

/** The contract's messages of each locale loaded so far. */
const messages: Partial<Record<Locale, Record<MessageKey, string>>> = {};

export function storedLocale(): Locale {
  const stored = readStored('locale');
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

/** Fetches `locale`'s words once, into i18next and the contract messages. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (messages[locale]) return;
  const [ui, contract] = await localeWords[locale]();
  i18n.addResourceBundle(locale, 'translation', ui, true, true);
  messages[locale] = contract;
}

/** Starts i18next in `locale` (the default one when prerendering), with only that locale's words. */
export async function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  await loadLocale(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  writeStored('locale', locale);
  shareLocale(locale);
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : storedLocale();
}

/** A contract message (validation and server error texts) in the current locale; the key itself if it is none. */
export function messageText(key: string): string {
  const texts = messages[currentLocale()];
  return texts && Object.hasOwn(texts, key) ? texts[key as MessageKey] : key;
}
