import { GROUND, HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { hills, pineTree } from '../art/shapes.js';
import { circle, ellipse, group, path, stroke } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** Soft white drifts with blue shadows, snowy firs and a snowman in a scarf. */
export function drawSnowfield(env: Env): PlaceArt {
  const snow = env.land('#f6f9fd');
  const shadow = env.land('#cddbee');
  return {
    back: group(
      {},
      hills(HORIZON - 20, [0, -50, -20, -70, -10], env.land('#e3ebf6')),
      [90, 260, 420, 1180, 1330, 1500]
        .map((x, i) => pineTree(env, x, HORIZON + 40, 200 + (i % 3) * 50, '#3f7f6a'))
        .join(''),
      hills(HORIZON + 80, [0, -30, 10, -20, 0], shadow),
      hills(HORIZON + 110, [20, -10, 30, 0, 20], snow),
      pineTree(env, 1530, GROUND + 40, 560, '#2f6e58'),
      snowman(env, 230, GROUND - 40),
      ellipse(800, GROUND + 70, 300, 20, shadow, { opacity: 0.6 }),
      ellipse(1250, HORIZON + 260, 160, 14, shadow, { opacity: 0.6 }),
    ),
  };
}

function snowman(env: Env, x: number, y: number): string {
  const snow = env.land('#ffffff');
  const edge = { stroke: env.land('#c5d3e6'), 'stroke-width': 5 };
  return group(
    {},
    ellipse(x, y + 10, 110, 18, env.land('#cddbee')),
    circle(x, y - 60, 90, snow, edge),
    circle(x, y - 200, 66, snow, edge),
    circle(x, y - 310, 50, snow, edge),
    circle(x - 18, y - 320, 7, '#2b1f2a'),
    circle(x + 18, y - 320, 7, '#2b1f2a'),
    path(`M${x} ${y - 306}L${x + 48} ${y - 298}L${x} ${y - 292}Z`, env.land('#f08a2c')),
    stroke(`M${x - 20} ${y - 284}q20 12 40 0`, '#2b1f2a', 5),
    path(
      `M${x - 56} ${y - 268}Q${x} ${y - 246} ${x + 56} ${y - 268}L${x + 58} ${y - 246}Q${x} ${y - 224} ${x - 58} ${y - 246}Z`,
      env.land('#3fa7d6'),
    ),
    circle(x, y - 210, 8, '#2b1f2a'),
    circle(x, y - 180, 8, '#2b1f2a'),
    stroke(
      `M${x - 64} ${y - 210}L${x - 140} ${y - 260}M${x + 64} ${y - 210}L${x + 140} ${y - 250}`,
      env.land('#8a5a3b'),
      8,
    ),
  );
}
