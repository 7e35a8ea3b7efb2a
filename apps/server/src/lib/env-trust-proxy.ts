import { isIP } from 'node:net';
import { z } from 'zod';

// proxy-addr's names for the loopback and private ranges, where a reverse proxy usually sits.
const PRIVATE_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxy = (value: string) => {
  if (PRIVATE_RANGES.includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Whose X-Forwarded-For to believe, as Fastify's `trustProxy` takes it: nobody (`false`),
 * proxies on loopback or private networks (`true`), or the given addresses and CIDR ranges.
 * The client address is then the last one written by an untrusted hop. Never "everyone":
 * the left-most entry, which the client writes itself, would be taken as its address,
 * and rate limits keyed on it walked around.
 */
export const envTrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | string[] => {
    if (value === undefined || ['false', '0', 'no'].includes(value)) return false;
    if (['true', '1', 'yes'].includes(value)) return PRIVATE_RANGES;
    const proxies = value.split(',').map((entry) => entry.trim());
    if (!proxies.every(isProxy)) {
      ctx.addIssue({ code: 'custom', message: 'true, false, or proxy addresses and CIDR ranges separated by commas' });
      return z.NEVER;
    }
    return proxies;
  });
