import { ink } from '../art/ink.js';
import { ellipse, group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A twiggy bird's nest with three pale blue eggs, held gently. */
export const drawNest: DrawObject = (env) => {
  const twig = env.figure('#a0703f');
  const dark = env.figure('#7a4f2a');
  const egg = env.figure('#a9dcf0');
  return {
    width: 200,
    placement: 'hand',
    bottom: 34,
    svg: group(
      {},
      ellipse(-36, -44, 24, 30, egg, ink(egg, 4)),
      ellipse(0, -52, 24, 30, env.figure('#c4e8f5'), ink(egg, 4)),
      ellipse(36, -44, 24, 30, egg, ink(egg, 4)),
      path('M-100 -40Q-96 30 0 34Q96 30 100 -40Q50 -20 0 -22Q-50 -20 -100 -40Z', twig, ink(twig)),
      stroke('M-90 -26Q-40 -4 10 -10M-70 4Q0 20 70 -6M-20 -16Q40 0 90 -30M-80 -40L-60 -8M60 -30L80 0', dark, 5),
    ),
  };
};
