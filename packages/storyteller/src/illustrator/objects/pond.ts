import type { PlaceId } from '../../scene/vocabulary.js';
import { GROUND, HORIZON } from '../art/canvas.js';
import type { Env } from '../art/env.js';
import { ellipse, group, place, stroke } from '../art/svg.js';
import { OBJECT_BOX } from './object-box.js';
import type { ObjectArt } from './object-art.js';
import type { ObjectId } from '../../scene/vocabulary.js';

/** Where each watery place has its water, so a floating thing floats on it. */
const WATER_AT: Partial<Record<PlaceId, number>> = {
  river: HORIZON + 190,
  seaside: HORIZON + 70,
  island: HORIZON + 220,
};

export const hasWater = (placeId: PlaceId) => WATER_AT[placeId] !== undefined;

/** The places along the water (or the ground, for a pond) the object may float, left to right. */
export function waterSpots(placeId: PlaceId): Array<{ x: number; y: number }> {
  const y = WATER_AT[placeId] ?? GROUND - 70;
  const xs = placeId === 'island' ? [1180, 1300, 1420] : [260, 420, 580, 740, 900, 1060, 1220, 1380];
  return xs.map((x) => ({ x, y }));
}

/** The object bobbing half under water with rings round it: on the place's water, or in a pond of its own. */
export function drawPond(
  env: Env,
  placeId: PlaceId,
  held: { id: ObjectId; art: ObjectArt },
  spot: { x: number; y: number },
): string {
  const [bx, by, bw, bh] = OBJECT_BOX[held.id];
  const pond = WATER_AT[placeId] ? null : spot;
  const size = pond ? 0.75 : 0.6;
  const water = env.land('#6fb3e0');
  const rings = stroke(
    `M${spot.x - 110 * size} ${spot.y}q${110 * size} 30 ${220 * size} 0M${spot.x - 160 * size} ${spot.y + 18}q${160 * size} 40 ${320 * size} 0`,
    env.land('#e3f3ff'),
    5,
    { opacity: 0.85 },
  );
  const clip = env.id('afloat');
  // Only the top two thirds show: the rest is under the water.
  const floating = group(
    {},
    `<defs><clipPath id="${clip}"><rect x="${spot.x - 400}" y="${spot.y - 600}" width="800" height="${600 + 6}"/></clipPath></defs>`,
    group(
      { 'clip-path': `url(#${clip})` },
      place(spot.x - (bx + bw / 2) * size, spot.y - (by + bh * 0.7) * size, size, false, held.art.svg),
    ),
  );
  return group(
    {},
    pond ? ellipse(pond.x, pond.y, 230, 58, water, { stroke: env.land('#4f93c0'), 'stroke-width': 6 }) : '',
    floating,
    rings,
  );
}
