import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, MESSAGES, isLocale, type Locale, type MessageKey } from '@skazka/contract';
import ru from '../locales/ru';
import en from '../locales/en';
import { readStored, writeStored } from './storage';

/** fr, es and de are fetched on demand so the first load carries only ru and en. */
const lazyLocales: Record<Exclude<Locale, 'ru' | 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  fr: () => import('../locales/fr'),
  es: () => import('../locales/es'),
  de: () => import('../locales/de'),
};

export function storedLocale(): Locale {
  const stored = readStored('locale');
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

/** Starts i18next in the default locale; the browser then switches to the stored one (`changeLocale`). */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { ru: { translation: ru }, en: { translation: en } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
}

export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation') && locale !== 'ru' && locale !== 'en') {
    const bundle = await lazyLocales[locale]();
    i18n.addResourceBundle(locale, 'translation', bundle.default, true, true);
  }
  await i18n.changeLanguage(locale);
  writeStored('locale', locale);
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : storedLocale();
}

/** A contract message (validation and server error texts) in the current locale. */
export function messageText(key: string): string {
  return key in MESSAGES ? MESSAGES[key as MessageKey][currentLocale()] : key;
}
