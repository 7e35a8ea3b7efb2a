import { ink } from '../art/ink.js';
import { group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A big pink scallop shell with fanned ribs. */
export const drawShell: DrawObject = (env) => {
  const shell = env.figure('#f7b9a6');
  const rib = env.figure('#e08a7a');
  const ribs = [-60, -36, -12, 12, 36, 60].map((a) => {
    const r = (a * Math.PI) / 180;
    return `M0 0L${Math.sin(r) * 84} ${-Math.cos(r) * 84 - 10}`;
  });
  return {
    width: 170,
    placement: 'hand',
    bottom: 14,
    svg: group(
      {},
      path('M-22 0L-40 14L40 14L22 0Z', shell, ink(shell, 4)),
      path('M0 0L-80 -50Q-60 -120 0 -126Q60 -120 80 -50Z', shell, ink(shell)),
      stroke(ribs.join(''), rib, 5),
      path('M-60 -100Q0 -140 60 -100', 'none', {
        stroke: '#ffffff',
        'stroke-width': 6,
        opacity: 0.5,
        'stroke-linecap': 'round',
      }),
    ),
  };
};
