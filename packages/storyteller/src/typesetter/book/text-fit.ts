import * as fontkit from 'fontkit';
import type { AgeBand } from '../../writer/content/format.js';
import { nunito } from '../fonts.js';
import { LINE_HEIGHT, PAGE, PARAGRAPH_GAP, TEXT_PAGE_MARGIN } from './theme.js';

/** Reading-aloud sizes: large for the youngest, who follow the words with a finger. */
export const BAND_TEXT_SIZE: Record<AgeBand, number> = { '2-4': 20, '5-7': 17, '8-10': 14 };
const SMALLEST = 10;
// react-pdf balances its line breaks, which can cost a little width against our greedy count.
const WIDTH_SAFETY = 0.96;

export const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

let measure: ((word: string) => number) | undefined;

/** Width of a word in em of the body font (Nunito Regular), from its real glyph advances. */
function emWidth(word: string): number {
  if (!measure) {
    const font = fontkit.openSync(nunito('400Regular')) as fontkit.Font;
    const cache = new Map<number, number>();
    const advance = (codePoint: number) => {
      let width = cache.get(codePoint);
      if (width === undefined)
        cache.set(codePoint, (width = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm));
      return width;
    };
    measure = (text) => [...text].reduce((sum, char) => sum + advance(char.codePointAt(0)!), 0);
  }
  return measure(word);
}

/**
 * The band's text size, made smaller only as far as needed for the page's text
 * (and `extraLines` of room under it) to fit on one page.
 */
export function fitTextSize(text: string, band: AgeBand, extraLines = 0): number {
  const lineWidth = PAGE.width - 2 * TEXT_PAGE_MARGIN.side;
  const room = PAGE.height - TEXT_PAGE_MARGIN.top - TEXT_PAGE_MARGIN.bottom;
  for (let size = BAND_TEXT_SIZE[band]; size > SMALLEST; size -= 0.5) {
    if (textHeight(text, size, lineWidth) + extraLines * size * LINE_HEIGHT <= room) return size;
  }
  return SMALLEST;
}

function textHeight(text: string, size: number, lineWidth: number): number {
  const parts = paragraphs(text);
  const lines = parts.reduce((sum, part) => sum + lineCount(part, size, lineWidth), 0);
  return (lines + (parts.length - 1) * PARAGRAPH_GAP) * size * LINE_HEIGHT;
}

/** Lines a paragraph takes at `size` pt when broken at spaces into lines `lineWidth` pt wide. */
export function lineCount(paragraph: string, size: number, lineWidth: number): number {
  const width = (lineWidth * WIDTH_SAFETY) / size;
  const space = emWidth(' ');
  let lines = 1;
  let x = 0;
  for (const word of paragraph.split(/\s+/)) {
    const w = emWidth(word);
    if (x > 0 && x + space + w > width) {
      lines += 1;
      x = w;
    } else {
      x += (x > 0 ? space : 0) + w;
    }
  }
  return lines;
}
