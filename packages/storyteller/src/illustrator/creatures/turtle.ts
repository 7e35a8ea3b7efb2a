import { darken } from '../art/color.js';
import { ink } from '../art/ink.js';
import { circle, ellipse, group, path } from '../art/svg.js';
import { blush, creatureEye, creatureMouth, creatureShadow, type DrawCreature } from './creature-art.js';

/** A turtle with a high patterned shell, peeking out to the right. */
export const drawTurtle: DrawCreature = (env, mood) => {
  const skin = env.figure('#9ccf6a');
  const shell = env.figure('#5f9a4a');
  const plate = env.figure('#86bd5c');
  const line = darken(shell, 0.3);
  const plates = [
    [-60, -100],
    [0, -130],
    [60, -100],
    [-30, -60],
    [30, -60],
  ]
    .map(([x, y]) =>
      path(
        `M${x! - 24} ${y}L${x! - 12} ${y! - 22}L${x! + 12} ${y! - 22}L${x! + 24} ${y}L${x! + 12} ${y! + 22}L${x! - 12} ${y! + 22}Z`,
        plate,
        { stroke: line, 'stroke-width': 4 },
      ),
    )
    .join('');
  return {
    width: 320,
    height: 230,
    svg: group(
      {},
      creatureShadow(300),
      ellipse(-80, -14, 30, 20, skin, ink(skin)),
      ellipse(70, -14, 30, 20, skin, ink(skin)),
      path('M-150 -30L-180 -40L-150 -54Z', skin, ink(skin)),
      path('M100 -60Q140 -90 150 -130', 'none', { stroke: skin, 'stroke-width': 52, 'stroke-linecap': 'round' }),
      circle(160, -150, 50, skin, ink(skin)),
      path('M-150 -30C-150 -210 150 -210 150 -30Z', shell, ink(shell)),
      plates,
      path('M-160 -30L160 -30', 'none', {
        stroke: env.figure('#e8d58a'),
        'stroke-width': 16,
        'stroke-linecap': 'round',
      }),
      creatureEye(176, -164, 10, mood, '#2b1f2a', 1),
      blush(170, -132, 10),
      creatureMouth(188, -134, 9, mood),
    ),
  };
};
