import { HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { hills, meadowDetails, roundTree } from '../art/shapes.js';
import { ellipse, glow, group, path, rect, stroke } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** A red barn with white trim, a silo, striped fields, haystacks and a wooden fence. */
export function drawFarm(env: Env): PlaceArt {
  const fieldRows = Array.from({ length: 8 }, (_, i) =>
    stroke(`M${900 + i * 90} ${HORIZON - 10}L${700 + i * 130} ${HORIZON + 90}`, env.cover('#c9a45a'), 14, {
      opacity: 0.5,
    }),
  ).join('');
  return {
    back: group(
      {},
      hills(HORIZON - 40, [0, -40, -20, -50, -10], env.cover('#a8d08a')),
      path(
        `M800 ${HORIZON - 20}L1600 ${HORIZON - 30}L1600 ${HORIZON + 100}L600 ${HORIZON + 100}Z`,
        env.cover('#e8cf86'),
      ),
      fieldRows,
      roundTree(env, 1500, HORIZON + 20, 140, '#6aad55'),
      silo(env, 140, HORIZON + 160),
      barn(env, 420, HORIZON + 170),
      rect(0, HORIZON + 100, 1600, 1200, env.cover('#9bd070')),
      haystack(env, 1000, HORIZON + 200, 1),
      haystack(env, 1230, HORIZON + 230, 1.3),
      fence(env, HORIZON + 300),
      meadowDetails(env, HORIZON + 360, 1190, 40, ['#ffffff', '#ffd34d']),
    ),
  };
}

function barn(env: Env, x: number, y: number): string {
  const red = env.land('#c8483f');
  const trim = env.land('#fbf3e6');
  const door = env.dusk
    ? glow(env.id('barn'), x, y - 230, 120, '#ffd77a', 0.5) + rect(x - 30, y - 262, 60, 50, '#ffe08a', { rx: 6 })
    : rect(x - 30, y - 262, 60, 50, trim, { rx: 6 });
  return group(
    {},
    path(
      `M${x - 200} ${y}L${x - 200} ${y - 200}L${x - 120} ${y - 300}L${x + 120} ${y - 300}L${x + 200} ${y - 200}L${x + 200} ${y}Z`,
      red,
      { stroke: trim, 'stroke-width': 10, 'stroke-linejoin': 'round' },
    ),
    path(`M${x - 220} ${y - 196}L${x - 124} ${y - 316}L${x + 124} ${y - 316}L${x + 220} ${y - 196}`, 'none', {
      stroke: env.cover('#7a3a34'),
      'stroke-width': 22,
      'stroke-linejoin': 'round',
    }),
    rect(x - 80, y - 160, 160, 160, env.land('#a83a33'), { stroke: trim, 'stroke-width': 10 }),
    stroke(`M${x - 80} ${y - 160}L${x + 80} ${y}M${x + 80} ${y - 160}L${x - 80} ${y}`, trim, 10),
    door,
  );
}

function silo(env: Env, x: number, y: number): string {
  return group(
    {},
    rect(x - 60, y - 320, 120, 320, env.land('#b9c2cc')),
    path(`M${x - 60} ${y - 320}Q${x} ${y - 400} ${x + 60} ${y - 320}Z`, env.cover('#8895a6')),
    stroke(`M${x - 60} ${y - 220}H${x + 60}M${x - 60} ${y - 120}H${x + 60}`, env.land('#97a2ae'), 6),
  );
}

function haystack(env: Env, x: number, y: number, s: number): string {
  const hay = env.cover('#f0c75a');
  return group(
    {},
    path(
      `M${x - 90 * s} ${y}Q${x - 90 * s} ${y - 130 * s} ${x} ${y - 140 * s}Q${x + 90 * s} ${y - 130 * s} ${x + 90 * s} ${y}Z`,
      hay,
    ),
    stroke(
      `M${x - 50 * s} ${y - 30 * s}l20 -30M${x + 20 * s} ${y - 60 * s}l20 -30M${x - 10 * s} ${y - 100 * s}l16 -20`,
      env.land('#d9a63a'),
      5,
    ),
  );
}

function fence(env: Env, y: number): string {
  const wood = env.land('#c89b6d');
  const posts = Array.from({ length: 9 }, (_, i) => rect(30 + i * 70, y - 110, 18, 120, wood, { rx: 5 })).join('');
  return group(
    {},
    posts,
    rect(20, y - 90, 600, 14, wood, { rx: 6 }),
    rect(20, y - 50, 600, 14, wood, { rx: 6 }),
    ellipse(320, y + 12, 320, 10, env.land('#2a1a3a'), { opacity: 0.08 }),
  );
}
