import sharp from 'sharp';
import type { Artifact } from '../stages.js';

export interface PrintPicture {
  /** JPEG: react-pdf embeds only PNG and JPEG, and JPEG keeps a ten-picture book small. */
  data: Buffer;
  width: number;
  height: number;
  /** A pale tint of the picture's main colour, for the page it sits on. */
  tint: string;
}

// A5 page width at 300 dpi: more pixels would only weigh down the file.
const PRINT_WIDTH = 1750;
const PAPER = { r: 255, g: 250, b: 240 };
// How much of the picture's colour shows in its page's background.
const TINT_STRENGTH = 0.16;

/** Turns an illustrator's picture (WebP, PNG or JPEG) into what the book embeds. */
export async function toPrintPicture(picture: Artifact): Promise<PrintPicture> {
  // Decoded once: the JPEG and the tint are both made from the same pixels.
  const { data: pixels, info } = await sharp(picture.data)
    .flatten({ background: PAPER })
    .resize({ width: PRINT_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [data, { dominant }] = await Promise.all([
    // 4:4:4 keeps the crisp edges of vector art free of colour fringes.
    sharp(pixels, raw).jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer(),
    sharp(pixels, raw).resize({ width: 96 }).stats(),
  ]);
  return { data, width: info.width, height: info.height, tint: mix(dominant, PAPER, TINT_STRENGTH) };
}

function mix(colour: { r: number; g: number; b: number }, paper: typeof PAPER, strength: number): string {
  const channel = (a: number, b: number) =>
    Math.round(a * strength + b * (1 - strength))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(colour.r, paper.r)}${channel(colour.g, paper.g)}${channel(colour.b, paper.b)}`;
}
