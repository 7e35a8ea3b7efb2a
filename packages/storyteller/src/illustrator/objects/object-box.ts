import type { ObjectId } from '../../scene/vocabulary.js';

/**
 * Each object's drawn box round its origin, without its glow: [x, y, width,
 * height], measured with resvg's getBBox (the illustrator test keeps this
 * table true). Placing an object on a branch, a sill or the water needs its
 * real top and middle, which differ by how each drawing was made.
 */
export const OBJECT_BOX: Record<ObjectId, readonly [number, number, number, number]> = {
  lantern: [-46, -18, 93, 177],
  kite: [-92, -132, 185, 475],
  ball: [-82, -162, 165, 177],
  basket: [-94, -16, 189, 191],
  apple: [-77, -125, 154, 139],
  book: [-106, -87, 213, 133],
  boat: [-142, -331, 285, 334],
  key: [-81, -96, 191, 216],
  star: [-108, -168, 218, 180],
  flower: [-84, -194, 168, 229],
  cake: [-106, -200, 212, 220],
  scarf: [-72, -20, 265, 145],
  map: [-120, -132, 241, 185],
  shell: [-82, -133, 165, 149],
  drum: [-104, -266, 208, 282],
  umbrella: [-232, -422, 464, 497],
  seed: [-72, -182, 144, 193],
  bell: [-109, -31, 248, 179],
  feather: [-22, -206, 135, 244],
  nest: [-102, -84, 205, 121],
};

/** The middle of an object's drawing. */
export function objectMiddle(id: ObjectId): { x: number; y: number } {
  const [x, y, width, height] = OBJECT_BOX[id];
  return { x: x + width / 2, y: y + height / 2 };
}
