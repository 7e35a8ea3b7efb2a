import { ink } from '../art/ink.js';
import { circle, group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A shiny golden bell on a red bow, ringing. */
export const drawBell: DrawObject = (env) => {
  const gold = env.figure('#f2b935');
  const bow = env.figure('#e5534b');
  return {
    width: 120,
    placement: 'hand',
    bottom: 146,
    svg: group(
      {},
      path('M0 -10Q-40 -36 -46 -10Q-40 10 0 -10Q40 -36 46 -10Q40 10 0 -10Z', bow, ink(bow, 3)),
      path('M0 0C-44 0 -54 50 -58 90Q-72 104 -78 118L78 118Q72 104 58 90C54 50 44 0 0 0Z', gold, ink(gold)),
      circle(0, 130, 16, gold, ink(gold, 4)),
      path('M-30 30Q-40 60 -42 90', 'none', {
        stroke: '#fff3c8',
        'stroke-width': 8,
        opacity: 0.7,
        'stroke-linecap': 'round',
      }),
      stroke('M96 40Q110 70 96 100M120 30Q140 70 120 110M-96 40Q-110 70 -96 100', env.figure('#f2b935'), 6),
    ),
  };
};
