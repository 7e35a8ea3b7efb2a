import { AUTH_COOKIE, LOCALE_COOKIE } from '@skazka/contract';
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

export function setToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure}`;
  writeStored('everAuthorized', '1');
  listeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  document.cookie = `${AUTH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  listeners.forEach((listener) => listener(null));
}

/**
 * Tells the server, while a parent is signed in, the language the app shows, so it renders their
 * own pages in it (apps/server, web plugin). A visitor is given no cookie.
 */
export function shareLocale(locale: string): void {
  if (getToken()) document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
