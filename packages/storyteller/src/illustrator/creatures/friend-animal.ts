import type { CreatureId } from '../../scene/vocabulary.js';
import { fromHsl, mix, rotateHue } from '../art/color.js';
import type { Env } from '../art/env.js';
import { ink } from '../art/ink.js';
import { createRandom } from '../art/random.js';
import { circle, ellipse, group, path } from '../art/svg.js';

export const ACCESSORIES = ['scarf', 'bow', 'hat'] as const;
export type Accessory = (typeof ACCESSORIES)[number];

/** The tale's friend when it is an animal: which one, its own coat colour, and what it wears. */
export interface FriendAnimal {
  animal: CreatureId;
  /** Degrees its coat is turned round the colour wheel, so it differs from a creature of its kind. */
  hue: number;
  accessory: Accessory;
  color: string;
}

const HUES = [140, 200, 260, 300];
const ACCESSORY_COLORS = ['#e5534b', '#f2b33d', '#3fb3a8', '#9b6bb3', '#4b6fa8'];

/** The friend's look comes from its name, so it is the same animal in every tale. */
export function friendAnimal(animal: CreatureId, name: string): FriendAnimal {
  const random = createRandom(`friend-animal|${name.trim().toLowerCase()}|${animal}`);
  return {
    animal,
    hue: random.pick(HUES),
    accessory: random.pick(ACCESSORIES),
    color: random.pick(ACCESSORY_COLORS),
  };
}

/**
 * The light the friend is drawn in: every coat colour turned by its hue and
 * washed toward it, so even a white rabbit or a grey mouse takes a colour.
 */
export function friendEnv(env: Env, friend: FriendAnimal): Env {
  const wash = fromHsl({ h: (friend.hue + 20) % 360, s: 0.55, l: 0.62 });
  return { ...env, figure: (color) => env.figure(mix(rotateHue(color, friend.hue), wash, 0.3)) };
}

/** Where each animal's head is (its middle and size) in its own drawing, facing right. */
const HEADS: Record<CreatureId, { x: number; y: number; r: number }> = {
  bear: { x: 8, y: -322, r: 78 },
  cat: { x: 25, y: -226, r: 66 },
  duck: { x: 66, y: -200, r: 52 },
  fawn: { x: 100, y: -334, r: 52 },
  fox: { x: 37, y: -232, r: 62 },
  frog: { x: 0, y: -176, r: 80 },
  mouse: { x: 50, y: -150, r: 52 },
  puppy: { x: 43, y: -244, r: 68 },
  rabbit: { x: 46, y: -218, r: 58 },
  robin: { x: 40, y: -180, r: 54 },
  squirrel: { x: 58, y: -202, r: 54 },
  turtle: { x: 170, y: -156, r: 44 },
  owl: { x: 0, y: -236, r: 88 },
  hedgehog: { x: 96, y: -92, r: 54 },
};

/** The accessory, drawn in the animal's own units: a scarf round the neck, a bow or a hat on the head. */
export function drawAccessory(friend: FriendAnimal, env: Env): string {
  const { x, y, r } = HEADS[friend.animal];
  const color = env.figure(friend.color);
  const dark = env.figure('#3a2a3a');
  switch (friend.accessory) {
    case 'scarf': {
      const ny = y + r * 0.95;
      return group(
        { id: 'friend-scarf' },
        path(
          `M${x - r * 0.9} ${ny - 14}Q${x} ${ny + 16} ${x + r * 0.9} ${ny - 14}L${x + r * 0.9} ${ny + 16}Q${x} ${ny + 46} ${x - r * 0.9} ${ny + 16}Z`,
          color,
          ink(color, 4),
        ),
        path(`M${x - r * 0.5} ${ny + 20}l-22 70l30 4l12 -66Z`, color, ink(color, 4)),
      );
    }
    case 'bow': {
      const [bx, by] = [x - r * 0.45, y - r * 0.85];
      return group(
        { id: 'friend-bow' },
        path(`M${bx} ${by}l-36 -24v48zM${bx} ${by}l36 -24v48z`, color, ink(color, 4)),
        circle(bx, by, 10, color, ink(color, 3)),
      );
    }
    case 'hat': {
      const [hx, hy] = [x - r * 0.1, y - r * 0.82];
      return group(
        { id: 'friend-hat' },
        ellipse(hx, hy, r * 0.85, r * 0.2, dark),
        path(
          `M${hx - r * 0.5} ${hy}L${hx - r * 0.42} ${hy - r * 0.7}L${hx + r * 0.42} ${hy - r * 0.7}L${hx + r * 0.5} ${hy}Z`,
          dark,
        ),
        path(
          `M${hx - r * 0.48} ${hy - r * 0.12}L${hx + r * 0.48} ${hy - r * 0.12}L${hx + r * 0.46} ${hy - r * 0.28}L${hx - r * 0.46} ${hy - r * 0.28}Z`,
          color,
        ),
      );
    }
  }
}
