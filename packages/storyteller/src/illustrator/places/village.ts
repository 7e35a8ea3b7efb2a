import { GROUND, HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { bush, cottage, hills, roundTree } from '../art/shapes.js';
import { circle, ellipse, group, path, rect } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** A row of colourful cottages with smoking chimneys, a well and a cobbled lane. */
export function drawVillage(env: Env): PlaceArt {
  const cobbles = Array.from({ length: 40 }, (_, i) => {
    const x = ((i * 157) % 1560) + 20;
    const y = HORIZON + 300 + ((i * 71) % 280);
    return ellipse(x, y, 26, 11, env.cover('#c2b4a0'), { opacity: 0.8 });
  }).join('');
  return {
    back: group(
      {},
      hills(HORIZON - 60, [0, -50, -20, -60, 0], env.cover('#9cc98a')),
      roundTree(env, 80, HORIZON + 60, 150, '#6aad55'),
      cottage(env, 300, HORIZON + 200, 260, { wall: '#f6d7a7', roof: '#d9534f' }),
      cottage(env, 660, HORIZON + 180, 230, { wall: '#bfe0d8', roof: '#5b7fb8', door: '#6b4a3a' }),
      roundTree(env, 880, HORIZON + 170, 160, '#5ea052'),
      cottage(env, 1110, HORIZON + 200, 270, { wall: '#f4c7c0', roof: '#8a5a9a' }),
      cottage(env, 1470, HORIZON + 190, 220, { wall: '#fff1c9', roof: '#e08a3a' }),
      smoke(env, 336, HORIZON - 60),
      smoke(env, 1150, HORIZON - 70),
      rect(0, HORIZON + 200, 1600, 1200, env.cover('#d6c7ae')),
      cobbles,
      rect(0, HORIZON + 200, 1600, 24, env.cover('#8cc06a')),
      well(env, 1420, GROUND - 60),
      bush(env, 90, GROUND + 40, 120, '#5fa653', '#e0574f'),
    ),
  };
}

function smoke(env: Env, x: number, y: number): string {
  const puff = env.land('#f2f0f5');
  return group(
    { opacity: 0.7 },
    circle(x, y, 18, puff),
    circle(x + 18, y - 34, 24, puff),
    circle(x + 6, y - 74, 30, puff),
  );
}

function well(env: Env, x: number, y: number): string {
  const stone = env.land('#b8b0a8');
  const wood = env.land('#8a5a3b');
  return group(
    {},
    rect(x - 90, y - 80, 180, 110, stone, { rx: 14 }),
    path(
      `M${x - 90} ${y - 40}H${x + 90}M${x - 90} ${y}H${x + 90}M${x - 30} ${y - 80}V${y - 40}M${x + 30} ${y - 40}V${y}`,
      'none',
      { stroke: env.land('#978f88'), 'stroke-width': 5 },
    ),
    rect(x - 80, y - 230, 16, 150, wood),
    rect(x + 64, y - 230, 16, 150, wood),
    path(`M${x - 120} ${y - 210}L${x} ${y - 290}L${x + 120} ${y - 210}Z`, env.cover('#c0563f')),
    rect(x - 40, y - 150, 80, 10, wood),
    rect(x - 20, y - 150, 40, 44, env.land('#a0703f'), { rx: 6 }),
  );
}
