/** Built things: a hut, a house window, and the fence and bridge drawn across the scenery. */
import { HORIZON, WIDTH } from '../art/canvas.js';
import { darken, lighten } from '../art/color.js';
import type { Env } from '../art/env.js';
import { branchHeap, branchHut } from '../art/build-work.js';
import { ink } from '../art/ink.js';
import { ellipse, glow, group, path, rect, stroke } from '../art/svg.js';
import type { PropArt } from './prop-art.js';

/** A little log hut with a pointed roof, its window lit at dusk. */
export function drawHut(env: Env): PropArt {
  const log = env.land('#a8743f');
  const roof = env.cover('#7a4a34');
  const logs = Array.from({ length: 6 }, (_, i) =>
    rect(-200, -50 * (i + 1), 400, 46, i % 2 ? log : lighten(log, 0.08), { rx: 22, ...ink(log, 3) }),
  ).join('');
  const pane = env.dusk ? '#ffd77a' : env.land('#bfe3f5');
  return {
    halfWidth: 240,
    height: 520,
    surface: { x: 110, y: -150 },
    back: group(
      {},
      ellipse(0, 0, 240, 22, '#2a1a3a', { opacity: 0.16 }),
      logs,
      path('M-240 -290L0 -520L240 -290Z', roof, { ...ink(roof), 'stroke-width': 8 }),
      rect(-150, -220, 100, 220, env.land('#6b4a3a'), { rx: 40, ...ink(env.land('#6b4a3a')) }),
      env.dusk ? glow(env.id('hut'), 110, -220, 140, '#ffcf6a', 0.5) : '',
      rect(60, -260, 100, 100, pane, { rx: 10, stroke: env.land('#6b4a3a'), 'stroke-width': 10 }),
      stroke('M110 -260V-160M60 -210H160', env.land('#6b4a3a'), 6),
      rect(44, -160, 132, 16, env.land('#8a5a3b'), { rx: 6 }),
    ),
    front: '',
  };
}

/** How much larger than a builder's own little shelter the prop is: room inside for two children. */
const BRANCH_HUT_SIZE = 2.5;

/** A shelter of branches leaned together, tall enough to crawl into; whatever hangs on it sits on its top. */
export function drawBranchHut(env: Env): PropArt {
  return {
    halfWidth: 100 * BRANCH_HUT_SIZE,
    height: 226 * BRANCH_HUT_SIZE,
    surface: { x: 0, y: -222 * BRANCH_HUT_SIZE },
    back: group(
      {},
      ellipse(0, 0, 110 * BRANCH_HUT_SIZE, 20, '#2a1a3a', { opacity: 0.16 }),
      branchHut(env, 0, BRANCH_HUT_SIZE),
    ),
    front: '',
  };
}

/** The branch hut fallen down: a heap of branches on the ground. */
export function drawBranchHeap(env: Env): PropArt {
  return {
    halfWidth: 124 * BRANCH_HUT_SIZE,
    height: 90 * BRANCH_HUT_SIZE,
    surface: { x: 40 * BRANCH_HUT_SIZE, y: -60 * BRANCH_HUT_SIZE },
    back: branchHeap(env, BRANCH_HUT_SIZE),
    front: '',
  };
}

/** A piece of a house wall with a window, a flower box under its sill. */
export function drawWindow(env: Env): PropArt {
  const wall = env.land('#f3d9b1');
  const frame = env.land('#fbf7f0');
  const pane = env.dusk ? '#ffd77a' : env.land('#a9d8f0');
  return {
    halfWidth: 200,
    height: 560,
    surface: { x: 0, y: -250 },
    back: group(
      {},
      rect(-200, -560, 400, 560, wall, ink(wall)),
      path('M-220 -560L0 -640L220 -560Z', env.cover('#d9534f'), ink(env.cover('#d9534f'))),
      env.dusk ? glow(env.id('window'), 0, -380, 200, '#ffcf6a', 0.45) : '',
      rect(-120, -500, 240, 240, pane, { rx: 10, stroke: frame, 'stroke-width': 18 }),
      stroke('M0 -500V-260M-120 -380H120', frame, 12),
      rect(-150, -262, 300, 22, frame, { rx: 8 }),
      rect(-130, -240, 260, 50, env.land('#b5653f'), { rx: 8 }),
      [-100, -50, 0, 50, 100]
        .map((x, i) => ellipse(x, -246, 18, 14, env.land(['#e5534b', '#f2b33d'][i % 2]!)))
        .join(''),
    ),
    front: '',
  };
}

/** Scenery drawn across the picture, and the places along it where a thing can rest (post tops, the rail). */
export interface Scenery {
  back: string;
  spots: Array<{ x: number; y: number }>;
}

/** A wooden picket fence across the picture behind the cast. */
export function drawFence(env: Env, y: number): Scenery {
  const wood = env.cover('#d9b98a');
  const dark = darken(wood, 0.3);
  const pickets = Array.from({ length: 15 }, (_, i) => {
    const x = 20 + i * 110;
    return path(`M${x} ${y}V${y - 150}L${x + 22} ${y - 176}L${x + 44} ${y - 150}V${y}Z`, wood, ink(wood, 4));
  }).join('');
  return {
    back: group({}, rect(0, y - 120, WIDTH, 20, dark, { rx: 6 }), rect(0, y - 56, WIDTH, 20, dark, { rx: 6 }), pickets),
    spots: Array.from({ length: 13 }, (_, i) => ({ x: 152 + i * 110, y: y - 176 })),
  };
}

/** An arched wooden bridge over a little stream across the middle of the picture. */
export function drawBridge(env: Env): Scenery {
  const water = env.land(env.snowy ? '#9cc3dd' : '#5fa8d8');
  const wood = env.land('#b07a46');
  const top = HORIZON + 190;
  const stream = path(
    `M0 ${top + 40}Q400 ${top + 10} 800 ${top + 50}T1600 ${top + 30}L1600 ${top + 110}Q1200 ${top + 130} 800 ${top + 100}T0 ${top + 120}Z`,
    water,
  );
  const deck = `M420 ${top + 80}Q800 ${top - 130} 1180 ${top + 80}`;
  const posts = [470, 580, 690, 800, 910, 1020, 1130]
    .map((x) => {
      const t = (x - 420) / 760;
      const y = top + 80 - 4 * t * (1 - t) * 210;
      return stroke(`M${x} ${y}V${y - 70}`, darken(wood, 0.2), 12);
    })
    .join('');
  return {
    back: group(
      {},
      stream,
      stroke(deck, darken(wood, 0.25), 40),
      stroke(deck, wood, 28),
      posts,
      stroke(`M430 ${top + 10}Q800 ${top - 200} 1170 ${top + 10}`, darken(wood, 0.2), 12),
    ),
    spots: Array.from({ length: 9 }, (_, i) => {
      const t = 0.1 + i * 0.1;
      return { x: 430 + 740 * t, y: top + 10 - 420 * t * (1 - t) };
    }),
  };
}
