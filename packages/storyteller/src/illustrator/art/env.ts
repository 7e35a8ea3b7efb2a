import type { Mood, PlaceId, PropId, TimeOfDay, Weather } from '../../scene/vocabulary.js';
import { mix } from './color.js';
import { createRandom, type Random } from './random.js';

/** What every drawing function needs to know about the light it is drawn in. */
export interface Env {
  place: PlaceId;
  time: TimeOfDay;
  weather: Weather;
  mood: Mood;
  /** The page's prop: a place leaves out its own of the same (the room's bed). */
  prop: PropId | null;
  /** Tints a landscape colour for the time of day, the weather and the mood. */
  land(color: string): string;
  /** Tints a character's colour: half as much as the land, so figures stay readable at night. */
  figure(color: string): string;
  /** A ground-cover colour (grass, field, roof): white under snow, then tinted like the land. */
  cover(color: string): string;
  /** Evening or night: windows and lamps are lit. */
  dusk: boolean;
  night: boolean;
  snowy: boolean;
  /** Scatter for background details, stable for one place and time so pages of a tale agree. */
  random: Random;
  /** Unique ids for gradients and clips inside one picture. */
  id(name: string): string;
}

type Tint = [color: string, amount: number];

const TIME_TINT: Record<TimeOfDay, Tint> = {
  morning: ['#ffcf9e', 0.12],
  day: ['#ffffff', 0],
  evening: ['#b86a7a', 0.26],
  night: ['#1c2a6e', 0.48],
};

const WEATHER_TINT: Record<Weather, Tint> = {
  clear: ['#ffffff', 0],
  wind: ['#cfe3e8', 0.06],
  rain: ['#6f7f99', 0.2],
  storm: ['#414c68', 0.32],
  snow: ['#e4ecf6', 0.16],
};

const MOOD_TINT: Record<Mood, Tint> = {
  calm: ['#ffffff', 0],
  happy: ['#ffd27a', 0.07],
  worried: ['#5d6f94', 0.1],
  sleepy: ['#9d8ac4', 0.1],
};

export function createEnv(scene: {
  place: PlaceId;
  time: TimeOfDay;
  weather: Weather;
  mood: Mood;
  prop?: PropId | null;
}): Env {
  // Indoors the lamps are on: night shows through the window more than on the walls.
  const [timeColor, timeAmount] = TIME_TINT[scene.time];
  const time: Tint = [timeColor, scene.place === 'home' ? timeAmount * 0.45 : timeAmount];
  const weather: Tint = scene.place === 'home' ? WEATHER_TINT.clear : WEATHER_TINT[scene.weather];
  const tints = [time, weather, MOOD_TINT[scene.mood]].filter(([, amount]) => amount > 0);
  const tinted = (strength: number) => {
    const cache = new Map<string, string>();
    return (color: string) => {
      let result = cache.get(color);
      if (!result) {
        result = tints.reduce((c, [to, amount]) => mix(c, to, amount * strength), color);
        cache.set(color, result);
      }
      return result;
    };
  };
  let counter = 0;
  const land = tinted(1);
  const snowy = scene.weather === 'snow' || scene.place === 'snowfield';
  return {
    place: scene.place,
    time: scene.time,
    weather: scene.weather,
    mood: scene.mood,
    prop: scene.prop ?? null,
    land,
    cover: (color) => land(snowy ? mix(color, '#f3f7fc', 0.86) : color),
    figure: tinted(0.45),
    dusk: scene.time === 'evening' || scene.time === 'night',
    night: scene.time === 'night',
    snowy,
    random: createRandom(`${scene.place}/${scene.time}/${scene.weather}`),
    id: (name) => `${name}-${(counter += 1)}`,
  };
}
