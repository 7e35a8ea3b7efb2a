import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import type { Env } from '../art/env.js';
import type { ObjectContents } from '../../scene/vocabulary.js';
import type { DrawObject, ObjectArt } from './object-art.js';

/** A wicker basket on the arm, a checked cloth and berries peeping out. */
export const drawBasket: DrawObject = (env) => basketHolding(env, 'fruit');

/** The basket with what the page says it holds: fruit, speckled eggs, pebbles, or nothing. */
export function basketHolding(env: Env, holds: ObjectContents): ObjectArt {
  const wicker = env.figure('#d49a55');
  const weave = env.figure('#a86f34');
  const cloth = env.figure('#e5534b');
  const inside =
    holds === 'fruit'
      ? circle(-30, 56, 22, env.figure('#d9434f'), ink(env.figure('#d9434f'), 3)) +
        circle(10, 50, 22, env.figure('#7b4fb0'), ink(env.figure('#7b4fb0'), 3)) +
        path('M20 64Q40 30 70 52L60 70Z', cloth, ink(cloth, 3))
      : heldIn(env, holds, 60);
  return {
    width: 190,
    placement: 'hand',
    bottom: 170,
    svg: group(
      { id: `holds-${holds}` },
      stroke('M-70 60Q-70 -10 0 -10Q70 -10 70 60', weave, 12),
      inside,
      path('M-92 60L92 60L74 160Q0 176 -74 160Z', wicker, ink(wicker)),
      stroke('M-86 90H86M-80 120H80M-40 60L-34 166M0 60V170M40 60L34 166', weave, 5),
    ),
  };
}

/** Eggs or pebbles heaped above a rim at `rim` (drawn behind the container's front). */
export function heldIn(env: Env, holds: ObjectContents, rim: number): string {
  switch (holds) {
    case 'eggs': {
      const shell = env.figure('#f4e8cf');
      const speck = env.figure('#9a6b45');
      const egg = (x: number, y: number, tilt: number) =>
        group(
          { transform: `translate(${x} ${y}) rotate(${tilt})` },
          ellipse(0, 0, 20, 27, shell, ink(shell, 4)),
          circle(-6, -10, 3, speck),
          circle(7, -2, 2.5, speck),
          circle(-3, 9, 2.5, speck),
          circle(8, 12, 2, speck),
        );
      return egg(-40, rim - 12, -12) + egg(40, rim - 12, 12) + egg(0, rim - 22, 0);
    }
    case 'stones': {
      const stone = (x: number, y: number, rx: number, ry: number, color: string) =>
        ellipse(x, y, rx, ry, env.figure(color), ink(env.figure(color), 4));
      return (
        stone(-46, rim - 6, 28, 18, '#9aa3ad') +
        stone(44, rim - 6, 26, 17, '#b8ada0') +
        stone(-6, rim - 18, 30, 19, '#7f8a96') +
        stone(22, rim - 30, 20, 13, '#c9c4bb')
      );
    }
    default:
      return '';
  }
}
