import { ink } from '../art/ink.js';
import { circle, group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A wicker basket on the arm, a checked cloth and berries peeping out. */
export const drawBasket: DrawObject = (env) => {
  const wicker = env.figure('#d49a55');
  const weave = env.figure('#a86f34');
  const cloth = env.figure('#e5534b');
  return {
    width: 190,
    placement: 'hand',
    bottom: 170,
    svg: group(
      {},
      stroke('M-70 60Q-70 -10 0 -10Q70 -10 70 60', weave, 12),
      circle(-30, 56, 22, env.figure('#d9434f'), ink(env.figure('#d9434f'), 3)),
      circle(10, 50, 22, env.figure('#7b4fb0'), ink(env.figure('#7b4fb0'), 3)),
      path('M20 64Q40 30 70 52L60 70Z', cloth, ink(cloth, 3)),
      path('M-92 60L92 60L74 160Q0 176 -74 160Z', wicker, ink(wicker)),
      stroke('M-86 90H86M-80 120H80M-40 60L-34 166M0 60V170M40 60L34 166', weave, 5),
    ),
  };
};
