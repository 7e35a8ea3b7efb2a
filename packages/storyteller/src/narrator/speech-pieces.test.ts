import { describe, expect, it } from 'vitest';
import { MAX_PIECE_CHARS, speechPieces } from './speech-pieces.js';
import { snapToWords, wordTokens } from './word-timings.js';

const glued = (text: string) =>
  speechPieces(text)
    .map((piece) => piece.text)
    .join('');

describe('speech pieces', () => {
  it('says a text a sentence at a time, losing nothing and keeping each piece where it was', () => {
    const text = 'Жил-был ёжик. «Какой день!» — сказал он. А потом? Потом, спать.';
    const pieces = speechPieces(text);
    expect(pieces.map((piece) => piece.text.trim())).toEqual([
      'Жил-был ёжик.',
      '«Какой день!»',
      '— сказал он.',
      'А потом?',
      'Потом, спать.',
    ]);
    for (const piece of pieces) expect(text.slice(piece.from, piece.from + piece.text.length)).toBe(piece.text);
    expect(glued(text)).toBe(text);
  });

  it('never makes a piece longer than the bound, whatever the text', () => {
    const clauses = Array.from({ length: 40 }, (_, i) => `и ещё одна очень длинная часть номер ${i}`).join(', ');
    const spaceless = '😀'.repeat(400) + 'ё'.repeat(401);
    for (const text of [clauses, spaceless, `${clauses}. ${spaceless}`]) {
      const pieces = speechPieces(text);
      expect(Math.max(...pieces.map((piece) => piece.text.length))).toBeLessThanOrEqual(MAX_PIECE_CHARS);
      expect(glued(text)).toBe(text);
      // Never inside a surrogate pair.
      for (const piece of pieces) expect(piece.text).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
    }
    // A long sentence is cut after a clause mark when there is one.
    expect(speechPieces(clauses)[0]!.text).toMatch(/, $/);
  });
});

describe('word timings', () => {
  it('finds the words a reader sees, without the punctuation around them', () => {
    const text = "«Жил-был» ёжик — it's 3 o'clock! 😀";
    expect(wordTokens(text).map(({ from, to }) => text.slice(from, to))).toEqual([
      'Жил-был',
      'ёжик',
      "it's",
      '3',
      "o'clock",
      '😀',
    ]);
  });

  it('places spans on words, merges spans of one word and shares a span with the words said with it', () => {
    const text = 'Жил-был ёжик, out of time.';
    const span = (word: string, start_s: number, end_s: number, at = 0) => ({
      from: text.indexOf(word, at),
      to: text.indexOf(word, at) + word.length,
      start_s,
      end_s,
    });
    const words = snapToWords(text, [
      span('Жил', 0, 0.3),
      span('был', 0.3, 0.5),
      span(',', 0.9, 1),
      span('ёжик', 0.5, 0.9),
      span('out', 1, 1.6),
      span('time', 1.6, 2),
    ]);
    expect(words.map((word) => [text.slice(word.from, word.to), word.start_s, Number(word.end_s.toFixed(2))])).toEqual([
      ['Жил-был', 0, 0.5],
      ['ёжик', 0.5, 0.9],
      ['out', 1, 1.36],
      ['of', 1.36, 1.6],
      ['time', 1.6, 2],
    ]);
  });
});
