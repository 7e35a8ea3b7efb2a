import type { WordTiming } from '@skazka/contract';

export type { WordTiming };

/** The word being read out now, by either voice: its page and its place in that page's text. */
export interface SpokenWord {
  page: number;
  from: number;
  to: number;
}

/** The index of the word spoken at `time`: the last one started, held through the pause after it; -1 before the first. */
export function wordIndexAt(words: readonly WordTiming[], time: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.start_s <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** A piece of a page's text: plain text between words, or a word the reader can tap. */
export interface TextPiece {
  text: string;
  from: number;
  isWord: boolean;
}

// The stress mark (U+0301) combines with the letter before it, so it stands outside the class.
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’-]|\u0301)*/gu;

/**
 * A page's text cut into words and the text between them. With timings the
 * words are theirs; without (device voice, or a narrator that gives none) the
 * words are found by letters, which is also where speech engines put their boundaries.
 */
export function textPieces(text: string, words: readonly WordTiming[] = []): TextPiece[] {
  const spans = words.length
    ? [...words].sort((a, b) => a.from - b.from).map((word) => [word.from, word.to] as const)
    : [...text.matchAll(WORD)].map((match) => [match.index, match.index + match[0].length] as const);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const [from, to] of spans) {
    if (from < at || to > text.length || to <= from) continue;
    if (from > at) pieces.push({ text: text.slice(at, from), from: at, isWord: false });
    pieces.push({ text: text.slice(from, to), from, isWord: true });
    at = to;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), from: at, isWord: false });
  return pieces;
}

/** The word around a character offset (a speech engine's boundary gives only where a word starts). */
export function wordAround(text: string, offset: number): { from: number; to: number } {
  WORD.lastIndex = 0;
  for (const match of text.matchAll(WORD)) {
    const end = match.index + match[0].length;
    if (end > offset) return { from: match.index, to: end };
  }
  return { from: offset, to: offset };
}
