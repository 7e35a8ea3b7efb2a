import { GROUND, HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { hills, meadowDetails, roundTree } from '../art/shapes.js';
import { ellipse, group, path, rect } from '../art/svg.js';
import type { PlaceArt } from './place-art.js';

/** Open rolling hills full of flowers, one far tree and butterflies. */
export function drawMeadow(env: Env): PlaceArt {
  const butterflies =
    env.dusk || env.snowy
      ? ''
      : [
          butterfly(env, 380, 560, '#f49ac1'),
          butterfly(env, 1220, 520, '#ffd34d'),
          butterfly(env, 980, 650, '#8fc9f2'),
        ].join('');
  return {
    back: group(
      {},
      hills(HORIZON - 30, [10, -40, 0, -60, -10, -30, 20], env.cover('#a5d28a')),
      roundTree(env, 1180, HORIZON + 10, 150, '#6aad55'),
      fence(env),
      hills(HORIZON + 80, [0, -20, 20, -10, 10], env.cover('#8fcb6c')),
      meadowDetails(env, HORIZON + 120, 1190, 120, ['#f6f3f0', '#f49ac1', '#ffd34d', '#b79ef2', '#ff8a6b']),
      butterflies,
      rect(0, GROUND + 60, 1600, 60, env.cover('#7cbf5a'), { opacity: 0.35 }),
    ),
  };
}

function fence(env: Env): string {
  const wood = env.land('#c89b6d');
  const posts = [40, 130, 220, 310, 400].map((x) => rect(x, HORIZON + 15, 14, 70, wood, { rx: 4 })).join('');
  return group(
    {},
    posts,
    rect(30, HORIZON + 32, 390, 10, wood, { rx: 4 }),
    rect(30, HORIZON + 60, 390, 10, wood, { rx: 4 }),
  );
}

function butterfly(env: Env, x: number, y: number, wing: string): string {
  const c = env.land(wing);
  return group(
    { transform: `translate(${x} ${y}) rotate(-12)` },
    ellipse(-16, -10, 18, 14, c),
    ellipse(16, -10, 18, 14, c),
    ellipse(-12, 10, 12, 10, c),
    ellipse(12, 10, 12, 10, c),
    path('M-3 -16h6v32h-6z', env.land('#4a3a4a'), { rx: 3 }),
  );
}
