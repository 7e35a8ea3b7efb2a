import { ink } from '../art/ink.js';
import { circle, group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A treasure map opened wide: hills, a tree, a dotted path to a red cross. */
export const drawMap: DrawObject = (env) => {
  const paper = env.figure('#f6e3b4');
  const roll = env.figure('#e2c98d');
  return {
    width: 220,
    placement: 'hand',
    bottom: 50,
    svg: group(
      {},
      path('M-110 -120L110 -120L110 40L-110 40Z', paper, ink(paper)),
      path('M-118 -130h20v180h-20z', roll, { rx: 8, ...ink(roll) }),
      path('M98 -130h20v180h-20z', roll, ink(roll)),
      path('M-90 -10Q-70 -60 -50 -10Z', env.figure('#8bc06a')),
      path('M-60 -10Q-40 -70 -20 -10Z', env.figure('#7cb05a')),
      circle(50, -90, 14, env.figure('#5fa653')),
      path('M40 -20Q60 -40 90 -24Q70 0 40 -20Z', env.figure('#7fc3e8')),
      stroke('M-80 20Q-20 0 0 -40T60 -80', env.figure('#8a5a3b'), 5, { 'stroke-dasharray': '10 12' }),
      stroke('M62 -104l22 22M84 -104l-22 22', env.figure('#d9303a'), 8),
    ),
  };
};
