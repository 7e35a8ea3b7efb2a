import { ink } from '../art/ink.js';
import { ellipse, group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A big shiny red apple with a leaf, held up to show. */
export const drawApple: DrawObject = (env) => {
  const red = env.figure('#e0443e');
  const leaf = env.figure('#6cbf4a');
  return {
    width: 130,
    placement: 'hand',
    bottom: 20,
    svg: group(
      {},
      path('M0 -80C-40 -110 -80 -80 -74 -40C-70 0 -36 20 0 8C36 20 70 0 74 -40C80 -80 40 -110 0 -80Z', red, ink(red)),
      stroke('M0 -80Q4 -100 12 -112', env.figure('#6b4a3a'), 8),
      path('M10 -104Q40 -130 60 -106Q36 -90 10 -104Z', leaf, ink(leaf, 3)),
      ellipse(-40, -56, 12, 20, '#ffffff', { opacity: 0.55, transform: 'rotate(20 -40 -56)' }),
    ),
  };
};
