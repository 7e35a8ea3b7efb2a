import { createHash, timingSafeEqual } from 'node:crypto';

type Params = Record<string, unknown>;

/**
 * T-Bank's request and notification signature: the root-level scalar values (nested
 * objects such as Receipt and DATA left out) plus the terminal password, sorted by
 * key, concatenated, SHA-256 in hex.
 */
export function tinkoffToken(params: Params, password: string): string {
  const pairs = Object.entries({ ...params, Password: password })
    .filter(([key, value]) => key !== 'Token' && value !== null && value !== undefined && typeof value !== 'object')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(pairs.map(([, value]) => String(value)).join(''), 'utf8')
    .digest('hex');
}

export function validTinkoffToken(params: Params, password: string): boolean {
  const given = params.Token;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(tinkoffToken(params, password), 'hex'));
}
