/**
 * What a builder is making, from what the place offers: a sand castle by the
 * sea, a snowman on snow, a little hut of branches outdoors, toy blocks only at
 * home. Feet at y = 0, centred on x; about as tall as a small child's chest.
 */
import type { Env } from './env.js';
import { ink } from './ink.js';
import { circle, group, path, rect, stroke } from './svg.js';

export type BuildWork = (x: number) => string;

export function buildWork(env: Env): BuildWork {
  if (env.place === 'seaside' || env.place === 'island') return (x) => sandCastle(env, x);
  if (env.place === 'snowfield' || env.snowy) return (x) => snowman(env, x);
  if (env.place === 'home') return toyBlocks;
  return (x) => branchHut(env, x);
}

/** A little tower of toy blocks being built. */
export function toyBlocks(x: number): string {
  const colors = ['#e5534b', '#3fa7d6', '#f2b33d', '#7cc15a'];
  return colors
    .map((c, i) =>
      rect(x - 34 + (i % 2) * 10, -60 - i * 56, 64, 56, c, { rx: 6, stroke: '#5a3a2a', 'stroke-width': 4 }),
    )
    .join('');
}

function sandCastle(env: Env, x: number): string {
  const sand = env.land('#e6c27a');
  const tower = (cx: number, h: number) =>
    path(`M${cx - 30} 0V${-h}h12v-16h12v16h12v-16h12v16h12V0Z`, sand, ink(sand, 4));
  return group(
    { id: 'sand-castle' },
    path(`M${x - 100} 4Q${x} -40 ${x + 100} 4Z`, sand, ink(sand, 4)),
    tower(x - 50, 90),
    tower(x + 50, 90),
    rect(x - 26, -150, 52, 150, sand, ink(sand, 4)),
    path(`M${x - 30} -150l30 -44l30 44Z`, sand, ink(sand, 4)),
    rect(x - 12, -52, 24, 40, env.land('#a8844a'), { rx: 12 }),
    stroke(`M${x} -194v-48`, '#6b4430', 4),
    path(`M${x} -242l34 10l-34 10Z`, env.figure('#e5534b')),
  );
}

function snowman(env: Env, x: number): string {
  const snow = '#f7fbff';
  const twig = env.land('#7a5236');
  return group(
    { id: 'snowman' },
    circle(x, -62, 66, snow, ink(snow, 4)),
    circle(x, -168, 48, snow, ink(snow, 4)),
    circle(x, -246, 34, snow, ink(snow, 4)),
    circle(x - 12, -254, 5, '#2a1a3a'),
    circle(x + 12, -254, 5, '#2a1a3a'),
    path(`M${x} -246l34 8l-34 6Z`, env.figure('#f08a2b')),
    stroke(`M${x - 44} -176l-50 -30M${x + 44} -176l50 -34`, twig, 7),
    circle(x, -180, 6, '#2a1a3a'),
    circle(x, -152, 6, '#2a1a3a'),
  );
}

/** Branches leaned together into a shelter, a few leaves still on them; `size` 1 is a child's chest high. */
export function branchHut(env: Env, x: number, size = 1): string {
  const wood = env.land('#8a5a3b');
  const leaf = env.cover('#5fa653');
  return group(
    { id: 'branch-hut', transform: size === 1 ? undefined : `translate(${x} 0) scale(${size}) translate(${-x} 0)` },
    path(`M${x - 96} 0L${x} -210L${x + 96} 0Z`, env.land('#6b4430'), { opacity: 0.45 }),
    stroke(
      `M${x - 100} 4L${x + 14} -226M${x + 100} 4L${x - 14} -226M${x - 60} 6L${x + 6} -190M${x + 56} 6L${x - 6} -196M${x - 20} 6L${x + 2} -214M${x + 24} 6L${x - 4} -212`,
      wood,
      11,
    ),
    circle(x - 40, -120, 14, leaf),
    circle(x + 46, -96, 12, leaf),
    circle(x + 6, -188, 13, leaf),
  );
}

/** The same branches fallen down into a low heap, ends sticking out every way. */
export function branchHeap(env: Env, size = 1): string {
  const wood = env.land('#8a5a3b');
  const leaf = env.cover('#5fa653');
  const sticks = [
    [-110, -6, 104, -40],
    [-96, -44, 112, -8],
    [-70, -70, 84, -30],
    [-40, -16, 60, -84],
    [-118, -30, 20, -78],
    [0, -74, 120, -24],
  ]
    .map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`)
    .join('');
  return group(
    { id: 'branch-heap', transform: `scale(${size})` },
    path('M-120 0Q-60 -90 0 -86Q70 -90 124 0Z', env.land('#6b4430'), { opacity: 0.35 }),
    stroke(sticks, wood, 11),
    circle(-60, -50, 13, leaf),
    circle(40, -62, 12, leaf),
    circle(90, -26, 11, leaf),
  );
}
