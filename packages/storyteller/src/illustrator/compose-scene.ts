import type { CreatureId, Scene } from '../scene/vocabulary.js';
import { GROUND, HEIGHT, WIDTH } from './art/canvas.js';
import { createEnv, type Env } from './art/env.js';
import { drawSky } from './art/sky.js';
import { el, group, line, place, radialGradient, rect } from './art/svg.js';
import { drawWeatherFront, drawWeatherGround } from './art/weather.js';
import { CREATURE_ART } from './creatures/index.js';
import { drawChild, type Pose } from './figures/child.js';
import type { CharacterLook } from './look/character-look.js';
import { OBJECT_ART } from './objects/index.js';
import type { ObjectArt } from './objects/object-art.js';
import { layoutRow, type Footprint } from './layout-row.js';
import { PLACE_ART } from './places/index.js';

export interface SceneCast {
  hero: CharacterLook;
  /** A child's look, or the animal the friend is. */
  friend: CharacterLook | CreatureId | null;
}

/** One figure in the row: it knows its footprint and draws itself once placed. */
interface Actor {
  id: string;
  footprint: Footprint;
  /** Draws at canvas x, scaled; `facing` is where the rest of the cast is. */
  draw(x: number, scale: number): string;
}

const POSE: Record<ObjectArt['placement'], Pose> = {
  hand: 'hold',
  overhead: 'raise',
  sky: 'raise',
  ground: 'rest',
  worn: 'rest',
};
/** Held things are drawn larger than life and out to the side, so a phone screen still shows them. */
const HELD_SCALE = 1.25;
const heldShift = (object: ObjectArt) => Math.max(0, (object.width / 2 - 50) * HELD_SCALE);

/**
 * Builds a page's picture as SVG: sky, place, the cast standing in a row
 * (hero, the key object, friend, creature; mirrored on odd variants so pages
 * differ), then weather and the mood's light in front.
 */
