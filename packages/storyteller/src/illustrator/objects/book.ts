import { ink } from '../art/ink.js';
import { group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** An open picture book with a red cover, pages lined but wordless. */
export const drawBook: DrawObject = (env) => {
  const cover = env.figure('#d2463f');
  const page = env.figure('#fffaf0');
  const lines = env.figure('#c9c0b0');
  return {
    width: 200,
    placement: 'hand',
    bottom: 44,
    svg: group(
      {},
      path('M-104 -70L0 -56L104 -70L104 30L0 44L-104 30Z', cover, ink(cover)),
      path('M-94 -76Q-40 -90 0 -64L0 34Q-40 12 -94 24Z', page, ink(page, 3)),
      path('M94 -76Q40 -90 0 -64L0 34Q40 12 94 24Z', page, ink(page, 3)),
      stroke(
        'M-80 -54Q-44 -62 -14 -46M-80 -30Q-44 -38 -14 -22M-80 -6Q-44 -14 -14 2M14 -46Q44 -62 80 -54M14 -22Q44 -38 80 -30',
        lines,
        5,
      ),
      path('M24 -6L44 -26L60 -10L76 -22L80 10L22 14Z', env.figure('#7cc15a')),
    ),
  };
};
