import { GROUND, HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { cottage, flower, hills, roundTree } from '../art/shapes.js';
import { circle, ellipse, group, path, rect, stroke } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** A cottage garden: picket fence, an apple tree, flower beds and rows of cabbages. */
export function drawGarden(env: Env): PlaceArt {
  const beds = [HORIZON + 250, HORIZON + 330]
    .map((y, row) => {
      const plants = Array.from({ length: 7 }, (_, i) => cabbage(env, 560 + i * 120 + row * 40, y)).join('');
      return path(`M480 ${y + 20}L1480 ${y + 20}L1460 ${y - 30}L500 ${y - 30}Z`, env.cover('#9a6a48')) + plants;
    })
    .join('');
  const blooms = Array.from({ length: 12 }, (_, i) =>
    flower(60 + i * 36, GROUND - 60 - (i % 3) * 30, 26, env.land(['#f478a8', '#ffd34d', '#ff8a6b', '#b79ef2'][i % 4]!)),
  ).join('');
  return {
    back: group(
      {},
      hills(HORIZON - 30, [0, -30, -10, -40, 0], env.cover('#a8d08a')),
      cottage(env, 1380, HORIZON + 110, 260, { wall: '#fff1c9', roof: '#d9534f' }),
      rect(0, HORIZON + 100, 1600, 1200, env.cover('#8fcb6c')),
      picketFence(env, HORIZON + 120),
      appleTree(env, 250, HORIZON + 330),
      beds,
      env.snowy ? '' : blooms,
      wateringCan(env, 1480, GROUND + 30),
    ),
  };
}

function picketFence(env: Env, y: number): string {
  const paint = env.land('#fbf6ec');
  const pickets = Array.from({ length: 24 }, (_, i) =>
    path(
      `M${i * 68 + 6} ${y}L${i * 68 + 6} ${y - 90}L${i * 68 + 24} ${y - 110}L${i * 68 + 42} ${y - 90}L${i * 68 + 42} ${y}Z`,
      paint,
    ),
  ).join('');
  return group({}, rect(0, y - 76, 1600, 14, paint), rect(0, y - 36, 1600, 14, paint), pickets);
}

function appleTree(env: Env, x: number, y: number): string {
  const apples = env.snowy
    ? ''
    : [
        [-70, -330],
        [40, -380],
        [80, -290],
        [-20, -260],
        [-110, -250],
      ]
        .map(([dx, dy]) => circle(x + dx!, y + dy!, 16, env.land('#e0443e')))
        .join('');
  return roundTree(env, x, y, 280, '#5fa653') + apples;
}

function cabbage(env: Env, x: number, y: number): string {
  const leaf = env.cover('#8fd07a');
  return group(
    {},
    circle(x - 18, y - 16, 22, leaf),
    circle(x + 18, y - 16, 22, leaf),
    circle(x, y - 30, 24, env.cover('#b5e29a')),
  );
}

function wateringCan(env: Env, x: number, y: number): string {
  const tin = env.land('#5ba8c9');
  return group(
    {},
    ellipse(x, y, 70, 10, env.land('#2a1a3a'), { opacity: 0.12 }),
    rect(x - 50, y - 90, 100, 90, tin, { rx: 14 }),
    stroke(`M${x + 46} ${y - 40}L${x + 110} ${y - 110}`, tin, 16),
    stroke(`M${x - 30} ${y - 90}Q${x} ${y - 140} ${x + 30} ${y - 90}`, tin, 10),
  );
}
