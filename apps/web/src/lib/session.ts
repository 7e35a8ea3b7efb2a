import { AUTH_COOKIE } from '@skazka/contract';
import { writeStored } from './storage';

/**
 * The auth token lives in the `__wt-at` cookie (docs/PRODUCT.md §4): logged in while it
 * holds a token. Listeners learn of login and logout (a 401 anywhere logs out).
 */
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  if (typeof document === 'undefined') return null; // prerendering at build time: a visitor
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
  listeners.forEach((listener) => listener(null));
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
