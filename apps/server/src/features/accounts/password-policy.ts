import type { MessageKey } from '@skazka/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { hash, verify } from '@node-rs/argon2';

// Ranking the dictionaries takes a good share of the server's start-up: done at the first password checked.
let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  }));

// zxcvbn score 2 ≈ 10^8 guesses: out of reach of online guessing behind a rate limit.
const MIN_SCORE = 2;

/**
 * Why a new password is refused, or null. Length is checked by the schema; here the
 * strength estimator decides, told the user's own email and phone so it penalises them.
 */
export function passwordWeakness(password: string, userInputs: (string | null | undefined)[]): MessageKey | null {
  if (/^\d+$/.test(password)) return 'passwordTooSimple';
  const inputs = userInputs.filter((v): v is string => Boolean(v)).flatMap((v) => [v, ...v.split(/[@.+]/)]);
  // The estimator's cost grows with length; its verdict on the first 100 characters decides.
  return zxcvbn().check(password.slice(0, 100), inputs).score < MIN_SCORE ? 'passwordTooSimple' : null;
}

/** argon2id with the library's defaults (memory-hard, ≈ 10 ms here). */
export const hashPassword = (password: string) => hash(password);

// Verifying against this when no user matches keeps a failed login's timing the same.
const DUMMY_HASH = hash('timing-equaliser-password');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const ok = await verify(passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
  return passwordHash !== null && ok;
}
