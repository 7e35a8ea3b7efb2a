import type { ObjectContents, ObjectId, ObjectState } from '../../scene/vocabulary.js';
import type { Env } from '../art/env.js';
import { sparkle } from '../art/shapes.js';
import { circle, el, glow, group, path, rect, stroke } from '../art/svg.js';
import { basketHolding } from './basket.js';
import { OBJECT_ART } from './index.js';
import { nestHolding } from './nest.js';
import { OBJECT_BOX, objectMiddle } from './object-box.js';
import type { ObjectArt } from './object-art.js';

/**
 * The key object as the page has it: whole; broken in two with a jagged
 * crack; mended with crossed sticking plasters; lit with a warm halo; or
 * unlit, a light gone dark.
 */
export function drawObjectInState(
  env: Env,
  id: ObjectId,
  state: ObjectState,
  holds: ObjectContents | null = null,
): ObjectArt {
  const art = holding(env, id, holds) ?? OBJECT_ART[id](env, state !== 'unlit');
  switch (state) {
    case 'broken':
      return { ...art, svg: broken(env, id, art.svg) };
    case 'mended':
      return { ...art, svg: art.svg + plasters(id) };
    case 'lit':
      return { ...art, svg: halo(env, id) + art.svg };
    default:
      return art;
  }
}

/** A basket or nest filled as the page says; null for any other object, or one with its own contents. */
function holding(env: Env, id: ObjectId, holds: ObjectContents | null): ObjectArt | null {
  if (holds === null) return null;
  if (id === 'basket') return basketHolding(env, holds);
  if (id === 'nest') return nestHolding(env, holds);
  return null;
}

/** Two halves split along a zigzag, pushed apart and tipped, with chips fallen below. */
function broken(env: Env, id: ObjectId, svg: string): string {
  const [x, y, width, height] = OBJECT_BOX[id];
  const mid = x + width / 2;
  const steps = 6;
  const zigzag = Array.from({ length: steps + 1 }, (_, i) => {
    const yy = y - 10 + ((height + 20) * i) / steps;
    return `L${mid + (i % 2 ? 14 : -14)} ${yy}`;
  }).join('');
  const far = 2000;
  const crack = `L${mid - 14} ${-far}${zigzag}L${mid} ${far}`;
  const left = `M${-far} ${-far}${crack}L${-far} ${far}Z`;
  const right = `M${far} ${-far}${crack}L${far} ${far}Z`;
  const [leftId, rightId] = [env.id('broken'), env.id('broken')];
  const half = (clip: string, shape: string, dx: number, turn: number) =>
    el('defs', {}, el('clipPath', { id: clip }, path(shape, '#000'))) +
    group(
      { transform: `translate(${dx} 6) rotate(${turn} ${mid} ${y + height})` },
      group({ 'clip-path': `url(#${clip})` }, svg),
    );
  const bottom = y + height;
  const chips = path(`M${mid - 10} ${bottom + 4}l16 -14l10 16zM${mid + 26} ${bottom + 6}l12 -10l8 12z`, '#8a7a70', {
    opacity: 0.85,
  });
  return group(
    { id: `state-broken` },
    half(leftId, left, -18, -9),
    half(rightId, right, 18, 9),
    chips,
    stroke(`M${mid - 30} ${y - 30}l-14 -14M${mid + 30} ${y - 30}l14 -14M${mid} ${y - 40}v-18`, '#6b5a52', 5),
  );
}

/** Two crossed plasters over the middle, where it was broken. */
function plasters(id: ObjectId): string {
  const { x, y } = objectMiddle(id);
  const [, , width, height] = OBJECT_BOX[id];
  const length = Math.max(70, Math.min(width, height) * 0.75);
  const band = (turn: number) =>
    group(
      { transform: `translate(${x} ${y}) rotate(${turn})` },
      rect(-length / 2, -13, length, 26, '#f3d2a8', { rx: 11, stroke: '#c79a6a', 'stroke-width': 3 }),
      rect(-11, -10, 22, 20, '#e7b98a', { rx: 4 }),
      circle(-length / 2 + 12, -4, 2.5, '#c79a6a') + circle(length / 2 - 12, 4, 2.5, '#c79a6a'),
    );
  return group({ id: 'state-mended' }, band(35), band(-35));
}

/** A warm light round it and a few sparkles: it shines. */
function halo(env: Env, id: ObjectId): string {
  const { x, y } = objectMiddle(id);
  const [, , width, height] = OBJECT_BOX[id];
  const r = Math.max(width, height);
  return group(
    { id: 'state-lit' },
    glow(env.id('lit'), x, y, r * 1.2, '#ffe27a', env.dusk ? 0.85 : 0.6),
    sparkle(x - r * 0.6, y - r * 0.5, 18, '#fff6c4'),
    sparkle(x + r * 0.62, y - r * 0.3, 14, '#fff6c4'),
    sparkle(x + r * 0.4, y + r * 0.55, 12, '#fff6c4'),
  );
}
