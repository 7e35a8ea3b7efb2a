import sharp from 'sharp';
import type { Artifact, Illustrations } from '../../stages.js';

const COLOURS = ['#9fd3f0', '#f6c08a', '#7cbf6a', '#c9a0dc', '#ffd45a'];

/** A tiny 4:3 picture: a sky, a hill and a sun, in WebP or PNG as the illustrator may send. */
async function picture(name: string, sky: string, format: 'webp' | 'png'): Promise<Artifact> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${sky}"/><path d="M0 80 Q80 50 160 78 V120 H0 Z" fill="#5e9e4f"/><circle cx="124" cy="28" r="12" fill="#ffcf40"/></svg>`;
  const data = await sharp(Buffer.from(svg))[format]().toBuffer();
  return { name: `${name}.${format}`, contentType: `image/${format}`, data };
}

/** A cover in WebP and one picture per page, alternating WebP and PNG. */
export async function fixturePictures(pages: number): Promise<Illustrations> {
  return {
    cover: await picture('cover', COLOURS[0]!, 'webp'),
    pages: await Promise.all(
      Array.from({ length: pages }, (_, index) =>
        picture(`page-${index + 1}`, COLOURS[index % COLOURS.length]!, index % 2 ? 'png' : 'webp'),
      ),
    ),
  };
}
