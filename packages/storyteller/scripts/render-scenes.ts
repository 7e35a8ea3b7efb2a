/**
 * Renders contact sheets of sample scenes to look at the illustrator's art:
 *   npx tsx packages/storyteller/scripts/render-scenes.ts [samples|places|creatures|objects|children|skies] [out-dir]
 * Writes <set>-<n>.png (six scenes a sheet) into out-dir (default /work/main/.tmp).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { castFor, composeScene, renderPicture } from '../src/illustrator/index.js';
import {
  CREATURES,
  OBJECTS,
  PLACES,
  SCENE_DEFAULTS,
  castActions,
  TIMES,
  WEATHERS,
  type Scene,
} from '../src/scene/vocabulary.js';
import type { TaleRequest } from '../src/stages.js';

const scene = (partial: Partial<Scene> & Pick<Scene, 'place'>): Scene => ({
  ...SCENE_DEFAULTS,
  time: 'day',
  weather: 'clear',
  mood: 'happy',
  cast: ['hero', 'creature'],
  object: null,
  creature: null,
  ...partial,
  actions: castActions(partial.cast ?? ['hero', 'creature'], partial.actions),
});

/** Six children of both sexes, each in a different mood, to check that looks differ and read well. */
const CHILDREN: Array<[string, TaleRequest['hero']['sex'], Scene['mood']]> = [
  ['Миша', 'Мальчик', 'happy'],
  ['Emma', 'Девочка', 'worried'],
  ['Léo', 'Мальчик', 'sleepy'],
  ['Sofía', 'Девочка', 'calm'],
  ['Илья', 'Мальчик', 'worried'],
  ['Lena', 'Девочка', 'happy'],
];

const SETS: Record<string, () => Scene[]> = {
  samples: () => [
    scene({ place: 'forest', creature: 'rabbit', object: 'basket' }),
    scene({ place: 'seaside', time: 'night', mood: 'calm', creature: 'fox', object: 'lantern' }),
    scene({ place: 'snowfield', weather: 'snow', mood: 'calm', cast: ['hero', 'friend'], object: 'scarf' }),
    scene({
      place: 'home',
      time: 'evening',
      mood: 'sleepy',
      cast: ['hero', 'creature'],
      creature: 'cat',
      object: 'book',
    }),
    scene({
      place: 'mountain',
      weather: 'storm',
      mood: 'worried',
      cast: ['hero', 'friend', 'creature'],
      creature: 'owl',
      object: 'umbrella',
    }),
    scene({ place: 'meadow', time: 'morning', weather: 'wind', cast: ['hero', 'friend'], object: 'kite' }),
  ],
  places: () =>
    PLACES.map((place, i) =>
      scene({
        place,
        time: TIMES[i % 4]!,
        cast: ['hero', 'friend', 'creature'],
        creature: CREATURES[i]!,
        object: OBJECTS[i]!,
      }),
    ),
  creatures: () =>
    CREATURES.map((creature, i) =>
      scene({
        place: PLACES[i % PLACES.length]!,
        cast: ['creature'],
        creature,
        mood: (['happy', 'calm', 'worried', 'sleepy'] as const)[i % 4],
      }),
    ),
  objects: () =>
    OBJECTS.map((object, i) =>
      scene({
        place: PLACES[(i * 5) % PLACES.length]!,
        cast: i % 3 === 2 ? ['creature'] : ['hero'],
        creature: 'puppy',
        object,
      }),
    ),
  children: () =>
    CHILDREN.map(([, , mood], i) =>
      scene({ place: PLACES[i * 2]!, mood, cast: ['hero', 'friend'], object: OBJECTS[i * 3]! }),
    ),
  skies: () =>
    TIMES.flatMap((time) =>
      WEATHERS.map((weather) => scene({ place: 'village', time, weather, cast: ['hero'], mood: 'calm' })),
    ),
};

const request: TaleRequest = {
  hero: { name: 'Маша', sex: 'Девочка', birthday: '2019-05-01' },
  friend: { name: 'Ёжик' },
  moral: 'friendship',
  language: 'ru',
  seed: 7,
};

const setName = process.argv[2] ?? 'samples';
const outDir = process.argv[3] ?? '/work/main/.tmp';
const scenes = SETS[setName]?.();
if (!scenes) throw new Error(`unknown set ${setName}; one of ${Object.keys(SETS).join(', ')}`);
mkdirSync(outDir, { recursive: true });
const cast = await castFor({ ageBand: '5-7' }, request);
// The children set draws a different hero on each tile; every other set keeps Masha.
const castOf = (i: number) =>
  setName === 'children'
    ? castFor(
        { ageBand: '5-7' },
        { ...request, hero: { name: CHILDREN[i]![0], sex: CHILDREN[i]![1], birthday: '2018-03-0' + (i + 1) } },
      )
    : cast;
const [tileW, tileH] = [800, 600];
for (let sheet = 0; sheet * 6 < scenes.length; sheet += 1) {
  const tiles = await Promise.all(
    scenes
      .slice(sheet * 6, sheet * 6 + 6)
      .map(async (s, i) =>
        renderPicture(composeScene(s, await castOf(sheet * 6 + i), i), { width: tileW, format: 'png' }),
      ),
  );
  const file = join(outDir, `${setName}-${sheet + 1}.png`);
  await sharp({ create: { width: tileW * 2, height: tileH * 3, channels: 3, background: '#ffffff' } })
    .composite(
      tiles.map((input, i) => ({ input: Buffer.from(input), left: (i % 2) * tileW, top: Math.floor(i / 2) * tileH })),
    )
    .png()
    .toFile(file);
  console.log(file);
}
