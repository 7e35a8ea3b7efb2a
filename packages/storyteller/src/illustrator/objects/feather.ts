import { ink } from '../art/ink.js';
import { group, path, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A long curving feather in teal and blue with a golden eye. */
export const drawFeather: DrawObject = (env) => {
  const vane = env.figure('#3fb3a8');
  const tip = env.figure('#4b6fa8');
  return {
    width: 160,
    placement: 'hand',
    bottom: 40,
    svg: group(
      { transform: 'rotate(28)' },
      path('M0 20C-60 -40 -60 -150 0 -230C60 -150 60 -40 0 20Z', vane, ink(vane)),
      path('M0 -120C-36 -150 -34 -200 0 -230C34 -200 36 -150 0 -120Z', tip),
      path('M0 -150C-14 -160 -14 -186 0 -196C14 -186 14 -160 0 -150Z', env.figure('#ffd04d')),
      stroke('M0 40Q4 -100 0 -226', env.figure('#f4f1ea'), 6),
      stroke('M-40 -60L-4 -40M40 -60L4 -40M-44 -100L-4 -80M44 -100L4 -80', env.figure('#2f8f86'), 4),
    ),
  };
};