export function composeScene(scene: Scene, cast: SceneCast, variant = 0): string {
  const env = createEnv(scene);
  const placeArt = PLACE_ART[scene.place](env);
  const object = scene.object ? OBJECT_ART[scene.object](env) : null;
  const friendHere = scene.cast.includes('friend') ? cast.friend : null;
  const children = [
    scene.cast.includes('hero') ? { id: 'hero', look: cast.hero } : null,
    friendHere && typeof friendHere !== 'string' ? { id: 'friend', look: friendHere } : null,
  ].filter((c): c is { id: string; look: CharacterLook } => c !== null);
  const holder = object && object.placement !== 'ground' ? children[0] : undefined;
  const mirrored = variant % 2 === 1;
  const ordered: Array<(facing: 1 | -1) => Actor> = [];
  // A kite nobody holds flies free in the sky; any other unheld object stands in the row.
  const loose = object && scene.object && !holder ? { id: scene.object, art: object } : null;
  const freeKite =
    loose?.art.placement === 'sky'
      ? group({ id: `object-${loose.id}` }, place(WIDTH * 0.7, 300, 0.9, false, loose.art.svg))
      : '';
  const standing = loose && !freeKite ? loose : null;
  children.forEach((child, i) => {
    ordered.push((facing) => childActor(env, scene, child.id, child.look, facing, child === holder ? object : null));
    if (i === 0 && standing) ordered.push(() => groundObjectActor(standing.id, standing.art));
  });
  if (children.length === 0 && standing) ordered.push(() => groundObjectActor(standing.id, standing.art));
  // Alone on the page, a creature is the hero of the picture: drawn larger.
  const size = children.length === 0 ? 1.35 : 1;
  if (typeof friendHere === 'string')
    ordered.push((facing) => creatureActor(env, scene, friendHere, 'friend', size, facing));
  if (scene.cast.includes('creature') && scene.creature) {
    const id = scene.creature;
    ordered.push((facing) => creatureActor(env, scene, id, `creature-${id}`, size, facing));
  }
  const row = mirrored ? [...ordered].reverse() : ordered;
  // Everyone turns toward the middle of the group; a lone figure turns toward its object.
  const actors = row.map((make, i) =>
    make(
      row.length === 1
        ? mirrored
          ? -1
          : 1
        : i < (row.length - 1) / 2
          ? 1
          : i > (row.length - 1) / 2
            ? -1
            : mirrored
              ? -1
              : 1,
    ),
  );
  const { xs, scale } = layoutRow(actors.map((a) => a.footprint));
  const figures = actors.map((actor, i) => actor.draw(xs[i]!, scale)).join('');
  const weatherArea = placeArt.window ?? { x: 0, y: 0, width: WIDTH, height: HEIGHT };
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}` },
    [
      drawSky(env),
      group({ id: `place-${scene.place}` }, placeArt.back),
      drawWeatherGround(env),
      freeKite,
      figures,
      group({ id: `weather-${scene.weather}` }, drawWeatherFront(env, weatherArea)),
      moodLight(env),
    ].join(''),
  );
}

function childActor(
  env: Env,
  scene: Scene,
  id: string,
  look: CharacterLook,
  facing: 1 | -1,
  object: ObjectArt | null,
): Actor {
  const pose = object ? POSE[object.placement] : 'rest';
  const figure = drawChild(env, look, scene.mood, facing, pose);
  const reach = object ? objectReach(object, figure.hand.x * facing) : 0;
  const footprint =
    facing > 0 ? { left: 140, right: Math.max(140, reach) } : { left: Math.max(140, reach), right: 140 };
  if (object?.placement === 'overhead')
    Object.assign(footprint, {
      left: Math.max(140, object.width / 2 - 92),
      right: Math.max(140, object.width / 2 + 92),
    });
  return {
    id,
    footprint,
    draw: (x, scale) => {
      const s = scale * look.scale;
      const held = object && scene.object ? heldObject(scene.object, object, figure.hand, facing) : '';
      const hand = { x: x + figure.hand.x * s, y: GROUND + figure.hand.y * s };
      const kite = object?.placement === 'sky' && scene.object ? kiteInSky(scene.object, object, hand, facing) : '';
      return kite + group({ id }, place(x, GROUND, s, false, figure.svg, held));
    },
  };
}

function creatureActor(
  env: Env,
  scene: Scene,
  creatureId: CreatureId,
  id: string,
  size: number,
  facing: 1 | -1,
): Actor {
  const creature = CREATURE_ART[creatureId](env, scene.mood);
  return {
    id,
    footprint: { left: (creature.width / 2) * size, right: (creature.width / 2) * size },
    draw: (x, scale) => group({ id }, place(x, GROUND + 30, scale * size, facing < 0, creature.svg)),
  };
}

function objectReach(object: ObjectArt, handX: number): number {
  return object.placement === 'hand' ? handX + heldShift(object) + (object.width / 2) * HELD_SCALE + 10 : 140;
}

/** The object in the child's own units: in the hand, round the neck or over the head. */
function heldObject(id: string, object: ObjectArt, hand: { x: number; y: number }, facing: 1 | -1): string {
  const tag = (svg: string) => group({ id: `object-${id}` }, svg);
  switch (object.placement) {
    case 'hand':
      return tag(place(hand.x + facing * heldShift(object), hand.y, HELD_SCALE, facing < 0, object.svg));
    case 'overhead':
      return tag(group({ transform: `translate(${hand.x} ${hand.y}) rotate(${-facing * 6})` }, object.svg));
    case 'worn':
      // The scarf's loose end flies out behind the child.
      return tag(place(0, -262, 1, facing > 0, object.svg));
    default:
      return '';
  }
}

function kiteInSky(id: string, object: ObjectArt, hand: { x: number; y: number }, facing: 1 | -1): string {
  const kite = { x: Math.min(WIDTH - 150, Math.max(150, hand.x + facing * 260)), y: 270 };
  return group(
    { id: `object-${id}` },
    line(hand.x, hand.y, kite.x, kite.y + 117, '#6b4a3a', 3),
    place(kite.x, kite.y, 0.9, false, object.svg),
  );
}

/** An object nobody holds stands on the ground, drawn larger if it is a small hand-held thing. */
function groundObjectActor(id: string, object: ObjectArt): Actor {
  const size = object.placement === 'ground' ? 1 : 1.4;
  return {
    id: `object-${id}`,
    footprint: { left: (object.width / 2) * size, right: (object.width / 2) * size },
    draw: (x, scale) =>
      group(
        { id: `object-${id}` },
        place(x, GROUND + 20 - object.bottom * size * scale, size * scale, false, object.svg),
      ),
  };
}

/** The mood's light over everything: a warm glow, a cool shade or a drowsy dusk at the edges. */
function moodLight(env: Env): string {
  const id = env.id('mood');
  const tint: Record<Env['mood'], [string, number] | null> = {
    calm: null,
    happy: ['#ffe7a8', 0.22],
    worried: ['#4a5a80', 0.3],
    sleepy: ['#3a2e6a', 0.38],
  };
  const chosen = tint[env.mood];
  const overlay = chosen
    ? el(
        'defs',
        {},
        radialGradient(id, [
          [0.45, chosen[0], 0],
          [1, chosen[0], chosen[1]],
        ]),
      ) + rect(0, 0, WIDTH, HEIGHT, `url(#${id})`)
    : '';
  return group({ id: `mood-${env.mood}` }, overlay);
}
