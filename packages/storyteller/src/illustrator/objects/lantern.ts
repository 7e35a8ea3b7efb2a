import { ink } from '../art/ink.js';
import { ellipse, glow, group, path, rect, stroke } from '../art/svg.js';
import type { DrawObject } from './object-art.js';

/** A brass lantern hanging from the hand, its flame lighting the dark. */
export const drawLantern: DrawObject = (env, lit = true) => {
  const brass = env.figure('#c98f35');
  const dark = env.figure('#7a4f2a');
  return {
    width: 120,
    placement: 'hand',
    bottom: 156,
    svg: group(
      {},
      lit ? glow(env.id('lantern'), 0, 100, env.dusk ? 330 : 160, '#ffd36b', env.dusk ? 0.75 : 0.45) : '',
      stroke('M-26 30Q-26 -14 0 -14Q26 -14 26 30', dark, 8),
      path('M-40 40L40 40L30 24L-30 24Z', brass, ink(brass)),
      rect(-36, 40, 72, 96, lit ? '#ffe9a6' : env.figure('#5d6478'), { rx: 10, stroke: dark, 'stroke-width': 6 }),
      lit ? ellipse(0, 96, 16, 26, '#ffb43c') + ellipse(0, 104, 8, 14, '#fff3c8') : stroke('M0 100V120', '#2e2a33', 6),
      stroke('M-12 40V136M12 40V136', dark, 4, { opacity: 0.6 }),
      path('M-44 136L44 136L34 156L-34 156Z', brass, ink(brass)),
    ),
  };
};
