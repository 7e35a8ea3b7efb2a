import { GROUND, HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { bush, hills, meadowDetails, roundTree } from '../art/shapes.js';
import { circle, ellipse, glow, group, path, rect, stroke } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** A town park: lawns, clipped hedges, a paved path, a bench, a street lamp and a pond. */
export function drawPark(env: Env): PlaceArt {
  return {
    back: group(
      {},
      hills(HORIZON - 10, [0, -20, -10, -30, 0], env.cover('#9ccc86')),
      roundTree(env, 150, HORIZON + 90, 190, '#5ea052'),
      roundTree(env, 520, HORIZON + 60, 150, '#6fb35a'),
      roundTree(env, 1100, HORIZON + 70, 170, '#5ea052'),
      roundTree(env, 1420, HORIZON + 100, 200, '#6aad55'),
      rect(0, HORIZON + 100, 1600, 1200, env.cover('#8fcb6c')),
      ellipse(1200, HORIZON + 170, 200, 40, env.land(env.snowy ? '#cfe3f0' : '#6fb6e0')),
      path(
        `M700 ${HORIZON + 100}L900 ${HORIZON + 100}Q1000 ${HORIZON + 300} 1220 1200L420 1200Q600 ${HORIZON + 300} 700 ${HORIZON + 100}Z`,
        env.cover('#e3d2b4'),
      ),
      [360, 980].map((x) => bush(env, x, HORIZON + 160, 100, '#4f9a4a')).join(''),
      bench(env, 250, HORIZON + 250),
      lamp(env, 1350, GROUND - 20),
      meadowDetails(env, HORIZON + 300, 1190, 30, ['#ff8a6b', '#ffd34d', '#ffffff']),
    ),
  };
}

function bench(env: Env, x: number, y: number): string {
  const wood = env.land('#b8743f');
  const iron = env.land('#4a4a5a');
  return group(
    {},
    stroke(`M${x - 110} ${y}V${y - 50}M${x + 110} ${y}V${y - 50}`, iron, 10),
    rect(x - 130, y - 60, 260, 16, wood, { rx: 6 }),
    rect(x - 130, y - 110, 260, 14, wood, { rx: 6 }),
    rect(x - 130, y - 86, 260, 14, wood, { rx: 6 }),
  );
}

function lamp(env: Env, x: number, y: number): string {
  const iron = env.land('#3d4252');
  const light = env.dusk ? '#ffe08a' : env.land('#f4f1e4');
  return group(
    {},
    env.dusk ? glow(env.id('lamp'), x, y - 470, 200, '#ffd77a', 0.55) : '',
    rect(x - 9, y - 440, 18, 440, iron, { rx: 6 }),
    rect(x - 30, y - 12, 60, 16, iron, { rx: 6 }),
    path(`M${x - 40} ${y - 440}L${x + 40} ${y - 440}L${x + 30} ${y - 500}L${x - 30} ${y - 500}Z`, light, {
      stroke: iron,
      'stroke-width': 8,
    }),
    path(`M${x - 46} ${y - 500}L${x} ${y - 530}L${x + 46} ${y - 500}Z`, iron),
    circle(x, y - 536, 8, iron),
  );
}
