import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { WIDTH } from './art/canvas.js';

export interface PictureFormat {
  width: number;
  format: 'webp' | 'png';
}

export const PICTURE_FORMAT: PictureFormat = { width: WIDTH, format: 'webp' };

/**
 * SVG → pixels with resvg (off the main thread), then sharp encodes. No fonts
 * are loaded: pictures carry no text, and output stays identical everywhere.
 */
export async function renderPicture(svg: string, { width, format }: PictureFormat = PICTURE_FORMAT): Promise<Uint8Array> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false }, background: '#ffffff' });
  // Every picture paints its whole canvas, so resvg's premultiplied pixels equal straight RGBA.
  const raw = sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).removeAlpha();
  const encoded = format === 'webp' ? raw.webp({ quality: 86, effort: 2 }) : raw.png({ compressionLevel: 6 });
  return new Uint8Array(await encoded.toBuffer());
}
