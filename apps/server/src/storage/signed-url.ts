import { createHmac, timingSafeEqual } from 'node:crypto';

// URLs stay the same for a whole window so browsers can cache media, and live 1-2 windows:
// one to two hours covers a reading session (the reader asks for fresh URLs each time a
// tale is opened) without leaving a copied link working for long. README "Media links".
const WINDOW_S = 60 * 60;

export interface UrlSigner {
  sign(key: string, nowS?: number): { exp: number; sig: string };
  verify(key: string, exp: number, sig: string, nowS?: number): boolean;
}

export function urlSigner(secret: string): UrlSigner {
  const mac = (key: string, exp: number) => createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');
  return {
    sign(key, nowS = Date.now() / 1000) {
      const exp = (Math.floor(nowS / WINDOW_S) + 2) * WINDOW_S;
      return { exp, sig: mac(key, exp) };
    },
    verify(key, exp, sig, nowS = Date.now() / 1000) {
      if (!Number.isInteger(exp) || exp < nowS) return false;
      const expected = Buffer.from(mac(key, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
