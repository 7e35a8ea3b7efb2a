import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CREATURES,
  MOODS,
  OBJECTS,
  PLACES,
  SCENE_DEFAULTS,
  castActions,
  TIMES,
  WEATHERS,
  type Scene,
} from '../scene/vocabulary.js';
import type { Artifact, TaleRequest, WrittenTale } from '../stages.js';
import { distance, parseHex } from './art/color.js';
import { castFor, composeScene, createEmbeddedIllustrator, renderPicture } from './index.js';
import { layoutRow } from './layout-row.js';
import type { CharacterLook } from './look/character-look.js';

const request = (hero: Partial<TaleRequest['hero']> = {}, friend: string | null = 'Ёжик'): TaleRequest => ({
  hero: { name: 'Маша', sex: 'Девочка', birthday: '2019-05-01', ...hero },
  friend: friend ? { name: friend } : null,
  moral: 'friendship',
  language: 'ru',
  seed: 7,
});

const scene = (partial: Partial<Scene> = {}): Scene => ({
  ...SCENE_DEFAULTS,
  place: 'forest',
  time: 'day',
  weather: 'clear',
  mood: 'calm',
  cast: ['hero', 'friend', 'creature'],
  object: 'lantern',
  creature: 'fox',
  ...partial,
  actions: castActions(partial.cast ?? ['hero', 'friend', 'creature'], partial.actions),
});

/** Twenty scenes that between them use every id of the vocabulary, held and unheld. */
const everyId = (): Scene[] =>
  OBJECTS.map((object, i) =>
    scene({
      place: PLACES[i % PLACES.length]!,
      creature: CREATURES[i % CREATURES.length]!,
      object,
      time: TIMES[i % TIMES.length]!,
      weather: WEATHERS[i % WEATHERS.length]!,
      mood: MOODS[i % MOODS.length]!,
      cast: (
        [['hero', 'friend', 'creature'], ['creature'], ['hero', 'creature'], ['friend', 'creature']] as Scene['cast'][]
      )[i % 4]!,
    }),
  );

const tale = (pages: Scene[]): WrittenTale => ({
  title: 'Сказка',
  language: 'ru',
  ageBand: '5-7',
  plot: 'embedded:test',
  pages: pages.map((s) => ({ text: 'текст', scene: s })),
  cover: scene({ object: null }),
  questions: [],
});

const heroFills = (svg: string) => {
  const start = svg.indexOf('<g id="hero">');
  const hero = svg.slice(
    start,
    svg.indexOf('<g id="object-', start) > 0 ? svg.indexOf('<g id="object-', start) : undefined,
  );
  return [...new Set(hero.match(/fill="#[0-9a-f]{6}"/g))].sort();
};

