import { GROUND, HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { bush, hills, pineTree, roundTree } from '../art/shapes.js';
import { circle, ellipse, group, path } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** Layers of firs and round trees, a winding path, red toadstools. */
export function drawForest(env: Env): PlaceArt {
  const far = [80, 230, 380, 520, 1080, 1230, 1380, 1530]
    .map((x, i) => pineTree(env, x, HORIZON + 40, 260 + (i % 3) * 40, '#4f8f6a'))
    .join('');
  const mid = [
    roundTree(env, 200, HORIZON + 150, 190, '#5ea052'),
    pineTree(env, 420, HORIZON + 170, 360, '#3b7f52'),
    roundTree(env, 1180, HORIZON + 160, 200, '#6aad55'),
    pineTree(env, 1400, HORIZON + 180, 380, '#3b7f52'),
  ].join('');
  const edges = [pineTree(env, 40, GROUND + 40, 720, '#2f6e48'), pineTree(env, 1580, GROUND + 60, 760, '#2f6e48')].join(
    '',
  );
  const pathway = path(
    `M700 ${HORIZON + 40}Q640 ${HORIZON + 200} 760 ${HORIZON + 300}Q900 ${HORIZON + 420} 620 1200L1080 1200Q1120 ${HORIZON + 400} 900 ${HORIZON + 290}Q800 ${HORIZON + 190} 760 ${HORIZON + 40}Z`,
    env.cover('#d9b98a'),
  );
  return {
    back: group(
      {},
      hills(HORIZON - 40, [20, -30, 10, -50, 0, -20, 30], env.cover('#7fb07a')),
      far,
      hills(HORIZON + 60, [0, 30, -10, 20, 0], env.cover('#7dbd62')),
      pathway,
      mid,
      bush(env, 560, HORIZON + 240, 120, '#4f9a4a', '#e0574f'),
      bush(env, 1020, HORIZON + 250, 110, '#4f9a4a'),
      toadstool(env, 300, GROUND + 40, 1.3),
      toadstool(env, 1330, GROUND + 20, 1.0),
      toadstool(env, 1270, GROUND + 70, 0.8),
      edges,
    ),
  };
}

function toadstool(env: Env, x: number, y: number, s: number): string {
  return group(
    {},
    path(
      `M${x - 12 * s} ${y}Q${x - 14 * s} ${y - 40 * s} ${x - 8 * s} ${y - 50 * s}L${x + 8 * s} ${y - 50 * s}Q${x + 14 * s} ${y - 40 * s} ${x + 12 * s} ${y}Z`,
      env.land('#fbf1dc'),
    ),
    path(`M${x - 48 * s} ${y - 44 * s}Q${x} ${y - 110 * s} ${x + 48 * s} ${y - 44 * s}Z`, env.land('#e2504a')),
    circle(x - 18 * s, y - 62 * s, 7 * s, env.land('#ffffff')),
    circle(x + 14 * s, y - 70 * s, 6 * s, env.land('#ffffff')),
    ellipse(x + 30 * s, y - 52 * s, 5 * s, 4 * s, env.land('#ffffff')),
  );
}
