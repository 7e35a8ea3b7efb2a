// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TaleSummary } from '@skazka/contract';
import { filterFromParams, filterTales, filterToParams, isFiltered } from './library-filter';

const tale = (id: number, title: string, extra: Partial<TaleSummary> = {}): TaleSummary => ({
  id,
  title,
  status: 'ready',
  progress: 100,
  language: 'ru',
  child: 1,
  character: null,
  moral: 1,
  cover_url: null,
  created_at: '2026-11-25T10:00:00Z',
  favourite: false,
  ...extra,
});

const tales = [
  tale(1, 'Ёжик и звёзды'),
  tale(2, 'L’été de Léa', { language: 'fr', child: 2 }),
  tale(3, 'Маша и храбрость', { moral: 4, favourite: true }),
];

describe('library filter', () => {
  it('reads and writes the address, ignoring what it does not know', () => {
    const filter = filterFromParams(new URLSearchParams('q=ёж&child=2&moral=x&lang=xx&fav=1'));
    expect(filter).toEqual({ query: 'ёж', child: 2, moral: null, language: null, favourites: true });
    expect(filterToParams(filter).toString()).toBe('q=%D1%91%D0%B6&child=2&fav=1');
    expect(isFiltered(filterFromParams(new URLSearchParams()))).toBe(false);
  });

  it('matches titles by every word, ignoring case and accents', () => {
    const by = (query: string) =>
      filterTales(tales, { ...filterFromParams(new URLSearchParams()), query }).map((t) => t.id);
    expect(by('ежик')).toEqual([1]);
    expect(by('ETE lea')).toEqual([2]);
    expect(by('и')).toEqual([1, 3]);
    expect(by('маша звёзды')).toEqual([]);
  });

  it('narrows by child, moral, language and favourites together', () => {
    const none = filterFromParams(new URLSearchParams());
    expect(filterTales(tales, { ...none, child: 2 }).map((t) => t.id)).toEqual([2]);
    expect(filterTales(tales, { ...none, moral: 4 }).map((t) => t.id)).toEqual([3]);
    expect(filterTales(tales, { ...none, language: 'ru' }).map((t) => t.id)).toEqual([1, 3]);
    expect(filterTales(tales, { ...none, favourites: true, language: 'fr' })).toEqual([]);
  });
});
