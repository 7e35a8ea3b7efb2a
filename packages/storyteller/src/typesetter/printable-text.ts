import * as fontkit from 'fontkit';
import { dejaVu, nunito } from './fonts.js';

let fonts: fontkit.Font[] | undefined;
const drawable = (codePoint: number) =>
  (fonts ??= [nunito('400Regular'), dejaVu('')].map((file) => fontkit.openSync(file) as fontkit.Font)).some((font) =>
    font.hasGlyphForCodePoint(codePoint),
  );

// Parts of an emoji sequence that are no glyph of their own: joiner, variation selectors, skin tones.
const JOINERS = /\u200d|\ufe0e|\ufe0f|[\u{1f3fb}-\u{1f3ff}]/gu;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text as the book's fonts can print it. A character no font draws would
 * come out as a hollow box over the next letter: a picture character (an emoji
 * such as 🌸) is left out, and a letter of a script the fonts lack is printed as
 * "�", so the reader sees that something was there.
 */
export function printableText(text: string): string {
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    const codePoints = [...segment.replace(JOINERS, '')].map((char) => char.codePointAt(0)!);
    if (/^\s+$/u.test(segment) || codePoints.every(drawable)) out += segment.replace(JOINERS, '');
    else if (!/\p{Extended_Pictographic}/u.test(segment)) out += '\ufffd';
  }
  // A left-out emoji leaves no double space or space before punctuation behind.
  return out === text
    ? text
    : out
        .replace(/ {2,}/g, ' ')
        .replace(/ ([,.!?;:»”)])/g, '$1')
        .trim();
}
