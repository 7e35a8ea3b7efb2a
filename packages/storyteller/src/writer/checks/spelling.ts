/**
 * Spelling as a native reader's dictionary sees it: every word a pack can write, checked with hunspell
 * (Debian's dictionaries, installed for the content lane by scripts/system-deps.mjs). What hunspell does
 * not know but the pack writes on purpose (onomatopoeia, diminutives, compounds, the plots' own names)
 * is listed in the pack's `ownWords`; anything else it rejects is a mistake to fix in the text.
 */
import { spawnSync } from 'node:child_process';
import type { Locale } from '@skazka/contract';
import type { WrittenTale } from '../../stages.js';

/** The hunspell dictionary each story language is checked against (British English, as the pack writes). */
export const DICTIONARIES: Record<Locale, string> = {
  ru: 'ru_RU',
  en: 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  es: 'es_ES',
};

/**
 * The words of a text as a dictionary holds them: runs of letters with inner apostrophes (l’eau, don’t),
 * hyphenated words split into their parts (hunspell checks parts), and quote marks around words dropped.
 */
export function wordsOf(text: string): string[] {
  const words = text.match(/\p{L}[\p{L}\p{M}'’]*/gu) ?? [];
  return words.map((word) => word.replace(/['’]+$/u, '')).filter((word) => word.length > 0);
}

export function taleText(tale: WrittenTale): string[] {
  return [tale.title, ...tale.pages.map((p) => p.text), ...tale.questions.flatMap((q) => [q.question, ...q.options])];
}

/** The words hunspell's dictionary for `language` does not know, each once. */
export function unknownWords(language: Locale, words: Iterable<string>): string[] {
  const unique = [...new Set(words)];
  const result = spawnSync('hunspell', ['-d', DICTIONARIES[language], '-l'], {
    input: unique.join('\n'),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (result.status !== 0)
    throw new Error(`hunspell -d ${DICTIONARIES[language]} failed: ${result.stderr || result.error?.message}`);
  return [...new Set(result.stdout.split('\n').filter(Boolean))];
}

/** Unknown words that are neither the pack's own nor a name of the cast. */
export function misspellings(
  language: Locale,
  words: Iterable<string>,
  ownWords: readonly string[],
  names: readonly string[],
): string[] {
  const known = new Set([...ownWords, ...names].map((word) => word.toLocaleLowerCase(language)));
  const isKnown = (word: string) => {
    const lower = word.toLocaleLowerCase(language);
    // An English possessive is its word's: «Grumbly’s» is known when «grumbly» is an own word.
    return known.has(lower) || (language === 'en' && known.has(lower.replace(/['’]s$/u, '')));
  };
  // A single letter is a sound drawn out (Ур-р-р, ш-ш-ш), never a misspelt word.
  return unknownWords(language, words).filter((word) => word.length > 1 && !isKnown(word));
}