describe('embedded illustrator', () => {
  it('draws every place, creature, object, time, weather and mood, and each renders', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const svgs = everyId().map((s, i) => composeScene(s, cast, i));
    const all = svgs.join('');
    const ids = [
      ...PLACES.map((id) => `place-${id}`),
      ...CREATURES.map((id) => `creature-${id}`),
      ...OBJECTS.map((id) => `object-${id}`),
      ...TIMES.map((id) => `time-${id}`),
      ...WEATHERS.map((id) => `weather-${id}`),
      ...MOODS.map((id) => `mood-${id}`),
    ];
    expect(ids.filter((id) => !all.includes(`id="${id}"`))).toEqual([]);
    for (const svg of svgs) {
      const meta = await sharp(await renderPicture(svg, { width: 320, format: 'png' })).metadata();
      expect([meta.width, meta.height]).toEqual([320, 240]);
    }
  });

  it('paints a WebP at 800×600 for the cover and every page, reporting progress, then the same at 1600×1200', async () => {
    const illustrator = createEmbeddedIllustrator();
    const progress: number[] = [];
    const drawn = tale(everyId().slice(0, 6));
    const result = await illustrator.illustrate(drawn, request(), { onProgress: (f) => progress.push(f) });
    const names = ['cover', ...[1, 2, 3, 4, 5, 6].map((n) => `page-0${n}`)];
    // The phone sizes come first, so the tale can be read while the print sizes are drawn.
    expect(result).toMatchObject({ printLater: true, printWidth: 1600 });
    expect([result.cover, ...result.pages].map((p) => p.name)).toEqual(names.map((name) => `${name}-phone.webp`));
    const print = await illustrator.drawPrintSizes!(drawn, request());
    expect([print.cover, ...print.pages].map((p) => p.name)).toEqual(names.map((name) => `${name}.webp`));
    const sizeOf = async (picture: Artifact) => {
      expect(picture.contentType).toBe('image/webp');
      await sharp(picture.data).raw().toBuffer();
      const meta = await sharp(picture.data).metadata();
      return [meta.format, meta.width, meta.height];
    };
    for (const picture of [result.cover, ...result.pages]) expect(await sizeOf(picture)).toEqual(['webp', 800, 600]);
    for (const picture of [print.cover, ...print.pages]) expect(await sizeOf(picture)).toEqual(['webp', 1600, 1200]);
    expect(progress).toHaveLength(7);
    expect(progress.at(-1)).toBe(1);
  });

  it('keeps the hero looking the same on every page, and another child looks different', async () => {
    const masha = await castFor({ ageBand: '5-7' }, request());
    const pages = [
      scene({ place: 'forest', object: 'basket' }),
      scene({ place: 'village', cast: ['hero'], object: null }),
      scene({ place: 'river', cast: ['hero', 'creature'], creature: 'duck', object: 'umbrella' }),
    ].map((s, i) => heroFills(composeScene(s, masha, i)));
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]).toEqual(pages[0]);
    expect(await castFor({ ageBand: '5-7' }, request())).toEqual(masha);
    const misha = await castFor({ ageBand: '5-7' }, request({ name: 'Миша', sex: 'Мальчик', birthday: '2018-02-11' }));
    expect(misha.hero).not.toEqual(masha.hero);
    expect(heroFills(composeScene(scene({ place: 'village', cast: ['hero'], object: null }), misha, 1))).not.toEqual(
      pages[1],
    );
    const face = (look: typeof masha.friend) =>
      look && !('animal' in look) && { skin: look.skin, hairStyle: look.hairStyle, eyes: look.eyes };
    expect(face(masha.friend)).toEqual(face((await castFor({ ageBand: '5-7' }, request({ name: 'Лиза' }))).friend));
  });

  it('draws an animal friend as that animal, whatever its name', async () => {
    const withKind = (kind: 'hedgehog' | 'girl') => ({ ...request(), friend: { name: 'Ёжик', kind } });
    const hedgehog = await castFor({ ageBand: '5-7' }, withKind('hedgehog'));
    expect(hedgehog.friend).toMatchObject({ animal: 'hedgehog' });
    const svg = composeScene(scene({ creature: 'fox' }), hedgehog, 0);
    expect(svg).toContain('<g id="friend">');
    expect(svg).toContain('<g id="creature-fox">');
    const girl = await castFor({ ageBand: '5-7' }, withKind('girl'));
    expect(['pigtails', 'long', 'bob', 'bun', 'ponytail', 'curly']).toContain(
      girl.friend && !('animal' in girl.friend) && girl.friend.hairStyle,
    );
  });

  it('draws a sibling as a second child of their own look and age', async () => {
    const sibling = { name: 'Петя', sex: 'Мальчик' as const, birthday: '2015-03-01' };
    const cast = await castFor(
      { ageBand: '2-4' },
      { ...request({ birthday: '2022-05-01' }), friend: null, sibling, today: '2025-06-01' },
    );
    const alone = await castFor(
      { ageBand: '8-10' },
      { ...request({ name: 'Петя', sex: 'Мальчик', birthday: '2015-03-01' }), friend: null, today: '2025-06-01' },
    );
    const petya = cast.friend as CharacterLook;
    expect({ skin: petya.skin, hairStyle: petya.hairStyle, eyes: petya.eyes, scale: petya.scale }).toEqual({
      skin: alone.hero.skin,
      hairStyle: alone.hero.hairStyle,
      eyes: alone.hero.eyes,
      scale: alone.hero.scale,
    });
    expect(cast.hero.scale).toBeLessThan(petya.scale);
    expect(composeScene(scene(), cast, 0).match(/<g id="(hero|friend)"><g transform/g)).toHaveLength(2);
  });

  it('takes hair, skin and clothes colours from the avatar', async () => {
    const avatar = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#bfe3f5"/>
        <ellipse cx="128" cy="70" rx="90" ry="64" fill="#7a3e9d"/><circle cx="128" cy="120" r="62" fill="#f1c27d"/>
        <rect x="48" y="196" width="160" height="60" rx="20" fill="#2e9d5a"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const { hero } = await castFor({ ageBand: '5-7' }, request({ avatar: new Uint8Array(avatar) }));
    const near = (a: string, b: string) => distance(parseHex(a), parseHex(b));
    expect(near(hero.hair, '#7a3e9d')).toBeLessThan(20);
    expect(near(hero.top, '#2e9d5a')).toBeLessThan(20);
    expect(near(hero.skin, '#f1c27d')).toBeLessThan(20);
    const broken = await castFor({ ageBand: '5-7' }, request({ avatar: new Uint8Array([1, 2, 3]) }));
    expect(broken.hero).toEqual((await castFor({ ageBand: '5-7' }, request())).hero);
  });

  it('gives the same bytes for the same tale', async () => {
    const pages = everyId().slice(6, 8);
    const first = await createEmbeddedIllustrator().illustrate(tale(pages), request());
    const second = await createEmbeddedIllustrator().illustrate(tale(pages), request());
    expect(Buffer.compare(first.cover.data, second.cover.data)).toBe(0);
    first.pages.forEach((p, i) => expect(Buffer.compare(p.data, second.pages[i]!.data)).toBe(0));
  });

  it('draws the hero a third of the picture tall or more, even in a crowded scene', async () => {
    const cast = await castFor({ ageBand: '2-4' }, request());
    const svg = composeScene(scene({ object: 'map', creature: 'bear' }), cast, 0);
    const scale = Number(/<g id="hero"><g transform="translate\([\d.]+ [\d.]+\) scale\(([\d.]+)/.exec(svg)?.[1]);
    expect(scale * 470).toBeGreaterThanOrEqual(400);
  });

  it('stops when aborted, at either size', async () => {
    const controller = new AbortController();
    controller.abort();
    const illustrator = createEmbeddedIllustrator();
    const { signal } = controller;
    await expect(illustrator.illustrate(tale([scene()]), request(), { signal })).rejects.toThrow();
    await expect(illustrator.drawPrintSizes!(tale([scene()]), request(), { signal })).rejects.toThrow();
  });

  it('stands the cast side by side without overlap, inside the picture', () => {
    for (const footprints of [
      [
        { left: 140, right: 330 },
        { left: 140, right: 140 },
        { left: 200, right: 200 },
        { left: 110, right: 110 },
      ],
      [{ left: 140, right: 140 }],
    ]) {
      const { xs, scale } = layoutRow(footprints);
      const boxes = footprints.map((f, i) => [xs[i]! - f.left * scale, xs[i]! + f.right * scale] as const);
      boxes.forEach(([left, right], i) => {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(1600);
        if (i > 0) expect(left).toBeGreaterThan(boxes[i - 1]![1]);
      });
    }
  });
});
