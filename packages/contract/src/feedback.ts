import { z } from 'zod';
import { idSchema, msg, withoutControlCharacters } from './common.js';
import { LIMITS } from './limits.js';

export const feedbackSchema = z.object({
  rating: z
    .number(msg('ratingRequired'))
    .int(msg('ratingRequired'))
    .min(LIMITS.ratingMin, msg('ratingRequired'))
    .max(LIMITS.ratingMax, msg('ratingRequired')),
  text: withoutControlCharacters(z.string(msg('invalidValue')).max(LIMITS.feedbackTextMax, msg('feedbackTooLong')), {
    multiLine: true,
  }).default(''),
  tale: idSchema.nullable().optional(),
});
export type FeedbackRequest = z.input<typeof feedbackSchema>;

/** A tale's thumbs up or down is kept as feedback at the two ends of the rating scale. */
export const THUMB_RATINGS = { up: LIMITS.ratingMax, down: LIMITS.ratingMin } as const;
export type Thumb = keyof typeof THUMB_RATINGS;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  queue: z.enum(['ok', 'down']),
});
