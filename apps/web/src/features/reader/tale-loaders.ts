import { DEFAULT_LOCALE, type Tale } from '@skazka/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { demoTaleQuery, taleViewQuery } from '../../api/reader';
import { TALE_PICTURE_SIZES } from '../../components/tale-picture';
import { currentLocale } from '../../lib/i18n';
import { takePageData } from '../../lib/page-data';
import { queryClient } from '../../lib/query-client';
import { getToken } from '../../lib/session';
import { storedView } from './reader-view';

/** How long opening a tale waits for it before showing the screen with a spinner (the demo's first visitor waits while it is made). */
const WAIT_MS = 1500;

/** The demo tale of the default locale, as the server put it into the demo page (and rendered the page with). */
export function keepDemoTale(tale: unknown): void {
  queryClient.setQueryData(demoTaleQuery(DEFAULT_LOCALE).queryKey, tale as Tale);
}

/**
 * Starts loading the picture the reader shows first (the first page, or the
 * cover in the scroll view), at the size this screen will pick from the
 * srcset, before the reader's code has even arrived.
 */
function preloadFirstPicture(tale: Tale): void {
  const page = tale.pages[0];
  const cover = storedView() === 'scroll' ? tale.cover_url : null;
  const href = cover ?? page?.image_url;
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (!cover && page?.image_srcset) {
    link.imageSrcset = page.image_srcset;
    link.imageSizes = TALE_PICTURE_SIZES;
  }
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/**
 * The tale before its screen renders, requested beside the screen's code
 * rather than after it, so it opens whole rather than as a spinner and then
 * a picture loading; its first picture is fetched as soon as it is known.
 */
async function openTaleFirst(query: ReturnType<typeof taleViewQuery | typeof demoTaleQuery>): Promise<null> {
  const tale = queryClient
    .fetchQuery({ ...query, retry: false })
    .then(preloadFirstPicture)
    .catch(() => undefined); // the screen's own query retries and shows the error
  await Promise.race([tale, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
  return null;
}

/** /story/demo: from the page itself when the server put it there (in the default locale), else from the API. */
export function demoTaleLoader(): Promise<null> {
  const carried = takePageData();
  const locale = currentLocale();
  if (carried && locale === DEFAULT_LOCALE) keepDemoTale(carried);
  return openTaleFirst(demoTaleQuery(locale));
}

/** A parent's own tale, as the server put it into their page (and rendered the page with). */
export function keepStoryTale(tale: unknown): void {
  queryClient.setQueryData(taleViewQuery(String((tale as Tale).id)).queryKey, tale as Tale);
}

/**
 * /story/{id}: a signed-in parent's tale, from the page itself when the server rendered it for them, else
 * from the API (a visitor is sent to sign in by the screen's guard, with nothing asked).
 */
export function storyTaleLoader({ params }: LoaderFunctionArgs): Promise<null> | null {
  if (!getToken() || !params.id) return null;
  const carried = takePageData() as Tale | null;
  if (carried && String(carried.id) === params.id) keepStoryTale(carried);
  return openTaleFirst(taleViewQuery(params.id));
}
