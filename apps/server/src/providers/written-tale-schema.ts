import {
  ACTIONS,
  CREATURE_SPOTS,
  CREATURES,
  FRAMINGS,
  MOODS,
  OBJECT_CONTENTS,
  OBJECT_SPOTS,
  OBJECT_STATES,
  OBJECTS,
  PLACES,
  PROPS,
  TIMES,
  WEATHERS,
} from '@skazka/storyteller';
import { z } from 'zod';

// docs/STORY-CRAFT.md: 6-10 pages, 3-5 questions of three options each.
const text = (max: number) => z.string().trim().min(1).max(max);

export const sceneSchema = z
  .object({
    place: z.enum(PLACES),
    time: z.enum(TIMES),
    weather: z.enum(WEATHERS),
    mood: z.enum(MOODS),
    cast: z
      .array(z.enum(['hero', 'friend', 'creature']))
      .min(1)
      .max(3),
    object: z.enum(OBJECTS).nullable(),
    creature: z.enum(CREATURES).nullable(),
    actions: z
      .object({
        hero: z.enum(ACTIONS),
        friend: z.enum(ACTIONS).nullable(),
        creature: z.enum(ACTIONS).nullable(),
      })
      .describe('What each one in the picture is doing; null for one not in the cast'),
    objectAt: z
      .enum(OBJECT_SPOTS)
      .describe(
        "Where the object is: in hero's, friend's or creature's hands, in the hero's pocket, or a place (on or beside the prop: by a bed, on its chair)",
      ),
    objectState: z.enum(OBJECT_STATES),
    objectHolds: z
      .enum(OBJECT_CONTENTS)
      .nullable()
      .describe('What a basket or nest holds, when not its own (fruit in a basket, eggs in a nest)'),
    creatureAt: z
      .enum(CREATURE_SPOTS)
      .describe('Where the creature is: on the ground, in the object, on a rock in the water, under a bush'),
    framing: z.enum(FRAMINGS),
    prop: z
      .enum(PROPS)
      .nullable()
      .describe(
        'One thing the page needs drawn besides the place, if any (a hut is a log house; a branch-hut a shelter of branches, a branch-heap that shelter fallen down)',
      ),
  })
  .describe('What the picture of a page shows, from fixed lists');

/**
 * The shape of a written tale (the embedded writer's `WrittenTale` without the fields
 * the service fills in): the structured output asked of a provider and checked on return.
 */
export const writtenTaleSchema = z.object({
  title: text(80),
  pages: z
    .array(z.object({ text: text(1200), scene: sceneSchema }))
    .min(6)
    .max(10),
  cover: sceneSchema,
  questions: z
    .array(
      z.object({
        question: text(200),
        options: z.array(text(120)).length(3),
        answer: z.number().int().min(0).max(2),
      }),
    )
    .min(3)
    .max(5),
});
export type ProviderTale = z.infer<typeof writtenTaleSchema>;
