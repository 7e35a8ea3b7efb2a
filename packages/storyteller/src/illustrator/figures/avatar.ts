import type { ChildLook } from '@skazka/contract';
import { distance, parseHex } from '../art/color.js';
import { createEnv } from '../art/env.js';
import { el, group, rect } from '../art/svg.js';
import { characterLookOf } from '../look/chosen-look.js';
import { drawChild } from './child.js';

/** The window onto the figure (its own units, feet at 0,0): head, hair at its fullest, and shoulders. */
const VIEW = { x: -170, y: -525, side: 340 };
/** Soft backdrops; each avatar takes the one farthest from its clothes and hair so the figure stands out. */
const BACKDROPS = ['#dcecf7', '#fbe8cc', '#e2f1d8', '#efe4f7'];

/**
 * A child's avatar: the very figure the tales draw, by the same code, in plain
 * daylight (no tint of time or weather), smiling, cut at the chest.
 */
export function drawAvatar(choice: ChildLook): string {
  const look = characterLookOf(choice);
  const env = createEnv({ place: 'home', time: 'day', weather: 'clear', mood: 'calm' });
  const figure = drawChild(env, look, 'happy', 1, 'stand');
  const far = (c: string) =>
    Math.min(distance(parseHex(c), parseHex(look.top)), distance(parseHex(c), parseHex(look.hair)));
  const backdrop = BACKDROPS.reduce((best, c) => (far(c) > far(best) ? c : best));
  const { x, y, side } = VIEW;
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `${x} ${y} ${side} ${side}`, width: 512, height: 512 },
    group({}, rect(x, y, side, side, backdrop), figure.svg),
  );
}
