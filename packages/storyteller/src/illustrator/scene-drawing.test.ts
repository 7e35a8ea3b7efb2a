import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { FRIEND_ANIMALS } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  CREATURE_SPOTS,
  CREATURES,
  FRAMINGS,
  OBJECT_CONTENTS,
  OBJECT_SPOTS,
  OBJECT_STATES,
  OBJECTS,
  PLACES,
  PROPS,
  SCENE_DEFAULTS,
  TIMES,
  castActions,
  type Scene,
} from '../scene/vocabulary.js';
import type { TaleRequest, WrittenTale } from '../stages.js';
import { createEnv } from './art/env.js';
import { createRandom } from './art/random.js';
import { planScene, type PlacedFigure } from './compose-scene.js';
import { castFor, composeScene, createEmbeddedIllustrator, renderPicture } from './index.js';
import { OBJECT_ART } from './objects/index.js';
import { OBJECT_BOX } from './objects/object-box.js';

const request = (friend: TaleRequest['friend'] = { name: 'Лиза', kind: 'girl' }): TaleRequest => ({
  hero: { name: 'Маша', sex: 'Девочка', birthday: '2019-05-01' },
  friend,
  moral: 'friendship',
  language: 'ru',
  seed: 7,
});

const scene = (partial: Partial<Omit<Scene, 'actions'>> & { actions?: Partial<Scene['actions']> } = {}): Scene => ({
  ...SCENE_DEFAULTS,
  place: 'meadow',
  time: 'day',
  weather: 'clear',
  mood: 'happy',
  cast: ['hero', 'friend', 'creature'],
  object: 'basket',
  creature: 'fox',
  ...partial,
  actions: castActions(partial.cast ?? ['hero', 'friend', 'creature'], partial.actions),
});

/** The markup of one figure's group, up to where the next top-level figure begins. */
function groupOf(svg: string, id: string): string {
  const start = svg.indexOf(`<g id="${id}">`);
  if (start < 0) return '';
  let depth = 0;
  const tag = /<(\/?)g\b[^>]*?(\/?)>/g;
  tag.lastIndex = start;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    if (match[2]) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return svg.slice(start, tag.lastIndex);
  }
  return svg.slice(start);
}

/** Inside the 1600×1200 picture; a close-up may crop a child below the waist, never at the sides or top. */
function expectInside(figures: PlacedFigure[], label: string) {
  for (const { id, box, cropped } of figures) {
    const where = `${label}: ${id} ${JSON.stringify(box)}`;
    expect(box.left, where).toBeGreaterThanOrEqual(0);
    expect(box.right, where).toBeLessThanOrEqual(1600);
    expect(box.top, where).toBeGreaterThanOrEqual(0);
    if (!cropped) expect(box.bottom, where).toBeLessThanOrEqual(1200);
  }
}

const CASTS: Scene['cast'][] = [
  ['hero'],
  ['hero', 'friend'],
  ['hero', 'creature'],
  ['hero', 'friend', 'creature'],
  ['friend', 'creature'],
  ['creature'],
];

const png = (svg: string) => renderPicture(svg, { width: 1600, format: 'png' });

