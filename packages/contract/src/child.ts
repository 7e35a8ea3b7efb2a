import { z } from 'zod';
import { childLookSchema } from './child-look.js';
import { idSchema, isoDateSchema, msg, personNameSchema, requiredOr, withoutControlCharacters } from './common.js';

/** Sex as the original service sends it (docs/PRODUCT.md §3); shown as male/female. */
export const SEXES = ['Мальчик', 'Девочка'] as const;
export type Sex = (typeof SEXES)[number];
export const sexSchema = z.enum(SEXES, requiredOr('invalidChoice'));
export const isGirl = (sex: Sex) => sex === 'Девочка';

export const childSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sex: sexSchema,
  date_of_birth: z.string().describe('YYYY-MM-DD'),
  url: z.string().nullable().describe('Avatar URL'),
  look: childLookSchema
    .nullable()
    .describe('How the child is drawn; null for a child made before looks, drawn from who they are'),
});
export type Child = z.infer<typeof childSchema>;

export const childCreateSchema = z.object({
  name: personNameSchema,
  sex: sexSchema,
  date_of_birth: isoDateSchema,
  url: withoutControlCharacters(z.string(msg('invalidValue')).max(2048, msg('invalidValue')))
    .nullable()
    .optional(),
  look: childLookSchema
    .nullable()
    .optional()
    .describe("Setting a look makes the child's avatar its drawing (`url` then names it) unless `url` is given too"),
});
export type ChildCreate = z.infer<typeof childCreateSchema>;

export const childUpdateSchema = childCreateSchema.partial();
export type ChildUpdate = z.infer<typeof childUpdateSchema>;

export const imageUrlSchema = z.object({ image_url: z.string() });
export const avatarPresetSchema = z.object({
  id: z.string().describe('The look id; its picture is `url`'),
  url: z.string(),
  look: childLookSchema,
});
export type AvatarPreset = z.infer<typeof avatarPresetSchema>;
export const newImageSchema = z.object({ child: idSchema });
/** `image_url` as before; `look` is the drawn look, now the child's. */
export const newImageResultSchema = imageUrlSchema.extend({ look: childLookSchema });

/** The animals a friend can be: the storyteller draws each of them and every language pack names them. */
export const FRIEND_ANIMALS = [
  'rabbit',
  'fox',
  'bear',
  'owl',
  'squirrel',
  'duck',
  'cat',
  'puppy',
  'mouse',
  'frog',
  'turtle',
  'hedgehog',
  'fawn',
  'robin',
] as const;
export type FriendAnimal = (typeof FRIEND_ANIMALS)[number];
/** What a friend is, so tales never guess its grammatical gender and pictures draw it as it is. */
export const CHARACTER_KINDS = ['boy', 'girl', ...FRIEND_ANIMALS] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];
export const characterKindSchema = z.enum(CHARACTER_KINDS, msg('invalidChoice'));
export const isFriendAnimal = (kind: CharacterKind): kind is FriendAnimal => kind !== 'boy' && kind !== 'girl';

export const characterSchema = z.object({ id: z.number().int(), name: z.string(), kind: characterKindSchema });
export type Character = z.infer<typeof characterSchema>;
export const characterWriteSchema = z.object({ name: personNameSchema, kind: characterKindSchema.optional() });
export type CharacterWrite = z.infer<typeof characterWriteSchema>;
export const characterUpdateSchema = characterWriteSchema.partial();

export const MORAL_SLUGS = [
  'friendship',
  'kindness',
  'honesty',
  'courage',
  'sharing',
  'patience',
  'gratitude',
  'responsibility',
  'perseverance',
  'respect',
  'helping',
  'curiosity',
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
