/**
 * Turns joined sentences into clean text: one space between words, none
 * before a comma or full stop, capitals at sentence starts. Dialogue keeps its
 * lower case after «— Ура! — закричала…» and «Viens ! » dit…: a sentence start
 * is only one that is not preceded by a dash or a closing quote.
 */
import type { Locale } from '@skazka/contract';

// Non-breaking spaces are meant (French « … », 10 000): only ordinary whitespace collapses.
const SPACES = /[ \t\r\n]+/g;
const OPENERS = '«"“„‚‘¡¿(';

const TEXT_START = new RegExp(`^([—–\\- ${OPENERS}]*)(\\p{Ll})`, 'u');
const SENTENCE_START = new RegExp(`([.!?…]) ([${OPENERS}]*)(\\p{Ll})`, 'gu');

export function tidyText(text: string, language: Locale): string {
  let out = text.replace(SPACES, ' ').trim();
  out = out.replace(/ +([,.…])/g, '$1');
  if (language !== 'fr') out = out.replace(/ +([!?;:])/g, '$1');
  out = out.replace(TEXT_START, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase());
  return out.replace(SENTENCE_START, (_, end: string, open: string, letter: string) => `${end} ${open}${letter.toLocaleUpperCase()}`);
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+(?=[^\p{Ll}])/u).map((s) => s.trim()).filter(Boolean);
}
