/**
 * What the illustrator can draw, named once and independent of language. The
 * writer's content refers to these ids; each language pack gives them words.
 */
export const PLACES = [
  'home',
  'garden',
  'forest',
  'meadow',
  'river',
  'seaside',
  'mountain',
  'village',
  'snowfield',
  'park',
  'farm',
  'island',
] as const;
export type PlaceId = (typeof PLACES)[number];

export const CREATURES = [
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
export type CreatureId = (typeof CREATURES)[number];

export const OBJECTS = [
  'lantern',
  'kite',
  'ball',
  'basket',
  'apple',
  'book',
  'boat',
  'key',
  'star',
  'flower',
  'cake',
  'scarf',
  'map',
  'shell',
  'drum',
  'umbrella',
  'seed',
  'bell',
  'feather',
  'nest',
] as const;
export type ObjectId = (typeof OBJECTS)[number];

export const TIMES = ['morning', 'day', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];

export const WEATHERS = ['clear', 'rain', 'snow', 'wind', 'storm'] as const;
export type Weather = (typeof WEATHERS)[number];

export const MOODS = ['calm', 'happy', 'worried', 'sleepy'] as const;
export type Mood = (typeof MOODS)[number];

export type CastMember = 'hero' | 'friend' | 'creature';
export const CAST: readonly CastMember[] = ['hero', 'friend', 'creature'];

/** What a member of the cast is doing in the picture. The friend's place is a sibling's when there is one. */
export const ACTIONS = [
  'stand',
  'walk',
  'run',
  'wave',
  'point',
  'reach-up',
  'climb',
  'carry',
  'give',
  'receive',
  'hug',
  'hide',
  'peek',
  'sit',
  'fall',
  'dig',
  'build',
  'splash',
  'look-for',
  'sleep',
  'yawn',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Where the key object is: in a cast member's hands (`hero`, `friend`, `creature`: whoever was
 * given it holds it), tucked in the hero's `pocket` (a small part peeks out), or somewhere in the
 * picture (`up-tree` is caught or hung high; `on-prop` sits on or in the page's prop, a bed, a
 * table, a hut's top; `beside-prop` rests next to it: by a bed that is on the bedside chair).
 */
export const OBJECT_SPOTS = [
  'hero',
  'friend',
  'creature',
  'pocket',
  'ground',
  'up-tree',
  'water',
  'nest',
  'sky',
  'on-prop',
  'beside-prop',
] as const;
export type ObjectSpot = (typeof OBJECT_SPOTS)[number];

export const OBJECT_STATES = ['whole', 'broken', 'mended', 'lit', 'unlit'] as const;
export type ObjectState = (typeof OBJECT_STATES)[number];

/**
 * Where the creature is, when not simply among the cast on the ground: inside the key object (a
 * basket, a boat, a nest), on a rock (in the water, where the place has any), or under a bush.
 */
export const CREATURE_SPOTS = ['ground', 'in-object', 'on-rock', 'under-bush'] as const;
export type CreatureSpot = (typeof CREATURE_SPOTS)[number];

/** What a basket (or a nest) holds: the page says when it is not fruit, for a basket, or eggs, for a nest. */
export const OBJECT_CONTENTS = ['fruit', 'eggs', 'stones', 'empty'] as const;
export type ObjectContents = (typeof OBJECT_CONTENTS)[number];

/** How near the picture stands: the whole place, the cast from head to toe, or faces and hands. */
export const FRAMINGS = ['wide', 'medium', 'close'] as const;
export type Framing = (typeof FRAMINGS)[number];

/**
 * One thing a plot may need in the picture besides the place's own scenery. A `hut` is a little
 * log house; a `branch-hut` is a shelter of branches leaned together, and a `branch-heap` that
 * shelter fallen down.
 */
export const PROPS = [
  'ladder',
  'hut',
  'branch-hut',
  'branch-heap',
  'bridge',
  'bed',
  'table',
  'window',
  'tall-tree',
  'fence',
  'bench',
] as const;
export type PropId = (typeof PROPS)[number];

/**
 * Huts stand outdoors: on a page at home one is seen far off through the window, with what hangs
 * on it (the hut the children built, from the bedroom), and a child asleep there still lies in bed.
 */
export const HUTS: readonly PropId[] = ['hut', 'branch-hut', 'branch-heap'];

/** What each member of the cast does; null for one not in the picture. */
export interface CastActions {
  hero: Action;
  friend: Action | null;
  creature: Action | null;
}

/** What one picture shows: the page's setting, time, who is there doing what, and the key object. */
export interface Scene {
  place: PlaceId;
  time: TimeOfDay;
  weather: Weather;
  mood: Mood;
  cast: CastMember[];
  actions: CastActions;
  object: ObjectId | null;
  /** Where the key object is and in what state; meaningless when `object` is null. */
  objectAt: ObjectSpot;
  objectState: ObjectState;
  /** What a basket or nest holds; null for the object's own (fruit in a basket, eggs in a nest). */
  objectHolds: ObjectContents | null;
  creature: CreatureId | null;
  creatureAt: CreatureSpot;
  framing: Framing;
  prop: PropId | null;
}

/** What a scene says when it does not say: everyone stands on the ground, the hero holds the object whole, a medium shot. */
export const SCENE_DEFAULTS = {
  objectAt: 'hero',
  objectState: 'whole',
  objectHolds: null,
  creatureAt: 'ground',
  framing: 'medium',
  prop: null,
} as const satisfies Pick<Scene, 'objectAt' | 'objectState' | 'objectHolds' | 'creatureAt' | 'framing' | 'prop'>;

/** Each member's action, `stand` unless the page says; null for one not in the cast. */
export function castActions(cast: readonly CastMember[], given: Partial<CastActions> = {}): CastActions {
  const of = (member: CastMember) => (cast.includes(member) ? (given[member] ?? 'stand') : null);
  return { hero: given.hero ?? 'stand', friend: of('friend'), creature: of('creature') };
}
