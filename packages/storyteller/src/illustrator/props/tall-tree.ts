import { lighten } from '../art/color.js';
import type { Env } from '../art/env.js';
import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, rect, stroke } from '../art/svg.js';
import type { PropArt } from './prop-art.js';

/**
 * A tall old tree, taller than a grown-up: a thick trunk, a low branch and a
 * wide crown where things get caught. With a ladder, the ladder leans on it.
 */
export function drawTallTree(env: Env, withLadder = false): PropArt {
  const bark = env.land('#8a5a3b');
  const leaf = env.cover(env.place === 'snowfield' ? '#3f8a5a' : '#5fa052');
  const light = env.cover(lighten(env.place === 'snowfield' ? '#3f8a5a' : '#5fa052', 0.22));
  const crown = [
    [0, -820, 210],
    [-170, -700, 150],
    [170, -700, 150],
    [-90, -960, 150],
    [110, -950, 140],
  ]
    .map(([x, y, r]) => circle(x!, y!, r!, leaf))
    .join('');
  const ladder = withLadder ? drawLadder(env) : '';
  return {
    halfWidth: withLadder ? 300 : 260,
    height: 1110,
    surface: { x: 150, y: -600 },
    crown: { x: 40, y: -800 },
    perch: withLadder ? { x: -150, y: -250 } : { x: -60, y: -240 },
    back: group(
      {},
      ellipse(0, 0, 160, 20, '#2a1a3a', { opacity: 0.16 }),
      path('M-60 0Q-40 -300 -44 -700L44 -700Q40 -300 60 0Z', bark, ink(bark)),
      stroke('M-30 -560Q80 -600 190 -640', bark, 30),
      stroke('M-20 -420Q-30 -380 -10 -330M20 -250Q30 -200 14 -160', lighten(bark, 0.2), 6),
      crown,
      circle(-60, -900, 70, light),
      circle(80, -760, 50, light),
      ladder,
    ),
    front: '',
  };
}

/** A wooden ladder leaning on the trunk from the left. */
function drawLadder(env: Env): string {
  const wood = env.land('#d9a45a');
  const rungs = Array.from({ length: 8 }, (_, i) => {
    const t = (i + 0.6) / 8.5;
    const y = -t * 680;
    const x = -300 + t * 230;
    return stroke(`M${x - 4} ${y}L${x + 76} ${y}`, wood, 12);
  }).join('');
  return group(
    {},
    stroke('M-300 0L-70 -680M-224 0L6 -680', wood, 16, { stroke: wood }),
    rect(-306, -6, 12, 6, wood),
    rungs,
  );
}

/** The ladder on its own, leaning on the tall tree. */
export const drawTreeWithLadder = (env: Env) => drawTallTree(env, true);
