import { z } from 'zod';
import { LIMITS } from './limits.js';
import type { MessageKey } from './messages.js';

/**
 * Schemas carry message *keys* (see messages.ts) as their error texts; the server
 * and the web app turn a key into the text of the reader's locale.
 */
export const msg = (key: MessageKey) => ({ error: key });

/** A field left empty (nothing sent, or an empty form value) says "required" (docs/PRODUCT.md §5), any other bad value says `key`. */
export const requiredOr = (key: MessageKey) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : key,
});

export const idSchema = z.coerce.number().int().positive().max(LIMITS.idMax).describe('Numeric id');

// PostgreSQL text cannot hold NUL, and no field has a use for the other control characters;
// only multi-line text keeps its line breaks and tabs.
// Cc is exactly U+0000-U+001F and U+007F-U+009F.
const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;

/** Refuses control characters in a text field, with the field's own message. */
export const withoutControlCharacters = (schema: z.ZodString, { multiLine = false } = {}) =>
  schema.regex(multiLine ? MULTI_LINE : SINGLE_LINE, msg('controlCharacters'));

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
  .string(requiredOr('invalidDate'))
  .min(1, { error: 'required', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('invalidDate'))
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= LIMITS.yearMin && year <= LIMITS.yearMax;
  }, msg('invalidYear'))
  .refine((value) => parseIsoDate(value) !== null, msg('invalidDate'))
  .describe('Date as YYYY-MM-DD, years 1900-9999');

export const emailSchema = withoutControlCharacters(
  z.string(msg('required')).trim().min(1, msg('required')).max(LIMITS.emailMax, msg('emailTooLong')),
)
  .pipe(z.email(msg('invalidEmail')))
  .transform((email) => email.toLowerCase());

export const passwordSchema = withoutControlCharacters(
  z
    .string(msg('required'))
    .min(LIMITS.passwordMin, msg('passwordTooShort'))
    .max(LIMITS.passwordMax, msg('passwordTooLong')),
);

export const personNameSchema = withoutControlCharacters(
  z.string(msg('required')).trim().min(1, msg('childNameRequired')).max(LIMITS.nameMax, msg('nameTooLong')),
);

export const detailSchema = z.object({ detail: z.string() }).describe('Error with a readable detail');
export const statusOkSchema = z.object({ status: z.literal('OK') });
