import sharp from 'sharp';
import { distance, toHex, toHsl, type Rgb } from '../art/color.js';

/** Colours read from the child's chosen avatar; null where the picture does not show one. */
export interface AvatarColors {
  hair: string | null;
  skin: string | null;
  clothes: string | null;
  accent: string | null;
}

const SIDE = 48;

/**
 * Reads an avatar (a drawn portrait or a photo) as a small grid: the border
 * tells the background, the top band the hair, the middle the skin and the
 * bottom band the clothes. A picture that cannot be decoded gives null, so a
 * broken upload never costs the child a tale.
 */
export async function readAvatarColors(bytes: Uint8Array): Promise<AvatarColors | null> {
  let pixels: Buffer;
  try {
    pixels = await sharp(bytes)
      .flatten({ background: '#ffffff' })
      .resize(SIDE, SIDE, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
  } catch {
    return null;
  }
  const at = (x: number, y: number): Rgb => {
    const i = (y * SIDE + x) * 3;
    return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
  };
  const border = Array.from({ length: SIDE }, (_, i) => [at(i, 0), at(0, i), at(SIDE - 1, i)]).flat();
  const background = dominant(border);
  const band = (from: number, to: number, keep: (c: Rgb) => boolean) => {
    const colors: Rgb[] = [];
    for (let y = Math.floor(SIDE * from); y < Math.floor(SIDE * to); y += 1) {
      for (let x = 2; x < SIDE - 2; x += 1) {
        const c = at(x, y);
        if ((!background || distance(c, background) > 48) && keep(c)) colors.push(c);
      }
    }
    return colors;
  };
  const notSkin = (c: Rgb) => !isSkinLike(c);
  const hair = dominant(band(0, 0.4, notSkin));
  const skin = dominant(band(0.3, 0.75, isSkinLike));
  const clothes = dominant(band(0.75, 1, notSkin));
  const taken = [hair, clothes].filter((c): c is Rgb => c !== null);
  const accent = dominant(band(0, 1, (c) => notSkin(c) && taken.every((t) => distance(c, t) > 80)));
  const hex = (c: Rgb | null) => (c ? toHex(c) : null);
  return { hair: hex(hair), skin: hex(skin), clothes: hex(clothes), accent: hex(accent) };
}

function isSkinLike(c: Rgb): boolean {
  const { h, s, l } = toHsl(c);
  return c[0] > c[1] && c[1] > c[2] && h >= 8 && h <= 42 && s >= 0.2 && s <= 0.8 && l >= 0.3 && l <= 0.88;
}

/** The average of the most common colour bucket (4 bits a channel); null below a few pixels. */
function dominant(colors: Rgb[]): Rgb | null {
  const buckets = new Map<number, Rgb[]>();
  for (const c of colors) {
    const key = ((c[0] >> 4) << 8) | ((c[1] >> 4) << 4) | (c[2] >> 4);
    const list = buckets.get(key) ?? [];
    list.push(c);
    buckets.set(key, list);
  }
  let best: Rgb[] = [];
  for (const [, list] of [...buckets].sort(([a], [b]) => a - b)) if (list.length > best.length) best = list;
  if (best.length < 6) return null;
  const sum = best.reduce((acc, c) => [acc[0] + c[0], acc[1] + c[1], acc[2] + c[2]] as Rgb, [0, 0, 0] as Rgb);
  return [sum[0] / best.length, sum[1] / best.length, sum[2] / best.length].map(Math.round) as Rgb;
}
