import { ink } from '../art/ink.js';
import { circle, glow, group, path, starPath } from '../art/svg.js';
import { sparkle } from '../art/shapes.js';
import type { DrawObject } from './object-art.js';

/** A fallen star, warm and glowing, held carefully in the hand. */
export const drawStar: DrawObject = (env, lit = true) => {
  const gold = lit ? '#ffd84a' : env.figure('#a8a48e');
  return {
    width: 170,
    placement: 'hand',
    bottom: 0,
    svg: group(
      {},
      lit ? glow(env.id('star'), 0, -70, 220, '#fff1a8', env.dusk ? 0.8 : 0.55) : '',
      path(starPath(0, -70, 82, 40), gold, { ...ink(gold), 'stroke-linejoin': 'round' }),
      circle(-16, -76, 6, '#5a3a2a'),
      circle(16, -76, 6, '#5a3a2a'),
      path('M-12 -58Q0 -46 12 -58', 'none', { stroke: '#5a3a2a', 'stroke-width': 4, 'stroke-linecap': 'round' }),
      lit ? sparkle(-90, -150, 18, '#fff8d0') + sparkle(96, -120, 14, '#fff8d0') + sparkle(80, 0, 12, '#fff8d0') : '',
    ),
  };
};
