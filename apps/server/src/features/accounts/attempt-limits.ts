import { AppError } from '../../lib/app-error.js';

/** How many attempts an account, and a client address, may make in one window. */
export interface AttemptLimit {
  perAccount: number;
  perAddress: number;
}

/** Who an attempt counts against: the account it names (normalised), when it names one, and where it came from. */
export interface AttemptKeys {
  account: string | null;
  address: string;
}

// Past this many keys, expired ones are swept, then the oldest forgotten, so a flood of addresses cannot exhaust memory.
const MAX_KEYS = 100_000;

/**
 * Attempts counted per key in fixed windows, in this API process's memory. Both keys
 * are checked before the work is done, so an account or address over its limit is
 * refused even with the right password, and one account in many spellings or many
 * accounts from one address count as what they are.
 */
export function attemptLimiter(windowMs: number) {
  const windows = new Map<string, { count: number; endsAt: number }>();

  const used = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.endsAt > now ? window.count : 0;
  };
  /** Seconds until the last of these windows ends: the answer's Retry-After. */
  const secondsLeft = (keys: string[], now: number) =>
    String(Math.max(1, ...keys.map((key) => Math.ceil(((windows.get(key)?.endsAt ?? now) - now) / 1000))));

  function add(key: string, now: number, by: 1 | -1) {
    const window = windows.get(key);
    if (window && window.endsAt > now) {
      window.count += by;
      return;
    }
    if (by < 0) return;
    windows.delete(key);
    if (windows.size >= MAX_KEYS) forgetSome(now);
    windows.set(key, { count: 1, endsAt: now + windowMs });
  }

  function forgetSome(now: number) {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  }

  /** One kind of attempt (login, signup, …) under its limit. */
  return (kind: string, limit: AttemptLimit) => {
    const keysOf = ({ account, address }: AttemptKeys) => ({
      account: account === null ? null : `${kind}|account|${account}`,
      address: `${kind}|address|${address}`,
    });

    return {
      /**
       * Runs `attempt` unless the keys are over the limit (429); `counts` says from its
       * failure (undefined after a success) whether this attempt uses one up. The attempt
       * is counted before it runs, so a burst sent at once cannot all slip under the limit.
       */
      async attempt<T>(
        keys: AttemptKeys,
        attempt: () => Promise<T>,
        counts: (failure?: unknown) => boolean = () => true,
      ): Promise<T> {
        const { account, address } = keysOf(keys);
        const now = Date.now();
        const over = [
          ...(used(address, now) >= limit.perAddress ? [address] : []),
          ...(account !== null && used(account, now) >= limit.perAccount ? [account] : []),
        ];
        if (over.length > 0)
          throw new AppError('tooManyRequests', 429, undefined, { 'retry-after': secondsLeft(over, now) });
        const count = (by: 1 | -1) => [address, account].forEach((key) => key !== null && add(key, Date.now(), by));
        count(1);
        let failure: unknown;
        try {
          return await attempt();
        } catch (error) {
          failure = error;
          throw error;
        } finally {
          if (!counts(failure)) count(-1);
        }
      },
    };
  };
}
