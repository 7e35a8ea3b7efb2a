import { AUTH_COOKIE, LOCALE_COOKIE, type Locale } from '@skazka/contract';
import { writeStored } from './storage';

/**
 * The auth token lives in the `__wt-at` cookie (docs/PRODUCT.md §4): logged in while it
 * holds a token. Listeners learn of login and logout (a 401 anywhere logs out).
 */
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

/**
 * On the server, while it renders a signed-in parent's own page (src/prerender.tsx): what the
 * screens see as the session. Never a real token: rendering calls no API.
 */
let renderingFor: string | null = null;

/** Renders `work` as the signed-in parent sees it (server-side only; synchronous, so renders cannot interleave). */
export function renderSignedIn<T>(work: () => T): T {
  renderingFor = 'rendered-on-the-server';
  try {
    return work();
  } finally {
    renderingFor = null;
  }
}

export function getToken(): string | null {
  if (typeof document === 'undefined') return renderingFor; // rendering on the server: a visitor unless told otherwise
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${AUTH_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(AUTH_COOKIE.length + 1)) || null : null;
}

/** Writes a cookie of the whole site, kept for a year (or removed, with `null`). */
function writeCookie(name: string, value: string | null, attributes = ''): void {
  const maxAge = value === null ? 0 : 60 * 60 * 24 * 365;
  document.cookie = `${name}=${value ?? ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${attributes}`;
}

export function setToken(token: string): void {
  writeCookie(AUTH_COOKIE, encodeURIComponent(token), window.location.protocol === 'https:' ? '; Secure' : '');
  writeStored('everAuthorized', '1');
  listeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  writeCookie(AUTH_COOKIE, null);
  writeCookie(LOCALE_COOKIE, null);
  listeners.forEach((listener) => listener(null));
}

/**
 * Tells the server, while a parent is signed in, the language the app shows, so it renders their
 * own pages in it (apps/server, web plugin). A visitor is given no cookie.
 */
export function shareLocale(locale: Locale): void {
  if (getToken()) writeCookie(LOCALE_COOKIE, locale);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
