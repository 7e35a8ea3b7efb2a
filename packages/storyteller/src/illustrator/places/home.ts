import { GROUND } from '../art/canvas.js';
import { darken } from '../art/color.js';
import type { Env } from '../art/env.js';
import { circle, el, ellipse, glow, group, path, rect, stroke } from '../art/svg.js';
import type { Area, PlaceArt } from './place-art.js';

const WINDOW: Area = { x: 560, y: 170, width: 480, height: 380 };

/** A cosy room: the sky through a big window, curtains, a bed, a lamp, books and a rug. */
export function drawHome(env: Env): PlaceArt {
  const wallColor = env.land('#f6e2c4');
  const { x, y, width, height } = WINDOW;
  const clip = env.id('wall');
  const wallShape = `M0 0H1600V880H0ZM${x} ${y}V${y + height}H${x + width}V${y}Z`;
  const stripes = Array.from({ length: 20 }, (_, i) => rect(i * 84 + 30, 0, 22, 880, env.land('#f1d6b0'))).join('');
  const lampLight = env.dusk ? glow(env.id('room'), 1150, 560, 620, '#ffcf6a', 0.45) : '';
  return {
    window: WINDOW,
    back: group(
      {},
      el('defs', {}, el('clipPath', { id: clip }, path(wallShape, '#000', { 'clip-rule': 'evenodd' }))),
      group({ 'clip-path': `url(#${clip})` }, rect(0, 0, 1600, 880, wallColor), stripes),
      windowFrame(env),
      rect(0, 860, 1600, 340, env.land('#c98f5a')),
      stroke('M0 940H1600M0 1040H1600M0 1140H1600', env.land('#b57c4a'), 4),
      rect(0, 850, 1600, 24, env.land('#a86f3f')),
      ellipse(800, GROUND + 20, 520, 70, env.land('#e58a7a')),
      ellipse(800, GROUND + 20, 440, 52, env.land('#f3b26b')),
      shelf(env),
      env.prop === 'bed' ? '' : bed(env),
      lampLight,
      lamp(env),
    ),
  };
}

function windowFrame(env: Env): string {
  const { x, y, width, height } = WINDOW;
  const wood = env.land('#fbf7f0');
  const curtain = env.land('#7fb8d8');
  return group(
    {},
    rect(x - 14, y - 14, width + 28, height + 28, 'none', { stroke: wood, 'stroke-width': 28, rx: 6 }),
    stroke(`M${x + width / 2} ${y}V${y + height}M${x} ${y + height / 2}H${x + width}`, wood, 14),
    rect(x - 40, y + height + 10, width + 80, 24, wood, { rx: 6 }),
    path(
      `M${x - 90} ${y - 40}Q${x - 20} ${y + 200} ${x - 60} ${y + height + 60}L${x - 120} ${y + height + 60}L${x - 120} ${y - 40}Z`,
      curtain,
    ),
    path(
      `M${x + width + 90} ${y - 40}Q${x + width + 20} ${y + 200} ${x + width + 60} ${y + height + 60}L${x + width + 120} ${y + height + 60}L${x + width + 120} ${y - 40}Z`,
      curtain,
    ),
    rect(x - 140, y - 56, width + 280, 18, env.land('#a86f3f'), { rx: 9 }),
  );
}

function bed(env: Env): string {
  const wood = env.land('#a86f3f');
  const quilt = env.land('#f28b6b');
  const patch = env.land('#ffd38a');
  return group(
    {},
    rect(1330, 560, 40, 340, wood, { rx: 14 }),
    rect(1320, 760, 300, 100, env.land('#fdf6ea')),
    ellipse(1420, 740, 70, 36, env.land('#ffffff'), { stroke: env.land('#e6dccc'), 'stroke-width': 4 }),
    path('M1360 780H1620V900H1360Z', quilt),
    [1390, 1470, 1550].map((px) => rect(px, 800, 44, 44, patch, { rx: 8 })).join(''),
  );
}

function shelf(env: Env): string {
  const wood = env.land('#a86f3f');
  const books = ['#e5534b', '#3fa7d6', '#f2b33d', '#7cc15a', '#9b6bb3', '#f28b6b']
    .map((c, i) => rect(90 + i * 34, 300 - (i % 2) * 14, 28, 90 + (i % 2) * 14, env.land(c), { rx: 4 }))
    .join('');
  const frame =
    rect(160, 470, 150, 110, env.land('#fdf6ea'), { stroke: wood, 'stroke-width': 10 }) +
    path('M175 565L215 515L245 545L265 525L295 565Z', env.land('#7cc15a')) +
    circle(270, 500, 12, env.land('#f2b33d'));
  return group({}, rect(70, 390, 260, 16, wood, { rx: 4 }), books, frame);
}

function lamp(env: Env): string {
  const shade = env.dusk ? '#ffd98a' : env.land('#f7c76a');
  return group(
    {},
    rect(1180, 700, 120, 160, env.land('#b8834f'), { rx: 8 }),
    rect(1230, 600, 16, 100, env.land(darken('#b8834f', 0.2))),
    path('M1190 610L1286 610L1266 530L1210 530Z', shade),
    env.dusk ? glow(env.id('lamp'), 1238, 580, 260, '#ffd77a', 0.6) : '',
  );
}
