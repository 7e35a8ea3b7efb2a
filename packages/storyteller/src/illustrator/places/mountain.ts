import { GROUND, HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { hills, pineTree } from '../art/shapes.js';
import { ellipse, group, path } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** Tall snow-capped peaks, pines at their feet and a rocky path where the cast stands. */
export function drawMountain(env: Env): PlaceArt {
  const peak = (x: number, top: number, half: number, rock: string) => {
    const snowLine = top + (HORIZON + 60 - top) * 0.3;
    const sw = half * 0.3;
    return (
      path(`M${x - half} ${HORIZON + 60}L${x} ${top}L${x + half} ${HORIZON + 60}Z`, env.land(rock), {
        'stroke-linejoin': 'round',
      }) +
      path(
        `M${x - half * 0.3} ${snowLine}L${x} ${top}L${x + half * 0.3} ${snowLine}L${x + sw * 0.4} ${snowLine - 20}L${x} ${snowLine + 10}L${x - sw * 0.4} ${snowLine - 18}Z`,
        env.land('#f8fbff'),
      )
    );
  };
  return {
    back: group(
      {},
      peak(350, 220, 480, '#8f8aa8'),
      peak(1150, 130, 560, '#7d7a99'),
      peak(800, 300, 360, '#a29cb8'),
      hills(HORIZON + 40, [0, -30, 10, -20, 0], env.cover('#8fb47a')),
      [60, 200, 340, 1260, 1400, 1540]
        .map((x, i) => pineTree(env, x, HORIZON + 150, 200 + (i % 3) * 40, '#3f7f5a'))
        .join(''),
      hills(HORIZON + 170, [0, 20, -20, 10, -10], env.cover('#9bb87e')),
      path(
        `M560 1200Q700 ${HORIZON + 300} 820 ${HORIZON + 200}L900 ${HORIZON + 200}Q860 ${HORIZON + 320} 1100 1200Z`,
        env.cover('#cdb796'),
      ),
      [
        [120, GROUND + 20, 70],
        [1450, GROUND - 10, 90],
        [1300, GROUND + 60, 50],
        [300, GROUND - 120, 40],
      ]
        .map(([x, y, r]) => rock(env, x!, y!, r!))
        .join(''),
    ),
  };
}

function rock(env: Env, x: number, y: number, r: number): string {
  return (
    path(
      `M${x - r} ${y}Q${x - r} ${y - r * 0.9} ${x - r * 0.2} ${y - r}Q${x + r} ${y - r * 0.9} ${x + r} ${y}Z`,
      env.land('#a19ba8'),
    ) + ellipse(x - r * 0.3, y - r * 0.7, r * 0.3, r * 0.12, env.land('#c7c1cc'))
  );
}
