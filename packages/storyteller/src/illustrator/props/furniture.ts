/** Things to sleep in, sit on and set things on: a bed, a table, a bench. */
import { darken, lighten } from '../art/color.js';
import type { Env } from '../art/env.js';
import { ink } from '../art/ink.js';
import { circle, ellipse, group, path, rect, stroke } from '../art/svg.js';
import type { PropArt } from './prop-art.js';

/** A wooden bed, head to the left: pillow, and a patchwork quilt drawn over whoever sleeps in it. */
export function drawBed(env: Env): PropArt {
  const wood = env.land('#a86f3f');
  const quilt = env.land('#6f9fd8');
  const patch = env.land('#ffd38a');
  const sheet = env.land('#fdf6ea');
  const quiltShape = 'M-84 -214Q-20 -300 90 -292Q180 -284 262 -252L262 -96Q70 -84 -84 -96Z';
  return {
    halfWidth: 290,
    height: 330,
    surface: { x: 120, y: -214 },
    pillow: { x: -150, y: -214 },
    back: group(
      {},
      ellipse(0, 0, 300, 22, '#2a1a3a', { opacity: 0.16 }),
      rect(-290, -330, 44, 330, wood, { rx: 16, ...ink(wood) }),
      rect(250, -210, 40, 210, wood, { rx: 14, ...ink(wood) }),
      rect(-252, -150, 510, 70, wood, ink(wood)),
      rect(-252, -186, 504, 44, sheet, ink(sheet, 4)),
      ellipse(-160, -206, 80, 36, env.land('#ffffff'), ink(env.land('#ffffff'), 4)),
    ),
    front: group(
      {},
      path(quiltShape, quilt, ink(quilt)),
      [-30, 60, 150, 220].map((x, i) => rect(x, -220 + (i % 2) * 50, 40, 40, patch, { rx: 8 })).join(''),
      stroke('M-120 -110Q70 -100 262 -118', lighten(quilt, 0.3), 6),
    ),
  };
}

/** A round-cornered wooden table with a cloth. */
export function drawTable(env: Env): PropArt {
  const wood = env.land('#b8834f');
  const cloth = env.land('#f3b26b');
  return {
    halfWidth: 180,
    height: 200,
    surface: { x: 0, y: -196 },
    stools: true,
    back: group(
      {},
      ellipse(0, 0, 180, 18, '#2a1a3a', { opacity: 0.16 }),
      rect(-150, -180, 26, 180, darken(wood, 0.15), ink(darken(wood, 0.15), 4)),
      rect(124, -180, 26, 180, darken(wood, 0.15), ink(darken(wood, 0.15), 4)),
      rect(-180, -200, 360, 28, wood, { rx: 10, ...ink(wood) }),
      path('M-170 -196L170 -196L150 -140Q0 -120 -150 -140Z', cloth, ink(cloth, 4)),
      [-110, -40, 30, 100].map((x) => circle(x, -160, 9, env.land('#ffffff'), { opacity: 0.7 })).join(''),
    ),
    front: '',
  };
}

/** A park bench with slats and a back. */
export function drawBench(env: Env): PropArt {
  const wood = env.land('#c28a52');
  const iron = env.land('#4a4552');
  const slat = (y: number, h: number) => rect(-180, y, 360, h, wood, { rx: 6, ...ink(wood, 4) });
  return {
    halfWidth: 190,
    height: 250,
    surface: { x: 110, y: -126 },
    seat: { x: 0, y: -130 },
    back: group(
      {},
      ellipse(0, 0, 190, 18, '#2a1a3a', { opacity: 0.16 }),
      stroke('M-150 0V-250M150 0V-250M-160 -120L-120 -120M120 -120L160 -120', iron, 14),
      slat(-250, 30),
      slat(-205, 30),
      slat(-130, 26),
    ),
    front: '',
  };
}

/** A wooden chair by a bed, its back away from the bed (to the left): things are put on its seat. */
export function drawChair(env: Env): PropArt {
  const wood = env.land('#b8834f');
  const dark = darken(wood, 0.15);
  return {
    halfWidth: 100,
    height: 430,
    surface: { x: 10, y: -200 },
    back: group(
      {},
      ellipse(0, 0, 100, 14, '#2a1a3a', { opacity: 0.16 }),
      stroke('M-70 0V-200M70 0V-200', dark, 16),
      rect(-84, -430, 26, 430, dark, { rx: 10, ...ink(dark, 4) }),
      rect(-84, -420, 26, 180, wood, { rx: 10 }),
      stroke('M-70 -380H-40M-70 -300H-40', dark, 10),
      rect(-96, -216, 196, 30, wood, { rx: 10, ...ink(wood) }),
    ),
    front: '',
  };
}

/** A picnic blanket on the ground and another over the sleeper: sleeping outdoors. */
export function drawRug(env: Env): PropArt {
  const rug = env.land('#e58a7a');
  const cover = env.land('#7fb8d8');
  return {
    halfWidth: 270,
    height: 140,
    surface: { x: 150, y: -40 },
    pillow: { x: -180, y: -100 },
    back: group(
      {},
      path('M-270 -10L250 -10L270 20L-250 20Z', rug, ink(rug, 4)),
      stroke('M-200 -10L-180 20M-100 -10L-80 20M0 -10L20 20M100 -10L120 20M200 -10L220 20', lighten(rug, 0.35), 6),
      ellipse(-180, -50, 66, 30, env.land('#fdf6ea'), ink(env.land('#fdf6ea'), 4)),
    ),
    front: path('M-112 -30Q-104 -200 20 -198Q170 -192 244 -150Q272 -80 250 -4Q60 6 -112 -4Z', cover, ink(cover)),
  };
}
