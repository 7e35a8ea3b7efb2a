import { DEFAULT_LOCALE, type Tale } from '@skazka/contract';
import { demoTaleQuery } from '../../api/reader';
import { currentLocale } from '../../lib/i18n';
import { takePageData } from '../../lib/page-data';
import { queryClient } from '../../lib/query-client';

/** How long opening the demo waits for its tale before showing the screen with a spinner (its first visitor waits while it is made). */
const WAIT_MS = 1500;

/** The demo tale of the default locale, as the server put it into the demo page (and rendered the page with). */
export function keepDemoTale(tale: unknown): void {
  queryClient.setQueryData(demoTaleQuery(DEFAULT_LOCALE).queryKey, tale as Tale);
}

/**
 * The demo tale before its screen renders, so it opens whole rather than as
 * a spinner, then a picture loading: from the page itself when the server put
 * it there (in the default locale), else requested beside the screen's code,
 * its cover fetched as soon as it is known.
 */
export async function demoTaleLoader(): Promise<null> {
  const carried = takePageData();
  const locale = currentLocale();
  if (carried && locale === DEFAULT_LOCALE) keepDemoTale(carried);
  const tale = queryClient
    .fetchQuery({ ...demoTaleQuery(locale), retry: false })
    .then(({ cover_url }) => {
      if (cover_url) new Image().src = cover_url;
    })
    .catch(() => undefined); // the screen's own query retries and shows the error
  await Promise.race([tale, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
  return null;
}
