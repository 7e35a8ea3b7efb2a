// Skazka's service worker, written into the build by vite.config.ts (its serviceWorker plugin),
// which replaces the two placeholders: the build's version and its files.
const VERSION = '__VERSION__';
const ASSETS = __ASSETS__;
// The public pages and the app's own page (/ serves it), so the app opens with no network.
const PAGES = ['/', '/welcome', '/signin', '/password', '/onboarding', '/story/demo', '/language'];
const SHELL = `skazka-shell-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll([...ASSETS, ...PAGES]);
      await self.skipWaiting();
    })(),
  );
});

// A new build's worker drops the shells of older builds at once: a deploy never leaves an old app behind.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('skazka-shell-') && name !== SHELL) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request, url));
  else if (url.pathname.startsWith('/assets/') || ASSETS.includes(url.pathname)) event.respondWith(shellFirst(request));
  else if (url.pathname.startsWith('/media/')) event.respondWith(keptFirst(request));
  else if (url.pathname.startsWith('/api/')) event.respondWith(networkThenKept(request));
});

/** Pages come from the network whenever there is one, so they are always this deploy's; the cached shell only without. */
async function page(request, url) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.open(SHELL);
    const path = url.pathname.replace(/\/$/, '') || '/';
    const cached = (await shell.match(path)) ?? (await shell.match('/'));
    if (cached) return cached;
    throw error;
  }
}

/** Files named by their content hash never change: the cached copy is the right one. */
async function shellFirst(request) {
  return (await caches.match(request, { cacheName: SHELL })) ?? fetch(request);
}

/** A tale the parent kept on the device ("Keep offline" in the reader puts each in a skazka-kept-* cache). */
const keptCopy = (request) => caches.match(request.url, { ignoreVary: true });

async function networkThenKept(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await keptCopy(request);
    if (kept) return kept;
    throw error;
  }
}

/** Kept pictures and narration are served from the device, audio by byte range as players ask for it. */
async function keptFirst(request) {
  const kept = await keptCopy(request);
  if (!kept) return fetch(request);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range) return kept;
  const body = await kept.blob();
  const start = range[1] ? Number(range[1]) : Math.max(0, body.size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), body.size - 1) : body.size - 1;
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': kept.headers.get('content-type') ?? 'application/octet-stream',
      'content-range': `bytes ${start}-${end}/${body.size}`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
    },
  });
}
