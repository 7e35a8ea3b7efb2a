import { z } from 'zod';
import { idSchema, msg, personNameSchema } from './common.js';
import { LOCALES } from './locales.js';
import { characterKindSchema, childSchema } from './child.js';

/**
 * Every status a tale can show. `typesetting` stays for the clients that know it,
 * though a tale no longer passes through it: its book is typeset when first asked for.
 */
export const TALE_STATUSES = [
  'queued',
  'writing',
  'illustrating',
  'narrating',
  'typesetting',
  'ready',
  'failed',
] as const;
export type TaleStatus = (typeof TALE_STATUSES)[number];
/** The stages a tale goes through until it is ready, in order; each is saved when done. */
export const TALE_STAGES = ['writing', 'illustrating', 'narrating'] as const;
export type TaleStage = (typeof TALE_STAGES)[number];
/** The stage that makes the print book, on the book's first request rather than for every tale. */
export const PRINT_STAGE = 'typesetting' as const;
/** The statuses a tale ends in: nothing more happens to it unless it is retried. */
export const FINISHED_STATUSES = ['ready', 'failed'] as const satisfies readonly TaleStatus[];
export const isFinished = (tale: { status: TaleStatus }) =>
  (FINISHED_STATUSES as readonly TaleStatus[]).includes(tale.status);

export const languageSchema = z.enum(LOCALES, msg('invalidChoice'));

export const taleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(TALE_STATUSES),
  progress: z.number().int().min(0).max(100),
  language: languageSchema,
  child: z.number().int(),
  character: z.number().int().nullable(),
  moral: z.number().int(),
  cover_url: z.string().nullable(),
  created_at: z.string(),
  /** Marked by the parent to find it again among dozens (PATCH /api/tale/{id}/). */
  favourite: z.boolean(),
});
export type TaleSummary = z.infer<typeof taleSummarySchema>;

export const taleDetailSchema = taleSummarySchema.extend({
  stage_detail: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
  expected_s: z
    .number()
    .int()
    .positive()
    .describe(
      'About how many seconds the configured storyteller takes to make a tale: the median of its recent tales, else the typical time of its providers',
    ),
});
export type TaleDetail = z.infer<typeof taleDetailSchema>;

export const taleCreateSchema = z.object({
  child: idSchema,
  moral: idSchema,
  language: languageSchema,
  character: idSchema.nullable().optional(),
  new_character_name: personNameSchema.optional(),
  new_character_kind: characterKindSchema.optional(),
  /** Another of the parent's children, starring in the friend's place. */
  sibling: idSchema.optional(),
});
export type TaleCreate = z.infer<typeof taleCreateSchema>;

/** What the parent may change on a tale once it exists. */
export const taleUpdateSchema = z.object({ favourite: z.boolean(msg('invalidValue')) });
export type TaleUpdate = z.infer<typeof taleUpdateSchema>;

/** Who stars beside the hero: a character, or a sibling (`child` is then the sibling's id). */
export const friendSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: characterKindSchema,
  child: z.number().int().nullable(),
});
export type Friend = z.infer<typeof friendSchema>;

/** `image_srcset` offers the picture at phone and print widths (`<url> 800w, <url> 1600w`), so a phone loads the small one. */
export const talePageSchema = z.object({ text: z.string(), image_url: z.string(), image_srcset: z.string() });

export const taleSchema = taleSummarySchema.extend({
  pages: z.array(talePageSchema),
  moral_name: z.string(),
  hero: childSchema.partial({ id: true, url: true, look: true }),
  friend: friendSchema.nullable(),
  audio_url: z.string().nullable(),
  print_url: z.string().nullable(),
  questions_count: z.number().int(),
  reading_minutes: z.number().int(),
});
export type Tale = z.infer<typeof taleSchema>;

/** A tale as a share link shows it: the hero without birthday or photo (docs/API.md, `GET /api/shared/{token}/`). */
export const sharedTaleSchema = taleSchema.extend({ hero: childSchema.pick({ name: true, sex: true }) });
export type SharedTale = z.infer<typeof sharedTaleSchema>;

export const shareLinkSchema = z.object({ url: z.string(), token: z.string(), created_at: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const pageMarkSchema = z.object({ page: z.number().int(), start_s: z.number() });
/** When a word of a page is heard; `from`/`to` are UTF-16 offsets into that page's `text`. */
export const wordTimingSchema = z.object({
  page: z.number().int(),
  start_s: z.number(),
  end_s: z.number(),
  from: z.number().int(),
  to: z.number().int(),
});
export type WordTiming = z.infer<typeof wordTimingSchema>;
export const narrationSchema = z.object({
  url: z.string(),
  duration_s: z.number(),
  lang: languageSchema,
  marks: z.array(pageMarkSchema),
  /** Every spoken word of every page, for read-along; empty when the narrator gives no timings. */
  words: z.array(wordTimingSchema),
});
export type Narration = z.infer<typeof narrationSchema>;

export const questionSchema = z.object({
  page: z.number().int(),
  count: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.number().int(),
});
export type QuestionPage = z.infer<typeof questionSchema>;
