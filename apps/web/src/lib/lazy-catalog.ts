import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/**
 * Catalogues of one screen's words (locales/<lang>/lazy/<name>.json), kept out
 * of the first load: /welcome ships only what every page needs. Each file holds
 * its keys at their full path, so they read like any other key once merged.
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/lazy/*.json');

const loaded = new Set<string>();

async function load(locale: string, name: string) {
  const path = `../locales/${locale}/lazy/${name}.json`;
  if (loaded.has(path)) return;
  const file = catalogs[path];
  if (!file) throw new Error(`no catalogue ${path}`);
  i18n.addResourceBundle(locale, 'translation', (await file()).default, true, true);
  loaded.add(path);
}

/** Loads catalogue `name` in the current language (again when it changes); true once its words are there. */
export function useLazyCatalog(name: string): boolean {
  const { i18n: current } = useTranslation();
  const locale = current.language;
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void load(locale, name).then(() => live && setReady(locale));
    return () => {
      live = false;
    };
  }, [locale, name]);
  return ready === locale;
}
