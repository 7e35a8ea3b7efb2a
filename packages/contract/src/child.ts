import { z } from 'zod';
import { idSchema, isoDateSchema, msg, personNameSchema } from './common.js';

/** Sex as the original service sends it (SPEC §3); shown as male/female. */
export const SEXES = ['Мальчик', 'Девочка'] as const;
export type Sex = (typeof SEXES)[number];
export const sexSchema = z.enum(SEXES, msg('invalidChoice'));
export const isGirl = (sex: Sex) => sex === 'Девочка';

export const childSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sex: sexSchema,
  date_of_birth: z.string().describe('YYYY-MM-DD'),
  url: z.string().nullable().describe('Avatar URL'),
});
export type Child = z.infer<typeof childSchema>;

export const childCreateSchema = z.object({
  name: personNameSchema,
  sex: sexSchema,
  date_of_birth: isoDateSchema,
  url: z.string().max(2048).nullable().optional(),
});
export type ChildCreate = z.infer<typeof childCreateSchema>;

export const childUpdateSchema = childCreateSchema.partial();
export type ChildUpdate = z.infer<typeof childUpdateSchema>;

export const imageUrlSchema = z.object({ image_url: z.string() });
export const avatarPresetSchema = z.object({ id: z.string(), url: z.string() });
export type AvatarPreset = z.infer<typeof avatarPresetSchema>;
export const newImageSchema = z.object({ child: idSchema });

export const characterSchema = z.object({ id: z.number().int(), name: z.string() });
export type Character = z.infer<typeof characterSchema>;
export const characterWriteSchema = z.object({ name: personNameSchema });

export const MORAL_SLUGS = [
  'friendship', 'kindness', 'honesty', 'courage', 'sharing', 'patience',
  'gratitude', 'responsibility', 'perseverance', 'respect', 'helping', 'curiosity',
] as const;
export type MoralSlug = (typeof MORAL_SLUGS)[number];
export const moralSlugSchema = z.enum(MORAL_SLUGS, msg('invalidChoice'));

export const moralSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Moral = z.infer<typeof moralSchema>;
