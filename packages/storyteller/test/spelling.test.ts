/**
 * Every word any plot of a pack can say, told every way with a spread of seeds, is in the language's
 * dictionary or on the pack's own list; and the own list holds nothing the tales no longer say.
 */
import { describe, expect, it } from 'vitest';
import type { LanguagePack } from '../src/writer/content/format.js';
import { COMBINATIONS, tellCombination } from '../src/writer/checks/combinations.js';
import { loadExistingPacks } from '../src/writer/checks/load-packs.js';
import { sampleNames } from '../src/writer/checks/sample-cast.js';
import { misspellings, taleText, unknownWords, wordsOf } from '../src/writer/checks/spelling.js';

const { packs } = loadExistingPacks();
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Each word the pack can write, with the first plot and sentence it appears in (for the failure message). */
function everyWord(pack: LanguagePack): Map<string, string> {
  const words = new Map<string, string>();
  for (const plot of pack.plots)
    for (const combination of COMBINATIONS)
      for (const seed of SEEDS)
        for (const text of taleText(tellCombination(pack, plot, combination, seed).tale))
          for (const word of wordsOf(text)) if (!words.has(word)) words.set(word, `${plot.id}: ${text.slice(0, 120)}`);
  return words;
}

describe('the spelling checker', () => {
  it('knows good words and rejects bad ones in each language', () => {
    expect(unknownWords('ru', ['легла', 'лёгла', 'одно', 'одино'])).toEqual(['лёгла', 'одино']);
    expect(unknownWords('es', ['veía', 'veíal'])).toEqual(['veíal']);
    expect(unknownWords('en', ['colour', 'favourite', 'teh'])).toEqual(['teh']);
    expect(unknownWords('fr', ['à', 'côté', 'elle', 'cotè'])).toEqual(['cotè']);
    expect(unknownWords('de', ['Freundin', 'Freundinn'])).toEqual(['Freundinn']);
  });

  it('knows an English possessive of an own word or a name, and nothing more', () => {
    expect(misspellings('en', ['Grumbly’s', 'Pipkin’s', 'Grumblys'], ['grumbly'], ['Pipkin'])).toEqual(['Grumblys']);
  });

  it('splits words at hyphens and drops quote marks', () => {
    expect(wordsOf('«Ждёт-пождёт», — l’eau ‘again’ don’t')).toEqual(['Ждёт', 'пождёт', 'l’eau', 'again', 'don’t']);
  });
});

describe.each(Object.values(packs))('the $language pack', (pack: LanguagePack) => {
  const words = everyWord(pack);
  const cast = sampleNames(pack.language);

  it('writes only words of the dictionary or its own list', () => {
    const wrong = misspellings(pack.language, words.keys(), pack.ownWords, cast);
    expect(wrong.map((word) => `${word} (${words.get(word)})`)).toEqual([]);
  });

  it('lists no own word its tales do not say', () => {
    const said = new Set([...words.keys()].map((word) => word.toLocaleLowerCase(pack.language)));
    expect(pack.ownWords.filter((word) => !said.has(word.toLocaleLowerCase(pack.language)))).toEqual([]);
  });
});
