import { ink } from '../art/ink.js';
import { ellipse, group, path, rect, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A toy drum with zig-zag cords and two drumsticks on its top. */
export const drawDrum: DrawObject = (env) => {
  const body = env.figure('#d9433f');
  const rim = env.figure('#f3c24a');
  const skin = env.figure('#fbf3e0');
  const cord = env.figure('#ffffff');
  return {
    width: 210,
    placement: 'ground',
    bottom: 0,
    svg: group(
      {},
      ellipse(0, 0, 104, 16, '#2a1a3a', { opacity: 0.16 }),
      path('M-96 -150L-96 -20Q0 10 96 -20L96 -150Z', body, ink(body)),
      stroke('M-90 -136L-60 -30L-30 -136L0 -26L30 -136L60 -30L90 -136', cord, 5),
      rect(-100, -36, 200, 18, rim, { rx: 9, ...ink(rim, 4) }),
      ellipse(0, -150, 98, 26, skin, ink(rim, 10)),
      stroke('M-60 -170L30 -240M60 -166L-10 -250', env.figure('#8a5a3b'), 9),
      ellipse(36, -244, 14, 12, rim),
      ellipse(-16, -254, 14, 12, rim),
    ),
  };
};
