/**
 * Renders contact sheets of sample scenes to look at the illustrator's art:
 *   npx tsx packages/storyteller/scripts/render-scenes.ts [set|all] [out-dir]
 * Sets: samples, places, creatures, objects, children, skies, actions, spots, states, framings, props, indoors, friends;
 * `tale-ru` (or any language) draws a whole tale of the embedded writer, cover first; `tale-ru-sibling` one for two children.
 * Writes <set>-<n>.png (six scenes a sheet) into out-dir (default /tmp/illustrator-sheets).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locale } from '@skazka/contract';
import { castFor, composeScene, renderPicture } from '../src/illustrator/index.js';
import { distinctPictures } from '../src/illustrator/embedded-illustrator.js';
import { createEmbeddedWriter } from '../src/writer/embedded-writer.js';
import {
  ACTIONS,
  CREATURES,
  FRAMINGS,
  OBJECT_SPOTS,
  OBJECT_STATES,
  OBJECTS,
  PROPS,
  PLACES,
  SCENE_DEFAULTS,
  castActions,
  TIMES,
  WEATHERS,
  type Scene,
} from '../src/scene/vocabulary.js';
import type { TaleRequest } from '../src/stages.js';

const scene = (
  partial: Partial<Omit<Scene, 'actions'>> & Pick<Scene, 'place'> & { actions?: Partial<Scene['actions']> },
): Scene => ({
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
  // Every action by the hero, the friend beside doing the same and a creature too.
  actions: () =>
    ACTIONS.map((action, i) =>
      scene({
        place: PLACES[(i * 5) % PLACES.length]!,
        cast: ['hero', 'friend', 'creature'],
        creature: CREATURES[i % CREATURES.length]!,
        actions: { hero: action, friend: action, creature: action },
        object: i % 3 === 0 ? 'lantern' : null,
        time: action === 'sleep' ? 'night' : 'day',
        mood: action === 'sleep' || action === 'yawn' ? 'sleepy' : 'happy',
      }),
    ),
  spots: () =>
    OBJECT_SPOTS.map((objectAt, i) =>
      scene({
        place: (['forest', 'meadow', 'park', 'river', 'garden', 'village', 'forest', 'seaside', 'home'] as const)[i]!,
        cast: ['hero', 'friend', 'creature'],
        creature: 'squirrel',
        object: (['basket', 'ball', 'apple', 'shell', 'scarf', 'boat', 'nest', 'kite', 'book'] as const)[i]!,
        objectAt,
        prop: objectAt === 'on-prop' ? 'table' : null,
      }),
    ),
  states: () =>
    OBJECT_STATES.flatMap((objectState) =>
      (['lantern', 'drum'] as const).map((object) =>
        scene({ place: 'forest', time: 'evening', cast: ['hero', 'creature'], creature: 'owl', object, objectState }),
      ),
    ),
  framings: () =>
    FRAMINGS.flatMap((framing) =>
      [false, true].map((three) =>
        scene({
          place: 'meadow',
          framing,
          cast: three ? ['hero', 'friend', 'creature'] : ['hero', 'friend'],
          creature: 'fox',
          object: 'flower',
          actions: { hero: three ? 'give' : 'wave', friend: 'receive', creature: 'sit' },
        }),
      ),
    ),
  props: () =>
    PROPS.map((prop, i) =>
      scene({
        place: prop === 'bed' || prop === 'window' ? 'home' : PLACES[(i * 3 + 1) % PLACES.length]!,
        time: prop === 'bed' ? 'night' : 'day',
        mood: prop === 'bed' ? 'sleepy' : 'happy',
        prop,
        cast: ['hero', 'friend', 'creature'],
        creature: 'cat',
        object: prop === 'bed' ? 'star' : 'apple',
        objectAt: 'on-prop',
        actions: {
          hero: prop === 'bed' ? 'sleep' : prop === 'ladder' ? 'climb' : prop === 'bench' ? 'sit' : 'point',
          friend: prop === 'bed' ? 'sleep' : prop === 'bench' ? 'sit' : 'stand',
          creature: prop === 'bed' ? 'sleep' : 'stand',
        },
      }),
    ),
  // At home: things up high or in the sky, hiding, and the closing picture in bed.
  indoors: () => [
    scene({ place: 'home', time: 'night', object: 'star', objectAt: 'up-tree', cast: ['hero', 'friend'] }),
    scene({
      place: 'home',
      time: 'evening',
      object: 'kite',
      objectAt: 'sky',
      cast: ['hero', 'creature'],
      creature: 'cat',
    }),
    scene({
      place: 'home',
      cast: ['hero', 'friend', 'creature'],
      creature: 'puppy',
      actions: { hero: 'hide', friend: 'look-for', creature: 'peek' },
    }),
    scene({
      place: 'home',
      time: 'night',
      mood: 'sleepy',
      cast: ['hero', 'creature'],
      creature: 'cat',
      object: 'book',
      objectAt: 'on-prop',
      prop: 'bed',
      actions: { hero: 'sleep', creature: 'sleep' },
    }),
    scene({
      place: 'home',
      time: 'night',
      mood: 'sleepy',
      cast: ['hero', 'friend'],
      actions: { hero: 'yawn', friend: 'sleep' },
    }),
    scene({
      place: 'home',
      time: 'morning',
      cast: ['hero', 'friend'],
      prop: 'table',
      object: 'cake',
      objectAt: 'on-prop',
      actions: { hero: 'sit', friend: 'point' },
    }),
  ],
  friends: () =>
    (['hedgehog', 'rabbit', 'fox', 'owl', 'cat', 'bear'] as const).map((creature, i) =>
      scene({
        place: PLACES[i * 2]!,
        cast: ['hero', 'friend', 'creature'],
        creature,
        actions: { hero: i % 2 ? 'wave' : 'walk', friend: 'stand', creature: 'stand' },
      }),
    ),
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

const FRIEND_KINDS = ['hedgehog', 'rabbit', 'fox', 'owl', 'cat', 'bear'] as const;
const setArg = process.argv[2] ?? 'samples';
const outDir = process.argv[3] ?? '/tmp/illustrator-sheets';
mkdirSync(outDir, { recursive: true });
if (setArg.startsWith('tale-')) await renderTale(setArg.slice(5, 7) as Locale, setArg.endsWith('-sibling'));
else for (const setName of setArg === 'all' ? Object.keys(SETS) : [setArg]) await renderSet(setName);

/** `tale-<lang>[-sibling]`: the cover and every page of the embedded writer's tale in that language, as the reader gets them. */
async function renderTale(language: Locale, sibling: boolean): Promise<void> {
  const taleRequest: TaleRequest = sibling
    ? { ...request, language, friend: null, sibling: { name: 'Петя', sex: 'Мальчик', birthday: '2016-02-01' } }
    : { ...request, language, friend: { name: 'Ёжик', kind: 'hedgehog' } };
  const tale = await createEmbeddedWriter().write(taleRequest);
  const taleCast = await castFor(tale, taleRequest);
  const pictures = distinctPictures(taleCast, [
    { name: 'cover', scene: tale.cover, variant: 0 },
    ...tale.pages.map((page, i) => ({ name: `page ${i + 1}`, scene: page.scene, variant: i })),
  ]);
  await writeSheets(
    `tale-${language}${sibling ? '-sibling' : ''}`,
    await Promise.all(pictures.map((p) => renderPicture(p.svg, { width: 800, format: 'png' }))),
  );
}

