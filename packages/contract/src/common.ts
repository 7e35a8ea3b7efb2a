import { z } from 'zod';
import { LIMITS } from './limits.js';
import type { MessageKey } from './messages.js';

/**
 * Schemas carry message *keys* (see messages.ts) as their error texts; the server
 * and the web app turn a key into the text of the reader's locale.
 */
export const msg = (key: MessageKey) => ({ error: key });

export const idSchema = z.coerce.number().int().positive().describe('Numeric id');

/** Parses YYYY-MM-DD strictly: 2023-02-30, years before 1900 or after 9999 are refused. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < LIMITS.yearMin || year > LIMITS.yearMax) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : null;
}

export const isoDateSchema = z
  .string(msg('invalidDate'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('invalidDate'))
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= LIMITS.yearMin && year <= LIMITS.yearMax;
  }, msg('invalidYear'))
  .refine((value) => parseIsoDate(value) !== null, msg('invalidDate'))
  .describe('Date as YYYY-MM-DD, years 1900-9999');

export const emailSchema = z
  .string(msg('required'))
  .trim()
  .min(1, msg('required'))
  .max(LIMITS.emailMax, msg('emailTooLong'))
  .pipe(z.email(msg('invalidEmail')))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string(msg('required'))
  .min(LIMITS.passwordMin, msg('passwordTooShort'))
  .max(LIMITS.passwordMax, msg('passwordTooLong'));

export const personNameSchema = z
  .string(msg('required'))
  .trim()
  .min(1, msg('childNameRequired'))
  .max(LIMITS.nameMax, msg('nameTooLong'));

export const detailSchema = z.object({ detail: z.string() }).describe('Error with a readable detail');
export const statusOkSchema = z.object({ status: z.literal('OK') });
