import { ink } from '../art/ink.js';
import { glow, group, path, stroke } from '../art/svg.js';
import { sparkle } from '../art/shapes.js';
import type { DrawObject } from './object-art.js';

/** A magic seed, big as a plum, with a tiny green sprout and a soft shine. */
export const drawSeed: DrawObject = (env, lit = true) => {
  const husk = env.figure('#b27840');
  const sprout = env.figure('#72c14f');
  return {
    width: 150,
    placement: 'hand',
    bottom: 14,
    svg: group(
      {},
      lit ? glow(env.id('seed'), 0, -50, 140, '#fff3b0', 0.55) : '',
      path('M0 -100C40 -80 52 -30 36 -6C20 14 -20 14 -36 -6C-52 -30 -40 -80 0 -100Z', husk, ink(husk)),
      stroke('M-14 -74Q-30 -40 -18 -10', env.figure('#d9a066'), 6),
      stroke('M0 -100Q4 -130 -6 -150', sprout, 8),
      path('M-6 -140Q-50 -170 -50 -130Q-26 -120 -6 -140Z', sprout, ink(sprout, 3)),
      path('M-2 -148Q30 -190 50 -154Q30 -134 -2 -148Z', sprout, ink(sprout, 3)),
      lit ? sparkle(56, -70, 16, '#fff8d0') + sparkle(-60, -30, 12, '#fff8d0') : '',
    ),
  };
};
