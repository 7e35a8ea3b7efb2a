import { GROUND, HORIZON } from '../art/canvas.js';
import { lighten } from '../art/color.js';
import type { Env } from '../art/env.js';
import { bush, hills, meadowDetails, pineTree, roundTree } from '../art/shapes.js';
import { ellipse, group, path, rect, stroke } from '../art/svg.js';
import { skyColor } from '../art/sky.js';
import type { PlaceArt } from './place-art.js';

/** A wide river across the middle, far bank with trees, reeds and stones on the near bank. */
export function drawRiver(env: Env): PlaceArt {
  const water = env.land(env.snowy ? '#9cc3dd' : '#5fa8d8');
  const shine = lighten(skyColor(env, 0.9), 0.25);
  const top = HORIZON + 110;
  const bottom = HORIZON + 260;
  const ripples = Array.from({ length: 14 }, (_, i) => {
    const x = 60 + ((i * 233) % 1500);
    const y = top + 25 + ((i * 37) % (bottom - top - 40));
    return stroke(`M${x} ${y}q20 -8 40 0t40 0`, shine, 5, { opacity: 0.7 });
  }).join('');
  const reeds = [120, 150, 1460, 1490, 1520]
    .map(
      (x, i) =>
        stroke(
          `M${x} ${bottom + 60}Q${x + 6} ${bottom - 40} ${x - 4} ${bottom - 90 - (i % 2) * 20}`,
          env.land('#5f8f3f'),
          7,
        ) + ellipse(x - 3, bottom - 70 - (i % 2) * 20, 9, 26, env.land('#8a5a3b')),
    )
    .join('');
  return {
    back: group(
      {},
      hills(HORIZON - 20, [0, -40, -10, -50, 0], env.cover('#8cc07a')),
      [120, 300, 1250, 1450].map((x, i) => pineTree(env, x, HORIZON + 40, 220 + (i % 2) * 50, '#4f8f6a')).join(''),
      roundTree(env, 560, HORIZON + 60, 130, '#6aad55'),
      roundTree(env, 980, HORIZON + 70, 150, '#5ea052'),
      rect(0, HORIZON + 60, 1600, 80, env.cover('#93c878')),
      path(
        `M0 ${top}Q400 ${top - 20} 800 ${top + 6}T1600 ${top - 4}L1600 ${bottom}Q1200 ${bottom + 24} 800 ${bottom - 6}T0 ${bottom + 8}Z`,
        water,
      ),
      ripples,
      path(
        `M0 ${bottom + 8}Q400 ${bottom - 12} 800 ${bottom - 6}T1600 ${bottom}L1600 1200L0 1200Z`,
        env.cover('#88c46a'),
      ),
      path(
        `M0 ${bottom + 8}Q400 ${bottom - 12} 800 ${bottom - 6}T1600 ${bottom}L1600 ${bottom + 24}Q800 ${bottom + 14} 0 ${bottom + 30}Z`,
        env.land('#d8c08f'),
      ),
      ellipse(420, bottom + 20, 40, 18, env.land('#a9a3a8')),
      ellipse(470, bottom + 26, 26, 12, env.land('#bdb7bb')),
      ellipse(1180, bottom + 22, 44, 18, env.land('#a9a3a8')),
      reeds,
      meadowDetails(env, bottom + 60, 1190, 50, ['#ffffff', '#ffd34d', '#b79ef2']),
      bush(env, 60, GROUND + 90, 110, '#5fa653'),
    ),
  };
}
