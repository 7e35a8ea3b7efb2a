import { describe, expect, it } from 'vitest';
import { packProblems } from '../src/writer/checks/pack-check.js';
import type { LanguagePack } from '../src/writer/content/format.js';
import { fixturePack } from './fixtures/fixture-pack.js';

/** The fixture pack as Spanish, its first plot's first page saying `line`, its creatures «el zorro» and «la lechuza». */
function spanishSaying(line: string): LanguagePack {
  const [plot, ...plots] = fixturePack.plots;
  const [page, ...pages] = plot!.pages;
  return {
    ...fixturePack,
    language: 'es',
    creatures: {
      fox: { gender: 'm', forms: { nom: 'zorro', def: 'el zorro', al: 'al zorro' } },
      owl: { gender: 'f', forms: { nom: 'lechuza', def: 'la lechuza', al: 'a la lechuza' } },
    },
    plots: [{ ...plot!, pages: [{ ...page!, text: [line] }, ...pages] }, ...plots],
  };
}

const contractions = (pack: LanguagePack) => packProblems(pack).filter((problem) => problem.includes('«'));

describe('the pack check', () => {
  it('finds «a el» for every word a tag may take, with no tale told', () => {
    expect(contractions(spanishSaying('Vio a {creature.def} y se acordó de {other.creature.def}.'))).toEqual([
      `${fixturePack.plots[0]!.id}: page 1 slot 1: «a el zorro» for "fox" (al): {creature.def}`,
      `${fixturePack.plots[0]!.id}: page 1 slot 1: «de el zorro» for "fox" (del): {other.creature.def}`,
    ]);
  });

  it('passes the form that contracts already, and a word that only ends like «a»', () => {
    expect(contractions(spanishSaying('Vio {creature.al}, casi una {creature.def} más.'))).toEqual([]);
  });
});
