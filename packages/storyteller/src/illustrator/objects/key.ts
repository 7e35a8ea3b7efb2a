import { ink } from '../art/ink.js';
import { circle, group, path, rect } from '../art/svg.js';
import { sparkle } from '../art/shapes.js';
import type { DrawObject } from './object-art.js';

/** A large old golden key with a ribbon, held up so it shines. */
export const drawKey: DrawObject = (env) => {
  const gold = env.figure('#f2b935');
  const ribbon = env.figure('#3fa7d6');
  return {
    width: 200,
    placement: 'hand',
    bottom: 110,
    svg: group(
      { transform: 'rotate(-35)' },
      circle(0, -40, 40, gold, ink(gold)),
      circle(0, -40, 18, env.figure('#fff3d0'), ink(gold, 5)),
      rect(-10, 0, 20, 140, gold, { rx: 8, ...ink(gold) }),
      rect(8, 100, 34, 16, gold, ink(gold, 4)),
      rect(8, 124, 26, 14, gold, ink(gold, 4)),
      path('M0 -80Q-30 -100 -40 -80Q-30 -70 0 -80Q30 -100 40 -80Q30 -70 0 -80Z', ribbon, ink(ribbon, 3)),
      sparkle(52, -60, 20, '#ffffff', 0.9),
    ),
  };
};
