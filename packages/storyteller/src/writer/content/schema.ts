/**
 * The schemas a language author's data files are checked against when they are read (read-content.ts):
 * the same shapes as format.ts, strict, so a misspelt key or an id the illustrator cannot draw is an
 * error naming the file and the path inside it, never a silently empty slot.
 */
import { MORAL_SLUGS } from '@skazka/contract';
import { z } from 'zod';
import {
  ACTIONS,
  CREATURES,
  CREATURE_SPOTS,
  FRAMINGS,
  MOODS,
  OBJECTS,
  OBJECT_CONTENTS,
  OBJECT_SPOTS,
  OBJECT_STATES,
  PLACES,
  PROPS,
  TIMES,
  WEATHERS,
} from '../../scene/vocabulary.js';
import { AGE_BANDS, type LanguagePack, type Plot } from './format.js';

const text = z.string().trim().min(1);
const bands = z.array(z.enum(AGE_BANDS)).min(1).optional();

const slot = z.union([
  text,
  z.strictObject({ text, bands, friend: z.boolean().optional() }),
  z.strictObject({ alts: z.array(text).min(1), bands, friend: z.boolean().optional() }),
]);

const action = z.enum(ACTIONS);

const scene = z.strictObject({
  place: z.union([z.enum(PLACES), z.literal('world')]),
  time: z.enum(TIMES),
  weather: z.enum(WEATHERS).optional(),
  mood: z.enum(MOODS).optional(),
  cast: z.array(z.enum(['hero', 'friend', 'creature'])).min(1),
  creature: z.enum(['world', 'other']).optional(),
  object: z.union([z.enum(OBJECTS), z.literal('world'), z.null()]).optional(),
  actions: z
    .strictObject({ hero: action.optional(), friend: action.optional(), creature: action.optional() })
    .optional(),
  objectAt: z.enum(OBJECT_SPOTS).optional(),
  objectState: z.enum(OBJECT_STATES).optional(),
  objectHolds: z.enum(OBJECT_CONTENTS).nullable().optional(),
  creatureAt: z.enum(CREATURE_SPOTS).optional(),
  framing: z.enum(FRAMINGS).optional(),
  prop: z.enum(PROPS).nullable().optional(),
});

const question = z.strictObject({
  question: text,
  right: text,
  wrong: z.tuple([text, text]),
  friend: z.boolean().optional(),
  bands,
});

export const plotSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case, like kindness-cold-fawn'),
  moral: z.enum(MORAL_SLUGS),
  titles: z.array(text).min(1),
  places: z.array(z.enum(PLACES)).min(1),
  creatures: z.array(z.enum(CREATURES)).min(1),
  objects: z.array(z.enum(OBJECTS)).min(1),
  pages: z
    .array(z.strictObject({ scene, text: z.array(slot).min(1) }))
    .min(6)
    .max(10),
  questions: z.array(question).min(3),
}) satisfies z.ZodType<Plot>;

/** A form key as templates write it after the dot: {creature.acc}, {place.in}. */
const FORM_KEY = /^[a-z][a-z0-9]*$/;

const word = z.strictObject({
  gender: z.enum(['m', 'f', 'n']),
  forms: z
    .object({ nom: text })
    .catchall(text)
    .refine((forms) => Object.keys(forms).every((key) => FORM_KEY.test(key)), {
      message: 'a form key is lower-case letters and digits, as templates write it: acc, in, pl',
    }),
});

/** vocab.yaml: the words for the drawable ids the pack's plots can choose. */
export const vocabSchema = z.strictObject({
  places: z.partialRecord(z.enum(PLACES), word),
  creatures: z.partialRecord(z.enum(CREATURES), word),
  objects: z.partialRecord(z.enum(OBJECTS), word),
}) satisfies z.ZodType<Pick<LanguagePack, 'places' | 'creatures' | 'objects'>>;

/** shared.yaml: what any plot of the pack can take, an opening, a closing and a title made of the world. */
export const sharedSchema = z.strictObject({
  openings: z.array(slot).min(1),
  closings: z.array(slot).min(1),
  asleep: z.array(z.string().regex(/^\p{Ll}+$/u, 'one lower-case word beginning')).min(1),
  titles: z.array(text).min(1),
}) satisfies z.ZodType<Pick<LanguagePack, 'openings' | 'closings' | 'asleep' | 'titles'>>;

/** own-words.yaml: the words hunspell does not know that the pack writes on purpose. */
export const ownWordsSchema = z.array(z.string().regex(/^\S+$/, 'one word, no spaces')) satisfies z.ZodType<
  LanguagePack['ownWords']
>;
