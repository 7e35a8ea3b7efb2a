import { z } from 'zod';
import { idSchema, msg, personNameSchema } from './common.js';
import { LOCALES } from './locales.js';
import { childSchema, characterSchema } from './child.js';

export const TALE_STATUSES = ['queued', 'writing', 'illustrating', 'narrating', 'typesetting', 'ready', 'failed'] as const;
export type TaleStatus = (typeof TALE_STATUSES)[number];
/** The stages a tale goes through, in order; each is saved when done. */
export const TALE_STAGES = ['writing', 'illustrating', 'narrating', 'typesetting'] as const;
export type TaleStage = (typeof TALE_STAGES)[number];

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
});
export type TaleSummary = z.infer<typeof taleSummarySchema>;

export const taleDetailSchema = taleSummarySchema.extend({
  stage_detail: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
});
export type TaleDetail = z.infer<typeof taleDetailSchema>;

export const taleCreateSchema = z.object({
  child: idSchema,
  moral: idSchema,
  language: languageSchema,
  character: idSchema.nullable().optional(),
  new_character_name: personNameSchema.optional(),
});
export type TaleCreate = z.infer<typeof taleCreateSchema>;

export const talePageSchema = z.object({ text: z.string(), image_url: z.string() });

export const taleSchema = taleSummarySchema.extend({
  pages: z.array(talePageSchema),
  moral_name: z.string(),
  hero: childSchema.partial({ id: true, url: true }),
  friend: characterSchema.nullable(),
  audio_url: z.string().nullable(),
  print_url: z.string().nullable(),
  questions_count: z.number().int(),
  reading_minutes: z.number().int(),
});
export type Tale = z.infer<typeof taleSchema>;

export const pageMarkSchema = z.object({ page: z.number().int(), start_s: z.number() });
export const narrationSchema = z.object({
  url: z.string(),
  duration_s: z.number(),
  lang: languageSchema,
  marks: z.array(pageMarkSchema),
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
