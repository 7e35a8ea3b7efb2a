import { HORIZON } from '../art/canvas.js';
import { lighten } from '../art/color.js';
import type { Env } from '../art/env.js';
import { skyColor } from '../art/sky.js';
import { circle, ellipse, group, path, rect, starPath, stroke } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** The open sea to the horizon, a lighthouse on a far cliff, sand with shells and a starfish. */
export function drawSeaside(env: Env): PlaceArt {
  const sea = env.land('#4aa3d0');
  const deep = env.land('#3a86b8');
  const foam = env.land('#f2fbff');
  const shore = HORIZON + 200;
  const waves = Array.from({ length: 10 }, (_, i) => {
    const x = 80 + ((i * 317) % 1450);
    const y = HORIZON + 30 + ((i * 53) % 150);
    return stroke(`M${x} ${y}q18 -10 36 0t36 0`, lighten(skyColor(env, 0.9), 0.3), 5, { opacity: 0.7 });
  }).join('');
  return {
    back: group(
      {},
      rect(0, HORIZON - 40, 1600, shore - HORIZON + 80, sea),
      rect(0, HORIZON - 40, 1600, 40, deep),
      lighthouse(env),
      env.time === 'evening' ? rect(1120, HORIZON - 30, 160, 10, '#ffd08a', { rx: 5, opacity: 0.7 }) : '',
      waves,
      gulls(env),
      path(`M0 ${shore}Q400 ${shore - 30} 800 ${shore}T1600 ${shore - 10}L1600 1200L0 1200Z`, env.cover('#f0d9a4')),
      stroke(
        `M0 ${shore + 4}Q200 ${shore - 22} 400 ${shore - 12}T800 ${shore + 2}T1200 ${shore - 8}T1600 ${shore - 6}`,
        foam,
        16,
      ),
      path(starPath(240, 1120, 40, 18), env.land('#f48a5a'), {
        stroke: env.land('#d8663a'),
        'stroke-width': 6,
        'stroke-linejoin': 'round',
      }),
      ellipse(1400, 1130, 30, 20, env.land('#f7c6b6')),
      ellipse(1450, 1000, 18, 12, env.land('#f7e1c6')),
      ellipse(520, 980, 14, 9, env.land('#e8c8a8')),
    ),
  };
}

function lighthouse(env: Env): string {
  const cliff = env.cover('#8fb47a');
  const [x, base] = [1420, HORIZON + 10];
  const light = env.dusk ? circle(x, base - 170, 60, '#ffe38a', { opacity: 0.5 }) : '';
  return group(
    {},
    path(
      `M1260 ${base + 20}Q1300 ${base - 60} 1400 ${base - 60}Q1560 ${base - 70} 1600 ${base - 40}L1600 ${base + 20}Z`,
      cliff,
    ),
    path(
      `M${x - 30} ${base - 50}L${x - 20} ${base - 150}L${x + 20} ${base - 150}L${x + 30} ${base - 50}Z`,
      env.land('#fdf7ee'),
    ),
    rect(x - 25, base - 120, 50, 18, env.land('#e5534b')),
    rect(x - 28, base - 80, 56, 18, env.land('#e5534b')),
    rect(x - 18, base - 185, 36, 35, env.dusk ? '#ffe38a' : env.land('#bfe3f5')),
    path(`M${x - 26} ${base - 185}L${x} ${base - 210}L${x + 26} ${base - 185}Z`, env.land('#e5534b')),
    light,
  );
}

function gulls(env: Env): string {
  if (env.night || env.weather === 'storm') return '';
  const color = env.land('#ffffff');
  return [
    [380, 300],
    [460, 260],
    [980, 330],
  ]
    .map(([x, y]) => stroke(`M${x! - 26} ${y}q13 -16 26 0q13 -16 26 0`, color, 6))
    .join('');
}
