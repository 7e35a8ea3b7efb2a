import { LOCALES, type Locale, type TaleSummary } from '@skazka/contract';

/**
 * What the parent narrowed the library to. It lives in the address (`?q=&child=&moral=&lang=&fav=1`),
 * so Back from a tale returns to the same list and a filtered list can be bookmarked.
 */
export interface LibraryFilter {
  query: string;
  child: number | null;
  moral: number | null;
  language: Locale | null;
  favourites: boolean;
}

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

export function filterFromParams(params: URLSearchParams): LibraryFilter {
  const language = params.get('lang');
  return {
    query: params.get('q') ?? '',
    child: idParam(params.get('child')),
    moral: idParam(params.get('moral')),
    language: (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : null,
    favourites: params.get('fav') === '1',
  };
}

export function filterToParams(filter: LibraryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query) params.set('q', filter.query);
  if (filter.child !== null) params.set('child', String(filter.child));
  if (filter.moral !== null) params.set('moral', String(filter.moral));
  if (filter.language) params.set('lang', filter.language);
  if (filter.favourites) params.set('fav', '1');
  return params;
}

export const isFiltered = (filter: LibraryFilter) =>
  Boolean(filter.query.trim()) ||
  filter.child !== null ||
  filter.moral !== null ||
  filter.language !== null ||
  filter.favourites;

// Titles are matched ignoring case and accents ("ete" finds "Été", "ежик" finds "Ёжик").
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();

/** The tales that pass every part of the filter, in the list's own order (newest first). */
export function filterTales(tales: TaleSummary[], filter: LibraryFilter): TaleSummary[] {
  const words = folded(filter.query).split(/\s+/).filter(Boolean);
  return tales.filter((tale) => {
    if (filter.child !== null && tale.child !== filter.child) return false;
    if (filter.moral !== null && tale.moral !== filter.moral) return false;
    if (filter.language && tale.language !== filter.language) return false;
    if (filter.favourites && !tale.favourite) return false;
    const title = folded(tale.title);
    return words.every((word) => title.includes(word));
  });
}
