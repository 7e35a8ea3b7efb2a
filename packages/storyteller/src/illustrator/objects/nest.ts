import { ink } from '../art/ink.js';
import { ellipse, group, path, stroke } from '../art/svg.js';
import type { Env } from '../art/env.js';
import type { ObjectContents } from '../../scene/vocabulary.js';
import { heldIn } from './basket.js';
import type { DrawObject, ObjectArt } from './object-art.js';

/** A twiggy bird's nest with three pale blue eggs, held gently. */
export const drawNest: DrawObject = (env) => nestHolding(env, null);

/** The nest with its own blue eggs (`null`), or what the page says it holds instead. */
export function nestHolding(env: Env, holds: ObjectContents | null): ObjectArt {
  const twig = env.figure('#a0703f');
  const dark = env.figure('#7a4f2a');
  const egg = env.figure('#a9dcf0');
  const own =
    ellipse(-36, -44, 24, 30, egg, ink(egg, 4)) +
    ellipse(0, -52, 24, 30, env.figure('#c4e8f5'), ink(egg, 4)) +
    ellipse(36, -44, 24, 30, egg, ink(egg, 4));
  return {
    width: 200,
    placement: 'hand',
    bottom: 34,
    svg: group(
      { id: `holds-${holds ?? 'eggs'}` },
      holds === null ? own : heldIn(env, holds, -26),
      path('M-100 -40Q-96 30 0 34Q96 30 100 -40Q50 -20 0 -22Q-50 -20 -100 -40Z', twig, ink(twig)),
      stroke('M-90 -26Q-40 -4 10 -10M-70 4Q0 20 70 -6M-20 -16Q40 0 90 -30M-80 -40L-60 -8M60 -30L80 0', dark, 5),
    ),
  };
}
