import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A big bright flower on a long stem, held up like a gift. */
export const drawFlower: DrawObject = (env) => {
  const petal = env.figure('#f478a8');
  const heart = env.figure('#ffcf3a');
  const stem = env.figure('#4f9a45');
  const petals = Array.from({ length: 8 }, (_, i) =>
    ellipse(0, -152, 20, 40, petal, { ...ink(petal, 4), transform: `rotate(${i * 45} 0 -110)` }),
  ).join('');
  return {
    width: 140,
    placement: 'hand',
    bottom: 30,
    svg: group(
      {},
      stroke('M0 30Q-6 -40 0 -100', stem, 10),
      path('M-2 -30Q-50 -50 -56 -20Q-30 -10 -2 -30Z', stem, ink(stem, 3)),
      petals,
      circle(0, -110, 30, heart, ink(heart, 4)),
    ),
  };
};
