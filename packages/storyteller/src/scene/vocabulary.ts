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

/** What one picture shows: the page's setting, time, who is there and the key object. */
export interface Scene {
  place: PlaceId;
  time: TimeOfDay;
  weather: Weather;
  mood: Mood;
  cast: CastMember[];
  object: ObjectId | null;
  creature: CreatureId | null;
}
