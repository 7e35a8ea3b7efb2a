import { expect } from 'vitest';
import type { NarrationResult } from '../../stages.js';
import { wordTokens } from '../word-timings.js';

/**
 * Every word of every page is placed once, in reading order, at offsets that cut
 * out exactly that word, at times that go forward within its page and the narration.
 */
export function expectWordsRead(
  pages: string[],
  { words, marks, duration_s }: Pick<NarrationResult, 'words' | 'marks' | 'duration_s'>,
) {
  pages.forEach((text, i) => {
    const page = i + 1;
    const placed = words.filter((word) => word.page === page);
    const expected = wordTokens(text).map(({ from, to }) => text.slice(from, to));
    expect(placed.map((word) => text.slice(word.from, word.to))).toEqual(expected);
    const start = marks.find((mark) => mark.page === page)!.start_s;
    const end = marks.find((mark) => mark.page === page + 1)?.start_s ?? duration_s;
    let previous = start;
    for (const word of placed) {
      expect(word.start_s).toBeGreaterThanOrEqual(previous);
      expect(word.end_s).toBeGreaterThan(word.start_s);
      expect(word.end_s).toBeLessThanOrEqual(end);
      previous = word.end_s;
    }
  });
}
