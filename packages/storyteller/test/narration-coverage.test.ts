/**
 * Narration never fails on length. eSpeak NG is asked for one piece at a time,
 * and no piece is longer than MAX_PIECE_CHARS by construction (speech-pieces.ts),
 * so the worst a tale can ask of the engine is its longest piece: this says the
 * longest piece of every plot of every pack, told every way, and a whole tale
 * that once ran eSpeak out of memory.
 */
import { LOCALES } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import { createEmbeddedNarrator, createEmbeddedWriter } from '../src/index.js';
import { MAX_PIECE_CHARS, speechPieces } from '../src/narrator/speech-pieces.js';
import { fixtureTale } from '../src/narrator/testing/tale-fixture.js';
import { expectWordsRead } from '../src/narrator/testing/expect-words.js';
import { PACKS } from '../src/writer/content/packs.js';
import { COMBINATIONS, tellCombination } from '../src/writer/checks/combinations.js';

const SEEDS = [1, 2];
const narrator = createEmbeddedNarrator();

/** The longest piece the narrator would ask eSpeak to say, over every telling of the plot. */
function longestPiece(pack: (typeof PACKS)[keyof typeof PACKS], plot: (typeof pack.plots)[number]): string {
  let longest = '';
  // An animal friend is told as a boy or girl friend is, by its word's gender: its text is among theirs.
  for (const combination of COMBINATIONS.filter((c) => c.friend !== 'animal')) {
    for (const seed of SEEDS) {
      for (const page of tellCombination(pack, plot, combination, seed).tale.pages) {
        for (const piece of speechPieces(page.text)) if (piece.text.length > longest.length) longest = piece.text;
      }
    }
  }
  return longest;
}

describe('narration of every plot', () => {
  it.each(LOCALES)(
    'says the longest piece of every %s plot, every word placed',
    async (language) => {
      const pack = PACKS[language];
      const pieces = pack.plots.map((plot) => longestPiece(pack, plot));
      expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(MAX_PIECE_CHARS);
      const result = await narrator.narrate(fixtureTale(language, pack.plots[0]!.id, pieces));
      expect(result.marks).toHaveLength(pieces.length);
      expectWordsRead(pieces, result);
    },
    120_000,
  );

  it('narrates the Russian tale that once ran eSpeak out of memory', async () => {
    const tale = await createEmbeddedWriter().write({
      hero: { name: 'Никита', sex: 'Мальчик', birthday: '2019-06-01' },
      friend: { name: 'Котик' },
      moral: 'helping',
      language: 'ru',
      seed: 31,
      today: '2026-11-25',
    });
    const result = await narrator.narrate(tale);
    expect(result.marks.map((mark) => mark.page)).toEqual(tale.pages.map((_, i) => i + 1));
    expectWordsRead(
      tale.pages.map((page) => page.text),
      result,
    );
  }, 60_000);
});
