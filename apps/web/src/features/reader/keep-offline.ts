import type { Narration, SharedTale } from '@skazka/contract';
import type { TaleSource } from '../../api/reader';
import { forgetKept, keptCache, setKept } from '../../lib/kept-tales';
import { authHeaders } from './download-file';

/** The narrowest picture the server offers (phone size), from a srcset like "a.webp 640w, b.webp 1600w". */
function phonePicture(page: { image_url: string; image_srcset: string }): string {
  const candidates = page.image_srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url, width]) => url && width?.endsWith('w'))
    .map(([url, width]) => ({ url: url!, width: parseInt(width!, 10) }))
    .sort((a, b) => a.width - b.width);
  return candidates[0]?.url ?? page.image_url;
}

/**
 * Stores a tale on the device: its view, pictures at phone size, narration and
 * questions, fetched afresh so the kept view names exactly the media that are
 * kept (its pages point at the phone pictures alone: a device keeps a quarter
 * of the print pictures' bytes). The service worker serves them from the cache
 * when there is no network.
 */
export async function keepOffline(source: TaleSource): Promise<void> {
  const cache = await caches.open(keptCache(source.key));
  const fetched = async (url: string) => {
    const response = await fetch(url, { headers: authHeaders() });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response;
  };
  const keep = async (url: string) => {
    const response = await fetched(url);
    await cache.put(url, response.clone());
    return response;
  };
  const served = (await (await fetched(source.view)).json()) as SharedTale;
  const tale = {
    ...served,
    pages: served.pages.map((page) => ({ ...page, image_url: phonePicture(page), image_srcset: '' })),
  };
  await cache.put(source.view, new Response(JSON.stringify(tale), { headers: { 'Content-Type': 'application/json' } }));
  const media = [tale.cover_url, ...tale.pages.map((page) => page.image_url)].filter((url): url is string => !!url);
  const questions = Array.from({ length: tale.questions_count }, (_, i) => source.question(i + 1));
  const narration = tale.audio_url ? ((await (await keep(source.narration(tale.language))).json()) as Narration) : null;
  await Promise.all([...new Set([...media, ...questions, ...(narration ? [narration.url] : [])])].map(keep));
  setKept({ key: source.key, path: source.page, title: tale.title, cover: tale.cover_url }, true);
}

/** Takes a kept tale off the device. */
export const forget = (source: TaleSource): Promise<void> => forgetKept(source.key);
