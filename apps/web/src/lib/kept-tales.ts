/** A tale kept on this device to read with no network: where it opens, and what the collection shows of it. */
export interface KeptTale {
  key: string;
  path: string;
  title: string;
  cover: string | null;
}

/** Each kept tale has a cache of its own, so forgetting it drops all of it; the service worker (sw/service-worker.js) looks in all of them. */
export const keptCache = (key: string) => `skazka-kept-${key}`;
const LIST_KEY = 'skazka.kept';

export function keptTales(): KeptTale[] {
  try {
    return JSON.parse(localStorage.getItem(LIST_KEY) ?? '[]') as KeptTale[];
  } catch {
    return [];
  }
}

export function setKept(tale: KeptTale, kept: boolean): void {
  const others = keptTales().filter((t) => t.key !== tale.key);
  try {
    localStorage.setItem(LIST_KEY, JSON.stringify(kept ? [...others, tale] : others));
  } catch {
    /* storage full or off: the tale is kept but not listed */
  }
}

export const isKept = (key: string) => keptTales().some((t) => t.key === key);

/** Takes a kept tale off the device: its cache and its place in the list. */
export async function forgetKept(key: string): Promise<void> {
  setKept({ key, path: '', title: '', cover: null }, false);
  if ('caches' in window) await caches.delete(keptCache(key));
}
