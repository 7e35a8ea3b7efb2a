import { describe, expect, it } from 'vitest';
import { textPieces, wordAround, wordIndexAt, type WordTiming } from './read-along';

const words: WordTiming[] = [
  { page: 1, start_s: 0.2, end_s: 0.5, from: 0, to: 4 },
  { page: 1, start_s: 0.6, end_s: 1.1, from: 5, to: 10 },
  { page: 2, start_s: 2, end_s: 2.4, from: 0, to: 3 },
];

describe('read-along', () => {
  it('finds the word spoken at a time, holding it through the pause after it', () => {
    expect(wordIndexAt(words, 0.1)).toBe(-1);
    expect(wordIndexAt(words, 0.3)).toBe(0);
    expect(wordIndexAt(words, 0.55)).toBe(0);
    expect(wordIndexAt(words, 1.5)).toBe(1);
    expect(wordIndexAt(words, 9)).toBe(2);
  });

  it('cuts a page into its timed words and the text between them', () => {
    const pieces = textPieces('Once upon, a', words.slice(0, 2));
    expect(pieces.map((p) => [p.text, p.isWord])).toEqual([
      ['Once', true],
      [' ', false],
      ['upon,', true],
      [' a', false],
    ]);
  });

  it('finds words by letters when there are no timings, in any script', () => {
    const pieces = textPieces('Жил-был ёжик — «Ух!»')
      .filter((p) => p.isWord)
      .map((p) => p.text);
    expect(pieces).toEqual(['Жил-был', 'ёжик', 'Ух']);
  });

  it('takes the word around a speech boundary', () => {
    expect(wordAround('Il était une fois', 3)).toEqual({ from: 3, to: 8 });
    expect(wordAround('Il était une fois', 8)).toEqual({ from: 9, to: 12 });
  });
});
