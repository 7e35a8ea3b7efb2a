import { readStored } from '../../lib/storage';

/** The reader's two ways of showing a tale: a page at a time, or every page one under another after the cover. */
export const VIEWS = ['book', 'scroll'] as const;
export type View = (typeof VIEWS)[number];

/** The view the reader opens in: the one this device chose last, else the book. */
export function storedView(): View {
  return readStored('readerView') === 'scroll' ? 'scroll' : 'book';
}
