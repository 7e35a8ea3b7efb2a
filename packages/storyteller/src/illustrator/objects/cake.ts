import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, rect } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A round cake with pink icing, a cherry and a lit candle, carried on a plate. */
export const drawCake: DrawObject = (env) => {
  const sponge = env.figure('#f3cf8e');
  const icing = env.figure('#f7a1c0');
  const plate = env.figure('#f4f1ea');
  return {
    width: 190,
    placement: 'hand',
    bottom: 18,
    svg: group(
      {},
      ellipse(0, 0, 104, 18, plate, ink(plate, 4)),
      rect(-80, -90, 160, 86, sponge, { rx: 14, ...ink(sponge) }),
      path(
        'M-84 -92Q-84 -116 0 -116Q84 -116 84 -92L84 -70Q70 -50 60 -70Q48 -48 34 -70Q20 -50 6 -70Q-8 -48 -22 -70Q-36 -50 -50 -70Q-64 -48 -84 -70Z',
        icing,
        ink(icing),
      ),
      rect(-56, -48, 112, 10, env.figure('#e5534b'), { rx: 5, opacity: 0.7 }),
      rect(-7, -168, 14, 56, env.figure('#7fb8e8'), { rx: 4 }),
      ellipse(0, -184, 10, 16, '#ffb43c'),
      ellipse(0, -180, 5, 8, '#fff3c8'),
      circle(34, -122, 14, env.figure('#d9303a'), ink(env.figure('#d9303a'), 3)),
    ),
  };
};
