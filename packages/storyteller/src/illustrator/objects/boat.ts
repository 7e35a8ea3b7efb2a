import { ink } from '../art/ink.js';
import { group, path, rect, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A little sailboat with a white sail and a red flag, pulled up beside the cast. */
export const drawBoat: DrawObject = (env) => {
  const hull = env.figure('#3f7fc1');
  const trim = env.figure('#f3c24a');
  const sail = env.figure('#fffaf0');
  const flag = env.figure('#e5534b');
  return {
    width: 280,
    placement: 'ground',
    bottom: 0,
    svg: group(
      {},
      path('M-140 -80L140 -80L100 0L-100 0Z', hull, ink(hull)),
      rect(-134, -92, 268, 18, trim, { rx: 8, ...ink(trim, 4) }),
      stroke('M-110 -40H110', env.figure('#2f5f91'), 6),
      rect(-6, -330, 12, 250, env.figure('#8a5a3b'), { rx: 5 }),
      path('M14 -320Q120 -200 110 -100L14 -100Z', sail, ink(sail)),
      path('M-10 -300Q-90 -200 -90 -110L-10 -110Z', sail, ink(sail)),
      path('M6 -330L60 -316L6 -300Z', flag, ink(flag, 3)),
    ),
  };
};
