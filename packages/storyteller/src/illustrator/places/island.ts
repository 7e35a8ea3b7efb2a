import { HORIZON } from '../art/canvas.js';
import { lighten } from '../art/color.js';
import type { Env } from '../art/env.js';
import { skyColor } from '../art/sky.js';
import { ellipse, group, path, rect, stroke } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** A small sandy island ringed by sea, with palm trees and a far-off islet. */
export function drawIsland(env: Env): PlaceArt {
  const sea = env.land('#3fb0c9');
  const shallow = env.land('#7fd6d8');
  const shine = lighten(skyColor(env, 0.9), 0.3);
  const sparkles = Array.from({ length: 14 }, (_, i) =>
    stroke(`M${40 + ((i * 211) % 1520)} ${HORIZON + 20 + ((i * 47) % 260)}q16 -8 32 0`, shine, 5, { opacity: 0.7 }),
  ).join('');
  return {
    back: group(
      {},
      rect(0, HORIZON - 40, 1600, 1240 - HORIZON, sea),
      path(`M1050 ${HORIZON - 38}Q1150 ${HORIZON - 110} 1250 ${HORIZON - 38}Z`, env.cover('#7fb86a')),
      palm(env, 1150, HORIZON - 70, 0.45),
      sparkles,
      ellipse(800, 1180, 1000, 360, shallow),
      ellipse(800, 1200, 900, 320, env.cover('#f3dca6')),
      palm(env, 150, 1040, 1.35),
      palm(env, 1470, 1000, 1.15),
      ellipse(1300, 1100, 40, 22, env.land('#a9a3a8')),
      ellipse(380, 1150, 22, 14, env.land('#f7c6b6')),
    ),
  };
}

function palm(env: Env, x: number, y: number, s: number): string {
  const trunk = env.land('#b88452');
  const leaf = env.cover('#4fae5a');
  const frond = (angle: number) =>
    group(
      { transform: `translate(${x + 40 * s} ${y - 430 * s}) rotate(${angle}) scale(${s})` },
      path('M0 0Q90 -50 190 20Q100 -10 0 14Z', leaf),
    );
  return group(
    {},
    path(
      `M${x - 18 * s} ${y}Q${x - 10 * s} ${y - 250 * s} ${x + 40 * s} ${y - 430 * s}L${x + 60 * s} ${y - 420 * s}Q${x + 20 * s} ${y - 250 * s} ${x + 18 * s} ${y}Z`,
      trunk,
    ),
    [-20, 20, 60, 130, 170, 210].map(frond).join(''),
    ellipse(x + 40 * s, y - 420 * s, 16 * s, 14 * s, env.land('#7a4f2a')),
    ellipse(x + 58 * s, y - 414 * s, 14 * s, 12 * s, env.land('#7a4f2a')),
  );
}
