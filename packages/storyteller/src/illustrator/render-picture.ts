import { renderAsync } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';
import { WIDTH } from './art/canvas.js';

export interface PictureFormat {
  width: number;
  format: 'webp' | 'png';
}

export const PICTURE_FORMAT: PictureFormat = { width: WIDTH, format: 'webp' };

/** The width phones are given (a phone shows a page ≈ 400 CSS px wide at 2× density). */
export const PHONE_WIDTH = 800;

/**
 * Flat vector art keeps clean edges at a low WebP quality: 60 looks like 86 did
 * at half the bytes (≈ 32 KB at print width, ≈ 14 KB at phone width). Each width is
 * rendered from the SVG: at phone width that costs less than scaling the print picture down.
 */
const WEBP = { quality: 60, effort: 2 } as const;

/**
 * SVG → pixels with resvg (off the main thread), then sharp encodes. No fonts
 * are loaded: pictures carry no text, and output stays identical everywhere.
 */
export async function renderPicture(
  svg: string,
  { width, format }: PictureFormat = PICTURE_FORMAT,
): Promise<Uint8Array> {
  const raw = await rasterize(svg, width);
  return new Uint8Array(await (format === 'webp' ? raw.webp(WEBP) : raw.png({ compressionLevel: 6 })).toBuffer());
}

async function rasterize(svg: string, width: number): Promise<Sharp> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
    background: '#ffffff',
  });
  // Every picture paints its whole canvas, so resvg's premultiplied pixels equal straight RGBA.
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).removeAlpha();
}