/** Six 800×600 tiles a sheet, two across. */
async function writeSheets(name: string, tiles: Uint8Array[]): Promise<void> {
  const [tileW, tileH] = [800, 600];
  for (let sheet = 0; sheet * 6 < tiles.length; sheet += 1) {
    const file = join(outDir, `${name}-${sheet + 1}.png`);
    await sharp({ create: { width: tileW * 2, height: tileH * 3, channels: 3, background: '#ffffff' } })
      .composite(
        tiles
          .slice(sheet * 6, sheet * 6 + 6)
          .map((input, i) => ({ input: Buffer.from(input), left: (i % 2) * tileW, top: Math.floor(i / 2) * tileH })),
      )
      .png()
      .toFile(file);
    console.log(file);
  }
}

async function renderSet(setName: string): Promise<void> {
  const scenes = SETS[setName]?.();
  if (!scenes) throw new Error(`unknown set ${setName}; one of ${Object.keys(SETS).join(', ')}`);
  const cast = await castFor({ ageBand: '5-7' }, request);
  // The children set draws a different hero on each tile; every other set keeps Masha.
  const castOf = (i: number) =>
    setName === 'friends'
      ? castFor({ ageBand: '5-7' }, { ...request, friend: { name: 'Ёжик', kind: FRIEND_KINDS[i]! } })
      : setName === 'children'
        ? castFor(
            { ageBand: '5-7' },
            { ...request, hero: { name: CHILDREN[i]![0], sex: CHILDREN[i]![1], birthday: '2018-03-0' + (i + 1) } },
          )
        : cast;
  const tiles = await Promise.all(
    scenes.map(async (s, i) => renderPicture(composeScene(s, await castOf(i), i), { width: 800, format: 'png' })),
  );
  await writeSheets(setName, tiles);
}
