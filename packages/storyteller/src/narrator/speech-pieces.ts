/**
 * Splits a text into the pieces eSpeak NG is asked to say one call at a time.
 * eSpeak's memory grows with what one call holds, so no piece is longer than
 * MAX_PIECE_CHARS whatever the text: a sentence at a time, and a sentence too
 * long for that is cut at its last clause mark or space within the bound.
 */

export const MAX_PIECE_CHARS = 320;

export interface SpeechPiece {
  /** Where the piece starts in the text (UTF-16 offset). */
  from: number;
  text: string;
}

// A sentence ends after . ! ? … (and any closing quotes or brackets), before a space.
const SENTENCE_END = /[.!?…]+["'»“”)\]]*\s+/gu;
const CLAUSE_MARK = /[,;:—–]\s/gu;

export function speechPieces(text: string, max = MAX_PIECE_CHARS): SpeechPiece[] {
  const pieces: SpeechPiece[] = [];
  let start = 0;
  for (const end of [...[...text.matchAll(SENTENCE_END)].map((match) => match.index + match[0].length), text.length]) {
    if (end > start) cutToFit(text, start, end, max, pieces);
    start = end;
  }
  // A piece of only spaces and punctuation has nothing to say.
  return pieces.filter((piece) => /[^\s\p{P}]/u.test(piece.text));
}

function cutToFit(text: string, start: number, end: number, max: number, pieces: SpeechPiece[]) {
  while (end - start > max) {
    const window = text.slice(start, start + max);
    const cut = lastBreak(window, CLAUSE_MARK) ?? lastBreak(window, /\s/gu) ?? safeCut(window);
    pieces.push({ from: start, text: window.slice(0, cut) });
    start += cut;
  }
  pieces.push({ from: start, text: text.slice(start, end) });
}

function lastBreak(window: string, mark: RegExp): number | null {
  let found: number | null = null;
  // A break in the first half would leave a tiny piece: only the second half counts.
  for (const match of window.matchAll(mark))
    if (match.index >= window.length / 2) found = match.index + match[0].length;
  return found;
}

/** No space at all in the window: cut anywhere but inside a surrogate pair. */
function safeCut(window: string): number {
  const last = window.charCodeAt(window.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? window.length - 1 : window.length;
}
