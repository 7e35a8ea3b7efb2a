import { ink } from '../art/ink.js';
import { group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A round umbrella in warm segments, held up over the head by its hooked handle. */
export const drawUmbrella: DrawObject = (env) => {
  const colors = ['#f2b33d', '#e5534b', '#3fa7d6', '#7cc15a'].map(env.figure);
  const top = -250;
  const rx = 230;
  const panels = colors
    .map((color, i) => {
      const x1 = -rx + (i * 2 * rx) / colors.length;
      const x2 = x1 + (2 * rx) / colors.length;
      return path(
        `M0 ${top - 150}Q${(x1 + 0) / 2 - 20} ${top - 140} ${x1} ${top}Q${(x1 + x2) / 2} ${top - 30} ${x2} ${top}Q${(x2 + 0) / 2 + 20} ${top - 140} 0 ${top - 150}Z`,
        color,
        ink(color, 4),
      );
    })
    .join('');
  return {
    width: 460,
    placement: 'overhead',
    bottom: 70,
    svg: group(
      {},
      stroke(`M0 ${top - 150}V40Q0 70 -24 70Q-44 70 -44 50`, env.figure('#6b4a3a'), 10),
      panels,
      path(`M-6 ${top - 150}l6 -22l6 22z`, env.figure('#6b4a3a')),
    ),
  };
};
