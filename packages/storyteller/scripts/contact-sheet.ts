/**
 * A contact sheet of one tale: the cover and every page picture in a grid, each
 * with its page number and the first words of its text underneath, so a tale can
 * be read against its pictures at a glance. Small thumbnails and a palette PNG
 * keep a sheet well under 400 KB in git.
 */
import sharp, { type OverlayOptions } from 'sharp';
import type { Illustrations, WrittenTale } from '../src/index.js';

const COLUMNS = 4;
const THUMB_WIDTH = 240;
const CAPTION_HEIGHT = 44;
const GAP = 8;
const HEADER_HEIGHT = 34;
/** Characters of page text a caption line holds at this font size. */
const LINE_CHARS = 31;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first words of a text, cut at a word boundary into at most two caption lines. */
function captionLines(text: string): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const line = lines[lines.length - 1]!;
    if (!line || line.length + 1 + word.length <= LINE_CHARS) lines[lines.length - 1] = line ? `${line} ${word}` : word;
    else if (lines.length < 2) lines.push(word);
    else {
      lines[1] = `${lines[1]}…`;
      break;
    }
  }
  return lines;
}

function textSvg(width: number, height: number, lines: Array<{ text: string; bold?: boolean }>, size: number): Buffer {
  const rows = lines
    .map(
      (line, i) =>
        `<text x="4" y="${size + 2 + i * (size + 4)}" font-family="DejaVu Sans, sans-serif" font-size="${size}"${line.bold ? ' font-weight="bold"' : ''} fill="#333">${escapeXml(line.text)}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rows}</svg>`);
}

/** The sheet as PNG bytes; `heading` is written across the top (title, plot, cast). */
export async function contactSheet(tale: WrittenTale, pictures: Illustrations, heading: string): Promise<Buffer> {
  const sources = pictures.phone ?? pictures;
  const tiles = [
    { label: 'cover', text: tale.title, data: sources.cover.data },
    ...tale.pages.map((page, i) => ({ label: String(i + 1), text: page.text, data: sources.pages[i]!.data })),
  ];
  const thumbs = await Promise.all(
    tiles.map((tile) =>
      sharp(Buffer.from(tile.data)).resize({ width: THUMB_WIDTH }).png().toBuffer({ resolveWithObject: true }),
    ),
  );
  const thumbHeight = Math.max(...thumbs.map((thumb) => thumb.info.height));
  const cellHeight = thumbHeight + CAPTION_HEIGHT;
  const rows = Math.ceil(tiles.length / COLUMNS);
  const width = COLUMNS * THUMB_WIDTH + (COLUMNS + 1) * GAP;
  const height = HEADER_HEIGHT + rows * (cellHeight + GAP) + GAP;
  const layers: OverlayOptions[] = [
    { input: textSvg(width - 2 * GAP, HEADER_HEIGHT, [{ text: heading, bold: true }], 13), left: GAP, top: 8 },
  ];
  tiles.forEach((tile, i) => {
    const left = GAP + (i % COLUMNS) * (THUMB_WIDTH + GAP);
    const top = HEADER_HEIGHT + Math.floor(i / COLUMNS) * (cellHeight + GAP);
    const [first, ...rest] = captionLines(tile.text);
    layers.push(
      { input: thumbs[i]!.data, left, top },
      {
        input: textSvg(
          THUMB_WIDTH,
          CAPTION_HEIGHT,
          [{ text: `${tile.label}. ${first}`, bold: false }, ...rest.map((text) => ({ text }))],
          12,
        ),
        left,
        top: top + thumbHeight + 2,
      },
    );
  });
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png({ palette: true, quality: 90, effort: 7 })
    .toBuffer();
}