describe('drawing what happens', () => {
  it('draws every action as its own pose, for children and animals, inside the picture', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const heroes = new Set<string>();
    const creatures = new Set<string>();
    for (const action of ACTIONS) {
      for (const framing of FRAMINGS) {
        const s = scene({ framing, actions: { hero: action, friend: action, creature: action } });
        const { svg, figures } = planScene(s, cast, 0);
        expect(figures.map((f) => f.id).sort(), action).toEqual(['creature-fox', 'friend', 'hero']);
        expectInside(figures, `${action} ${framing}`);
        if (framing === 'medium') {
          heroes.add(groupOf(svg, 'hero').replace(/-\d+/g, ''));
          creatures.add(groupOf(svg, 'creature-fox').replace(/-\d+/g, ''));
          const image = new Resvg(svg).render();
          expect([image.width, image.height]).toEqual([1600, 1200]);
        }
      }
    }
    // Every action its own body (a fall is not a sit): the pose is in the limbs, not only the face.
    expect(heroes.size).toBe(ACTIONS.length);
    expect(creatures.size).toBe(ACTIONS.length);
  });

  it('moves the limbs for an action, not only the face', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const limbs = (action: Scene['actions']['hero']) =>
      groupOf(composeScene(scene({ cast: ['hero'], object: null, actions: { hero: action } }), cast), 'hero').match(
        /stroke-width="(38|40|28)"[^>]*d="[^"]+"|d="[^"]+"[^>]*stroke-width="(38|40|28)"/g,
      );
    for (const action of ['run', 'climb', 'sit', 'fall', 'wave', 'dig'] as const)
      expect(limbs(action), action).not.toEqual(limbs('stand'));
    expect(limbs('fall')).not.toEqual(limbs('sit'));
  });

  it('builds and peeks with what the place has: sand by the sea, snow on snow, branches or a tree outdoors', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const drawn = (place: Scene['place'], action: Scene['actions']['hero']) =>
      composeScene(scene({ place, cast: ['hero'], object: null, actions: { hero: action } }), cast);
    const ids = (svg: string) =>
      [...svg.matchAll(/id="(sand-castle|snowman|branch-hut|peeking-[a-z]+)"/g)].map((m) => m[1]);
    expect(ids(drawn('seaside', 'build'))).toEqual(['sand-castle']);
    expect(ids(drawn('snowfield', 'build'))).toEqual(['snowman']);
    expect(ids(drawn('forest', 'build'))).toEqual(['branch-hut']);
    expect(ids(drawn('home', 'build'))).toEqual([]);
    expect(ids(drawn('park', 'peek'))).toEqual(['peeking-tree']);
    expect(ids(drawn('seaside', 'peek'))).toEqual(['peeking-rock']);
    expect(ids(drawn('snowfield', 'peek'))).toEqual(['peeking-fir']);
    expect(ids(drawn('home', 'peek'))).toEqual(['peeking-wardrobe']);
  });

  it('hugs only someone drawn who hugs back; a hug for someone off the page is a child standing', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const plan = (hero: Scene['actions']['hero'], friend: Scene['actions']['hero']) =>
      planScene(scene({ cast: ['hero', 'friend'], object: null, actions: { hero, friend } }), cast, 0);
    expect(plan('hug', 'stand').svg).toBe(plan('stand', 'stand').svg);
    const gap = (figures: PlacedFigure[]) => {
      const [a, b] = figures.map((f) => (f.box.left + f.box.right) / 2);
      return Math.abs(a! - b!);
    };
    expect(gap(plan('hug', 'hug').figures)).toBeLessThan(gap(plan('stand', 'stand').figures));
    expect(gap(plan('hug', 'receive').figures)).toBeLessThan(gap(plan('stand', 'stand').figures));
  });

  it('puts a giver next to the one who takes the gift, not across a bystander', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const { figures } = planScene(
      scene({ object: 'key', objectAt: 'creature', actions: { hero: 'give', friend: 'stand', creature: 'carry' } }),
      cast,
      0,
    );
    const order = [...figures].sort((a, b) => a.box.left - b.box.left).map((f) => f.id);
    expect(Math.abs(order.indexOf('hero') - order.indexOf('creature-fox'))).toBe(1);
  });

  it('puts the key object where the page says and in its state, never in the hero hand unless hers', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    for (const objectAt of OBJECT_SPOTS) {
      for (const object of ['lantern', 'ball', 'scarf', 'shell'] as const) {
        const onProp = objectAt === 'on-prop' || objectAt === 'beside-prop';
        const s = scene({ object, objectAt, prop: onProp ? 'table' : null });
        const { svg, figures } = planScene(s, cast, 1);
        expect(svg.includes(`id="object-${object}"`), `${object} ${objectAt}`).toBe(true);
        expect(groupOf(svg, 'hero').includes(`object-${object}`), `${object} ${objectAt}`).toBe(
          objectAt === 'hero' || objectAt === 'pocket',
        );
        if (objectAt === 'friend') expect(groupOf(svg, 'friend')).toContain(`object-${object}`);
        if (objectAt === 'creature') expect(groupOf(svg, 'creature-fox')).toContain(`object-${object}`);
        expectInside(figures, `${object} ${objectAt}`);
      }
    }
    // Indoors nothing grows: a thing up high hangs in the room, with no tree drawn in it.
    const home = planScene(scene({ place: 'home', object: 'star', objectAt: 'up-tree' }), cast).svg;
    expect(home.includes('id="object-star"')).toBe(true);
    expect(home.includes('prop-tall-tree')).toBe(false);
    const given = planScene(scene({ object: 'shell', objectAt: 'creature', creature: 'duck' }), cast).svg;
    expect(groupOf(given, 'creature-duck')).toContain('object-shell');
    // A kite an animal holds flies on its string: one kite, not another on its back.
    const kite = planScene(scene({ object: 'kite', objectAt: 'creature', creature: 'puppy' }), cast).svg;
    expect(kite.split('id="object-kite"')).toHaveLength(2);
    for (const objectState of OBJECT_STATES) {
      const svg = composeScene(scene({ object: 'lantern', objectState, time: 'night' }), cast);
      if (objectState === 'broken' || objectState === 'mended' || objectState === 'lit')
        expect(svg.includes(`id="state-${objectState}"`), objectState).toBe(true);
      // Unlit, the lantern casts no light.
      expect(svg.includes('id="lantern-'), objectState).toBe(objectState !== 'unlit');
      expect((await png(svg)).byteLength).toBeGreaterThan(0);
    }
  });

  it('tucks a pocketed object small at the hip, where nothing flies from it', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    for (const framing of FRAMINGS) {
      const { svg, figures } = planScene(scene({ object: 'kite', objectAt: 'pocket', framing }), cast);
      const kite = groupOf(groupOf(svg, 'hero'), 'object-kite');
      expect(kite, framing).toContain('scale(0.42 0.42)');
      // No string up to a kite in the sky.
      expect(svg.split('id="object-kite"').length, framing).toBe(2);
      expectInside(figures, `pocket ${framing}`);
    }
  });

  it('puts a thing on the ground by whoever reaches for it, and one beside the bed on its chair', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const middle = (box: PlacedFigure['box']) => (box.left + box.right) / 2;
    for (const variant of [0, 1]) {
      const { svg, figures } = planScene(
        scene({ object: 'ball', objectAt: 'ground', actions: { hero: 'sit', friend: 'stand', creature: 'receive' } }),
        cast,
        variant,
      );
      const ball = Number(/<g id="object-ball"><g transform="translate\((-?[\d.]+) /.exec(svg)![1]);
      const row = [...figures.map((f) => ({ id: f.id, x: middle(f.box) })), { id: 'ball', x: ball }]
        .sort((a, b) => a.x - b.x)
        .map((f) => f.id);
      // Next to the fox in the row, with nobody between them.
      expect(Math.abs(row.indexOf('ball') - row.indexOf('creature-fox')), row.join(' ')).toBe(1);
    }
    const bedtime = planScene(
      scene({
        place: 'home',
        time: 'night',
        cast: ['hero'],
        object: 'basket',
        objectAt: 'beside-prop',
        prop: 'bed',
        actions: { hero: 'sleep' },
      }),
      cast,
    );
    const sleeping = groupOf(bedtime.svg, 'hero');
    // On the chair, outside the bed: not on the quilt.
    expect(sleeping).toContain('id="object-basket"');
    expect(groupOf(sleeping, 'sleeping')).not.toContain('object-basket');
    expectInside(bedtime.figures, 'beside the bed');
  });

  it('builds the hut the page has: one shelter, its builders round it making nothing of their own', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    for (const framing of ['wide', 'medium'] as const) {
      const { svg, figures } = planScene(
        scene({
          place: 'park',
          object: 'flower',
          objectAt: 'on-prop',
          prop: 'branch-hut',
          framing,
          actions: { hero: 'build', friend: 'reach-up', creature: 'build' },
        }),
        cast,
      );
      expect(svg.match(/id="branch-hut"/g), framing).toHaveLength(1);
      expect(groupOf(svg, 'prop-branch-hut'), framing).toContain('id="object-flower"');
      const hut = /<g id="prop-branch-hut"><g transform="translate\((-?[\d.]+) /.exec(svg)!;
      const side = (id: string) => Math.sign(figures.find((f) => f.id === id)!.box.left - Number(hut[1]));
      expect(side('hero'), framing).toBe(-side('creature-fox'));
    }
    // Fallen down, it is a heap of branches, and no shelter stands.
    const fallen = composeScene(scene({ place: 'park', prop: 'branch-heap', object: null }), cast);
    expect(fallen).toContain('id="branch-heap"');
    expect(fallen).not.toContain('id="branch-hut"');
  });

  it('draws the creature where the page puts it: in the object, on a rock in the water, under a bush', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const plan = (over: Partial<Scene>) =>
      planScene(
        scene({ cast: ['hero', 'creature'], creature: 'mouse', actions: { creature: 'sit' }, ...over }),
        cast,
        0,
      );
    for (const object of ['basket', 'boat', 'nest'] as const) {
      for (const framing of FRAMINGS) {
        const { svg, figures } = plan({ object, creatureAt: 'in-object', framing });
        const mouse = groupOf(svg, 'creature-mouse');
        // The object is round the mouse, not in the hero's hand nor anywhere else.
        expect(mouse, object).toContain(`id="object-${object}"`);
        expect(groupOf(svg, 'hero'), object).not.toContain(`object-${object}`);
        expect(svg.split(`id="object-${object}"`).length, object).toBe(2);
        expectInside(figures, `${object} ${framing}`);
      }
    }
    // A mouse in a basket sits in an empty one, not on the fruit.
    expect(groupOf(plan({ object: 'basket', creatureAt: 'in-object' }).svg, 'creature-mouse')).toContain(
      'id="holds-empty"',
    );
    for (const [spot, id] of [
      ['on-rock', 'spot-on-rock'],
      ['under-bush', 'spot-under-bush'],
    ] as const) {
      for (const framing of FRAMINGS) {
        const { svg, figures } = plan({ object: null, creatureAt: spot, framing });
        expect(groupOf(svg, 'creature-mouse'), spot).toContain(`id="${id}"`);
        expectInside(figures, `${spot} ${framing}`);
      }
      expect(plan({ object: null, creatureAt: 'ground' }).svg).not.toContain(`id="${id}"`);
    }
    // Stranded on the rock, the mouse stands higher than on the ground beside the hero.
    const top = (svg: ReturnType<typeof plan>) => svg.figures.find((f) => f.id === 'creature-mouse')!.box;
    expect(top(plan({ object: null, creatureAt: 'on-rock' })).top).toBeLessThan(
      top(plan({ object: null, creatureAt: 'ground' })).top,
    );
  });

  it('fills a basket or nest with what the page says it holds', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const drawn = (object: 'basket' | 'nest', objectHolds: Scene['objectHolds']) =>
      groupOf(composeScene(scene({ object, objectHolds }), cast), 'hero');
    expect(drawn('basket', null)).toContain('id="holds-fruit"');
    expect(drawn('basket', 'stones')).toContain('id="holds-stones"');
    expect(drawn('basket', 'eggs')).toContain('id="holds-eggs"');
    expect(drawn('nest', null)).toContain('id="holds-eggs"');
    expect(drawn('nest', 'empty')).toContain('id="holds-empty"');
    // Any other object has no contents to change.
    expect(composeScene(scene({ object: 'kite', objectHolds: 'stones' }), cast)).toBe(
      composeScene(scene({ object: 'kite' }), cast),
    );
  });

  it('frames wide, medium and close: small figures, as today, big and cropped at the waist', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const heights = FRAMINGS.map((framing) => {
      const { figures } = planScene(scene({ framing, actions: { hero: 'wave' } }), cast);
      const hero = figures.find((f) => f.id === 'hero')!;
      return { framing, height: hero.box.bottom - hero.box.top, cropped: hero.cropped, bottom: hero.box.bottom };
    });
    expect(heights[0]!.height).toBeLessThan(heights[1]!.height * 0.7);
    expect(heights[2]!.height).toBeGreaterThan(heights[1]!.height * 1.5);
    expect(heights[2]!.bottom).toBeGreaterThan(1200);
  });

  it('draws every prop, and a sleeping child lying in bed at home at night', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    for (const prop of PROPS) {
      const { svg, figures } = planScene(scene({ prop, object: 'apple', objectAt: 'on-prop' }), cast);
      expect(svg.includes(`id="prop-${prop}"`), prop).toBe(true);
      expectInside(figures, prop);
    }
    const bedtime = scene({
      place: 'home',
      time: 'night',
      mood: 'sleepy',
      prop: 'bed',
      cast: ['hero', 'creature'],
      creature: 'cat',
      object: null,
      actions: { hero: 'sleep', creature: 'sleep' },
    });
    const { svg, figures } = planScene(bedtime, cast);
    const hero = groupOf(svg, 'hero');
    expect(hero).toContain('<g id="sleeping">');
    expect(hero).toMatch(/rotate\(-90\)/);
    const box = figures.find((f) => f.id === 'hero')!.box;
    // Lying down: wider than tall.
    expect(box.right - box.left).toBeGreaterThan(box.bottom - box.top);
    // The room's own bed gives way: one bed, the hero's.
    expect(svg.match(/M1360 780H1620V900H1360Z/g)).toBeNull();
    expectInside(figures, 'bedtime');
    // A hut at home is out of the window, the flower hung on it with it; the sleeper is in the one bed.
    const hutOutside = planScene(
      { ...bedtime, cast: ['hero'], prop: 'branch-hut', object: 'flower', objectAt: 'on-prop' },
      cast,
    );
    expect(groupOf(hutOutside.svg, 'seen-branch-hut')).toContain('id="object-flower"');
    expect(hutOutside.svg.split('id="object-flower"')).toHaveLength(2);
    expect(groupOf(hutOutside.svg, 'hero')).toContain('<g id="sleeping">');
    expect(hutOutside.svg.match(/M1360 780H1620V900H1360Z/g)).toBeNull();
  });

  it('draws an animal friend as its animal, in its own colour and with an accessory, apart from a creature of its kind', async () => {
    for (const kind of FRIEND_ANIMALS) {
      const cast = await castFor({ ageBand: '5-7' }, request({ name: 'Дружок', kind }));
      const svg = composeScene(scene({ creature: kind, object: null }), cast);
      const friend = groupOf(svg, 'friend');
      const creature = groupOf(svg, `creature-${kind}`);
      // No child's head (radius 92) and no hair: an animal.
      expect(friend, kind).not.toContain('r="92"');
      expect(friend, kind).toMatch(/id="friend-(scarf|bow|hat)"/);
      const fills = (markup: string) => new Set(markup.match(/fill="#[0-9a-f]{6}"/g));
      // Its coat is of other colours than the creature's: at least three colours of its own.
      const own = [...fills(friend)].filter((fill) => !fills(creature).has(fill));
      expect(own.length, kind).toBeGreaterThanOrEqual(3);
    }
  });

  it('never gives two pictures of a tale the same bytes, even for pages with the same scene', async () => {
    const same = scene({ actions: { hero: 'walk' } });
    const pages = [same, scene({ place: 'forest' }), same, same, scene({ place: 'river' }), same, same];
    const tale: WrittenTale = {
      title: 'Сказка',
      language: 'ru',
      ageBand: '5-7',
      plot: 'embedded:test',
      pages: pages.map((s) => ({ text: 'текст', scene: s })),
      cover: same,
      questions: [],
    };
    const result = await createEmbeddedIllustrator().illustrate(tale, request());
    const hashes = [result.cover, ...result.pages].map((p) => createHash('sha256').update(p.data).digest('hex'));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('composes any mix of cast, actions, spots, states, framings and props with everyone inside the picture', async () => {
    const random = createRandom('any-mix');
    const casts = await Promise.all([
      castFor({ ageBand: '5-7' }, request()),
      castFor({ ageBand: '5-7' }, request({ name: 'Ёжик', kind: 'hedgehog' })),
      castFor(
        { ageBand: '2-4' },
        { ...request(null), sibling: { name: 'Петя', sex: 'Мальчик', birthday: '2015-03-01' } },
      ),
    ]);
    for (let i = 0; i < 240; i += 1) {
      const cast = random.pick(CASTS);
      const s = scene({
        place: random.pick(PLACES),
        time: random.pick(TIMES),
        cast,
        creature: random.pick(CREATURES),
        object: random.next() < 0.2 ? null : random.pick(OBJECTS),
        objectAt: random.pick(OBJECT_SPOTS),
        objectState: random.pick(OBJECT_STATES),
        objectHolds: random.next() < 0.5 ? null : random.pick(OBJECT_CONTENTS),
        creatureAt: random.pick(CREATURE_SPOTS),
        framing: random.pick(FRAMINGS),
        prop: random.next() < 0.4 ? null : random.pick(PROPS),
        actions: { hero: random.pick(ACTIONS), friend: random.pick(ACTIONS), creature: random.pick(ACTIONS) },
      });
      const { figures } = planScene(s, random.pick(casts), i, i % 3);
      expect(figures.length, JSON.stringify(s)).toBe(cast.length);
      expectInside(figures, JSON.stringify(s));
    }
  });

  it('draws a scene stored before actions, spots, framing and props as the defaults, without failing', async () => {
    const cast = await castFor({ ageBand: '5-7' }, request());
    const full = scene();
    const { actions, objectAt, objectState, objectHolds, creatureAt, framing, prop, ...old } = full;
    void [actions, objectAt, objectState, objectHolds, creatureAt, framing, prop];
    expect(composeScene(old as Scene, cast, 3)).toBe(composeScene(full, cast, 3));
    // Words the vocabulary does not know are drawn as if unsaid.
    const strange = {
      ...full,
      actions: { hero: 'fly', friend: null, creature: 'swim' },
      framing: 'aerial',
      prop: 'rocket',
    };
    expect(composeScene(strange as unknown as Scene, cast, 3)).toBe(composeScene(full, cast, 3));
  });

  it('knows each object drawing’s real box', () => {
    const env = createEnv({ place: 'forest', time: 'day', weather: 'clear', mood: 'calm' });
    for (const id of OBJECTS) {
      const art = OBJECT_ART[id](env);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><g transform="translate(1000 1000)">${art.svg.replace(/<circle[^>]*url\(#[^>]*\/>/g, '')}</g></svg>`;
      const box = new Resvg(svg).getBBox()!;
      const [x, y, width, height] = OBJECT_BOX[id];
      expect([box.x - 1000, box.y - 1000, box.width, box.height].map(Math.round), id).toEqual([x, y, width, height]);
    }
  });
});
