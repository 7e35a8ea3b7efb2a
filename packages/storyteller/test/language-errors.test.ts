/**
 * The French, Spanish and German packs told every way (each plot × band × sex ×
 * with/without a friend, three seeds) through the language-error scanner of
 * `src/writer/checks/language-errors.ts`; and the scanner itself on sentences a
 * native reader stopped at, so it is known to catch them.
 */
import type { Locale } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import type { WrittenTale } from '../src/stages.js';
import { COMBINATIONS, heroName, tellCombination } from '../src/writer/checks/combinations.js';
import { childOnlyFriendProblems, languageErrorProblems } from '../src/writer/checks/language-errors.js';
import { loadExistingPacks } from '../src/writer/checks/load-packs.js';
import { SAMPLE_CAST } from '../src/writer/checks/sample-cast.js';

const { packs } = await loadExistingPacks();
const SCANNED: Locale[] = ['fr', 'es', 'de'];

function taleOf(language: Locale, ...pages: string[]): WrittenTale {
  return {
    title: 'T',
    language,
    ageBand: '5-7',
    plot: 'test',
    pages: pages.map((text) => ({ text, scene: { place: 'home', time: 'day', cast: ['hero'] } })),
    questions: [],
  } as unknown as WrittenTale;
}

const CAUGHT: Array<{ language: Locale; text: string; names?: string[]; alone?: boolean }> = [
  { language: 'fr', text: 'Elle a posé la pomme à côté de elle.' },
  { language: 'fr', text: 'Ils ne se plaignent jamais de une clochette.' },
  { language: 'fr', text: 'Il lui a demandé si il en était sûr.' },
  { language: 'fr', text: 'Le petit mot était accroché à le tambour.' },
  { language: 'fr', text: 'La maison de Anaïs était bleue.' },
  { language: 'es', text: 'Desde la ventana se veíal bosque.' },
  { language: 'es', text: 'Buenas noches, la patita. Y buenas noches a ti.' },
  { language: 'es', text: 'Hacía un ruido como una lechuza resfriado.' },
  { language: 'es', text: 'Pinchaba como un gatito enfadada.' },
  { language: 'es', text: '«Uno, dos, tres, ¡salto!» Y luego: ¡Una, dos, tres!, las piedras se movían.' },
  { language: 'de', text: '„Ich möchte sein Freundin sein“, flüsterte Mia.' },
  { language: 'de', text: 'Da wurden die Beine von Paul ganz weich.', names: ['Paul'] },
  { language: 'de', text: '„Ihr seid die besten Schneeschaufler“, sagte der Fuchs.', alone: true },
  { language: 'de', text: 'Endlich war der Tag des großen Sommerfestes des Dorfes da.' },
  { language: 'de', text: 'Jeder bekam ein Stück des Kuchens.' },
  { language: 'de', text: 'Sie klatschten nicht nur für der Igel.' },
];

describe('the language-error scanner', () => {
  it.each(CAUGHT)('catches «$text»', ({ language, text, names, alone }) => {
    const pack = packs[language]!;
    expect(languageErrorProblems(pack, taleOf(language, text), names ?? ['Chloé'], !alone)).not.toEqual([]);
  });

  it('lets good sentences be', () => {
    expect(
      languageErrorProblems(
        packs.fr!,
        taleOf('fr', 'Elle a regardé autour d’elle, puis a décidé de les suivre.'),
        ['Chloé'],
        false,
      ),
    ).toEqual([]);
    expect(
      languageErrorProblems(
        packs.es!,
        taleOf('es', 'Buenas noches, patita. «Una, dos, tres… ¡y la pintada!»'),
        ['Lucía'],
        false,
      ),
    ).toEqual([]);
    expect(
      languageErrorProblems(
        packs.de!,
        taleOf('de', '„Wisst ihr was?“, sagte Paul zu den Kleinen. Ein Geschenk von Paul.'),
        ['Paul'],
        true,
      ),
    ).toEqual([]);
  });
});

describe.each(SCANNED.filter((language) => packs[language]))('the %s pack', (language) => {
  const pack = packs[language]!;

  it('gives the friend, who may be an animal, no hands, shoes or pockets', () => {
    expect(childOnlyFriendProblems(pack)).toEqual([]);
  });

  it.each(pack.plots.map((plot) => ({ id: plot.id, plot })))('tells $id without a language error', ({ plot }) => {
    const problems: string[] = [];
    for (const combination of COMBINATIONS)
      for (const seed of [1, 2, 3]) {
        const { tale } = tellCombination(pack, plot, combination, seed);
        const names = [heroName(pack, combination.sex), SAMPLE_CAST[language].friend];
        for (const problem of languageErrorProblems(pack, tale, names, combination.friend))
          problems.push(`${combination.band} ${combination.friend ? 'friend' : 'alone'} seed ${seed}: ${problem}`);
      }
    expect(problems).toEqual([]);
  });
});
