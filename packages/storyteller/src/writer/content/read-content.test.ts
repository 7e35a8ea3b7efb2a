import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { PACKS } from './packs.js';
import { CREATURES, OBJECTS, PLACES } from '../../scene/vocabulary.js';
import { COMBINATIONS, tellCombination } from '../checks/combinations.js';
import { readPack, readPackFolder, readPlots } from './read-content.js';

const plot = PACKS.en.plots[0]!;

function contentWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'skazka-content-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('plots as data files', () => {
  it('reads a plot file back as the plot it was written from', () => {
    const root = contentWith({ [`en/plots/${plot.moral}/${plot.id}.yaml`]: dump(plot) });
    expect(readPlots('en', root)).toEqual([plot]);
  });

  it('names the file and the place in it when a key is misspelt or an id cannot be drawn', () => {
    const broken = {
      ...plot,
      pages: plot.pages.map((page, i) => (i === 1 ? { ...page, scene: { ...page.scene, mod: 'happy' } } : page)),
    };
    const root = contentWith({
      [`en/plots/${plot.moral}/${plot.id}.yaml`]: dump({ ...broken, creatures: ['dragon'] }),
    });
    expect(() => readPlots('en', root)).toThrow(
      new RegExp(`content/en/plots/${plot.moral}/${plot.id}\\.yaml[\\s\\S]*creatures\\.0[\\s\\S]*pages\\.1\\.scene`),
    );
  });

  it('refuses a plot filed under another name or moral, where an author would not find it', () => {
    const root = contentWith({ [`en/plots/courage/${plot.id}-copy.yaml`]: dump(plot) });
    expect(() => readPlots('en', root)).toThrow(`belongs in plots/${plot.moral}/${plot.id}.yaml`);
  });

  it('reports a YAML syntax error with the file name', () => {
    const root = contentWith({ 'en/plots/sharing/broken.yaml': 'id: [unclosed\n' });
    expect(() => readPlots('en', root)).toThrow(/content\/en\/plots\/sharing\/broken\.yaml/);
  });
});

describe('a pack as data files', () => {
  const { places, creatures, objects, openings, closings, asleep, titles, ownWords } = PACKS.en;
  const packFiles = {
    'en/vocab.yaml': dump({ places, creatures, objects }),
    'en/shared.yaml': dump({ openings, closings, asleep, titles }),
    'en/own-words.yaml': dump(ownWords),
    [`en/plots/${plot.moral}/${plot.id}.yaml`]: dump(plot),
  };

  it('reads the words, openings, closings, titles, own words and plots back as the pack they were written from', () => {
    expect(readPack('en', contentWith(packFiles))).toEqual({ ...PACKS.en, plots: [plot] });
  });

  it('names the file and the word when a form is missing its nom, a form key is not as templates write it or an id cannot be drawn', () => {
    const root = contentWith({
      ...packFiles,
      'en/vocab.yaml': dump({
        places,
        creatures: { ...creatures, dragon: creatures.fox },
        objects: {
          ...objects,
          kite: { gender: 'n', forms: { def: 'the kite' } },
          ball: { gender: 'n', forms: { nom: 'ball', Pl: 'balls' } },
        },
      }),
    });
    expect(() => readPack('en', root)).toThrow(
      /content\/en\/vocab\.yaml[\s\S]*creatures[\s\S]*dragon[\s\S]*objects\.kite\.forms\.nom[\s\S]*objects\.ball\.forms: a form key/,
    );
  });
});

describe('the _template a new language starts from', () => {
  // English placeholders, so it is told as English; it is no locale, so PACKS never loads it.
  const template = readPackFolder('_template', 'en');

  it('is read by the same reader and schema as every pack, with a word for every drawable id', () => {
    expect(Object.keys(template.places)).toEqual([...PLACES]);
    expect(Object.keys(template.creatures)).toEqual([...CREATURES]);
    expect(Object.keys(template.objects)).toEqual([...OBJECTS]);
    expect(template.plots.map((p) => p.id)).toEqual(['friendship-example']);
  });

  it('tells its example plot every way with no unknown tag or form', () => {
    for (const combination of COMBINATIONS) {
      expect(tellCombination(template, template.plots[0]!, combination, 1).problems).toEqual([]);
    }
  });
});
