import type { Locale } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import type { Page, PageScene, Plot } from '../src/writer/content/format.js';
import { markedText, plotSceneProblems } from '../src/writer/checks/scene-check.js';

const scene = (over: Partial<PageScene> = {}): PageScene => ({
  place: 'world',
  time: 'day',
  cast: ['hero'],
  object: 'world',
  actions: { hero: 'stand' },
  framing: 'medium',
  ...over,
});

/** The hero asleep in bed at night: how every tale ends. */
const asleep: Page = {
  scene: scene({ place: 'home', time: 'night', framing: 'wide', prop: 'bed', actions: { hero: 'sleep' } }),
  text: ['{hero} спал{h:|а}.'],
};

/** A plot whose first page is under test; the filler pages around it are annotated and distinct. */
function plotWith(page: Page, last?: Page): Plot {
  const filler = (i: number): Page => ({
    scene: scene({ framing: i % 2 ? 'wide' : 'close', time: (['morning', 'day', 'evening'] as const)[i % 3] }),
    text: ['{hero} шёл{h:|а} дальше.'],
  });
  return {
    id: 'fixture',
    moral: 'kindness',
    titles: ['t'],
    places: ['forest'],
    creatures: ['fox'],
    objects: ['lantern'],
    pages: [page, filler(1), filler(2), filler(3), filler(4), last ?? asleep],
    questions: [],
  };
}

const problems = (page: Page, language: Locale = 'ru', last?: Page) =>
  plotSceneProblems(plotWith(page, last), language);

describe('the scene checker', () => {
  it('reads templates with the tale words as markers and choices with whom they agree', () => {
    expect(markedText('{hero} отдал{h:|а} {object.acc} {creature.dat}.')).toBe('@hero отдал#h @object @creature.');
  });

  it('fails a page whose text gives the object away while the hero still holds it, and passes it drawn given', () => {
    const text = ['{hero} отдал{h:|а} {object.acc} {creature.dat}.'];
    const held = scene({ cast: ['hero', 'creature'], actions: { hero: 'stand', creature: 'stand' } });
    expect(problems({ scene: held, text })).toEqual([
      expect.stringContaining("page 1: keeps the object in the hero's hand while the text hands it over"),
    ]);
    expect(problems({ scene: { ...held, objectAt: 'creature' }, text })).toEqual([]);
    expect(problems({ scene: { ...held, actions: { hero: 'give', creature: 'receive' } }, text })).toEqual([]);
  });

  it('fails an English page whose object is stuck up a tree but drawn in hand', () => {
    const text = ['The {object} was stuck at the top of the tree.'];
    expect(problems({ scene: scene(), text }, 'en')).toEqual([
      expect.stringContaining('does not show the object up the tree'),
    ]);
    expect(problems({ scene: scene({ objectAt: 'up-tree' }), text }, 'en')).toEqual([]);
  });

  it('does not count an object almost dropped as dropped', () => {
    expect(problems({ scene: scene(), text: ['{hero} чуть не уронил{h:|а} {object.acc}.'] })).toEqual([]);
  });

  it('reads French, German and Spanish cues as words, not as pieces of other words', () => {
    const held = scene({ objectState: 'broken' });
    // "préparé" holds "réparé"; "Aufgabe" holds "gab"; "tronco" holds "ronc" (snores).
    expect(problems({ scene: held, text: ['{hero} a préparé {object.def}.'] }, 'fr')).toEqual([]);
    expect(problems({ scene: held, text: ['{hero} a réparé {object.def}.'] }, 'fr')).toEqual([
      expect.stringContaining('does not show the object mended'),
    ]);
    const withCreature = scene({ cast: ['hero', 'creature'], actions: { hero: 'stand', creature: 'stand' } });
    const task = ['{hero} hatte eine Aufgabe: {object} für {creature.acc}.'];
    expect(problems({ scene: withCreature, text: task }, 'de')).toEqual([]);
    // An idea that occurred to someone dropped nothing; a cheer that broke out broke nothing.
    const idea = ['Da fiel {hero.dat} etwas ein, und ringsum brach lauter Jubel los.'];
    expect(problems({ scene: held, text: idea }, 'de')).toEqual([]);
    expect(problems({ scene: scene(), text: ['{^object} fiel ins Gras und brach.'] }, 'de')).toEqual([
      expect.stringContaining("keeps the object in the hero's hand while the text loses it"),
      expect.stringContaining('does not show the object broken'),
    ]);
    const gave = ['{hero} gab {creature.dat} {object.acc}.'];
    expect(problems({ scene: withCreature, text: gave }, 'de')).toEqual([
      expect.stringContaining("keeps the object in the hero's hand while the text hands it over"),
    ]);
    const trunk = ['{hero} miró el tronco, y {creature.def} también.'];
    expect(problems({ scene: withCreature, text: trunk }, 'es')).toEqual([]);
    const asleep = ['{^creature.def} se durmió.'];
    expect(problems({ scene: withCreature, text: asleep }, 'es')).toEqual([
      expect.stringContaining('the creature is asleep in the text but not in the picture'),
    ]);
  });

  it('wants the sleeper asleep, and everyone when everyone sleeps', () => {
    const text = ['{^creature} свернул{c:ся|ась} клубочком и уснул{c:|а}.'];
    const awake = scene({ cast: ['hero', 'creature'], actions: { hero: 'stand', creature: 'stand' } });
    expect(problems({ scene: awake, text })).toEqual([
      expect.stringContaining('the creature is asleep in the text but not in the picture'),
    ]);
    expect(problems({ scene: { ...awake, actions: { hero: 'stand', creature: 'sleep' } }, text })).toEqual([]);
    const all = ['The {creature} had come in from the cold.', 'Soon everyone was asleep.'];
    expect(problems({ scene: awake, text: all }, 'en')).toEqual([
      expect.stringContaining('the hero is asleep'),
      expect.stringContaining('the creature is asleep'),
    ]);
    expect(problems({ scene: scene(), text: ['{hero} could not fall asleep.'] }, 'en')).toEqual([]);
  });

  it('draws one who fell down fallen, in every language, and one who sat down sitting', () => {
    const cast = scene({ cast: ['hero', 'creature'], actions: { hero: 'run', creature: 'stand' } });
    const fell: Array<[Locale, string]> = [
      ['en', 'The little {creature} had tripped over a root and fallen down.'],
      ['ru', '{^creature} споткнул{c:ся|ась} о корень и упал{c:|а}.'],
      ['fr', '{^creature.def} a trébuché et il est tombé.'],
      ['es', '{^creature.def} se cayó en el barro.'],
      ['de', '{^creature.def} stolperte über eine Wurzel.'],
    ];
    for (const [language, line] of fell) {
      expect(problems({ scene: cast, text: [line] }, language), language).toEqual([
        expect.stringContaining("the creature falls down in the text but stands in the picture (action 'fall')"),
      ]);
      const fallen = { ...cast, actions: { hero: 'run', creature: 'fall' } } as const;
      expect(problems({ scene: fallen, text: [line] }, language), language).toEqual([]);
    }
    // What falls is not always the cast: a drop on the hero's nose, a hut, the object.
    expect(
      problems({ scene: cast, text: ['Вдруг на нос {hero.dat} упала капля, и {creature} засмеял{c:ся|ась}.'] }),
    ).toEqual([]);
    const inPuddle = { ...cast, objectAt: 'water' } as const;
    expect(problems({ scene: inPuddle, text: ['{^object} {creature.gen} упал{o:|а|о} в лужу.'] })).toEqual([]);
    const stump = ['{hero} {h:сел|села} на пенёк: ни строить, ни играть без {creature.gen} не хотелось.'];
    expect(problems({ scene: cast, text: stump })).toEqual([
      expect.stringContaining("the hero sits down in the text but not in the picture (action 'sit')"),
    ]);
    expect(problems({ scene: { ...cast, actions: { hero: 'sit', creature: 'stand' } }, text: stump })).toEqual([]);
  });

  it('draws a last page that ends in bed in bed', () => {
    const text = ['{hero} лёг{h:|ла} в кровать.'];
    const first: Page = { scene: scene(), text: ['{hero} проснул{h:ся|ась}.'] };
    const standing = { scene: scene({ time: 'night', framing: 'close' }), text };
    expect(problems(first, 'ru', standing)).toEqual([
      expect.stringContaining('page 6: ends at bedtime but is not drawn in bed'),
    ]);
    const inBed = { scene: scene({ time: 'night', framing: 'close', prop: 'bed', actions: { hero: 'sleep' } }), text };
    expect(problems(first, 'ru', inBed)).toEqual([]);
  });

  it('wants every tale to end with the hero asleep in bed, even when the last words do not say bed', () => {
    const first: Page = { scene: scene(), text: ['{hero} проснул{h:ся|ась}.'] };
    const walkingHome = {
      scene: scene({ time: 'night', framing: 'wide', actions: { hero: 'walk' } }),
      text: ['{hero} volvió a casa por la nieve.'],
    };
    expect(problems(first, 'es', walkingHome)).toEqual([
      expect.stringContaining('page 6: ends the tale away from bed'),
    ]);
    const playing = {
      scene: scene({
        time: 'evening',
        framing: 'wide',
        cast: ['hero', 'creature'],
        actions: { hero: 'look-for', creature: 'hide' },
      }),
      text: ['{hero} spielte mit {creature.dat} Verstecken.'],
    };
    expect(problems(first, 'de', playing)).toEqual([expect.stringContaining('page 6: ends the tale away from bed')]);
    // The sleeper must be the hero, drawn: a creature asleep in bed does not end the hero's day.
    const creatureAsleep = {
      scene: scene({ cast: ['creature'], prop: 'bed', actions: { creature: 'sleep' } }),
      text: ['{^creature} спит.'],
    };
    expect(problems(first, 'ru', creatureAsleep)).toEqual([
      expect.stringContaining('page 6: ends the tale away from bed'),
    ]);
    // At home a hut is seen through the window and the sleeper lies in the room's bed; outdoors it is no bed.
    const hutSeen = (place: PageScene['place']) => ({
      scene: scene({ place, time: 'night', framing: 'wide', prop: 'branch-hut', actions: { hero: 'sleep' } }),
      text: ['{hero} спал{h:|а}, а за окном стоял шалаш.'],
    });
    expect(problems(first, 'ru', hutSeen('home'))).toEqual([]);
    expect(problems(first, 'ru', hutSeen('forest'))).toEqual([expect.stringContaining('page 6: ends')]);
  });

  it('wants the friend drawn exactly where friend slots speak of them, and the creature only where it is named', () => {
    const text = ['{hero} шёл{h:|а}.', { friend: true, text: '{friend} шёл{f:|а} рядом.' }];
    expect(problems({ scene: scene(), text })).toEqual([
      'fixture: page 1: leaves out the friend its friend slots speak of',
    ]);
    const drawn = scene({
      cast: ['hero', 'friend', 'creature'],
      actions: { hero: 'walk', friend: 'walk', creature: 'run' },
    });
    expect(problems({ scene: drawn, text })).toEqual([
      'fixture: page 1: draws the creature, whom the text never mentions',
    ]);
    // The other creature a page picks is named as {other.creature}; the tale's own is not it.
    const other = scene({ cast: ['hero', 'creature'], creature: 'other', actions: { hero: 'walk', creature: 'run' } });
    expect(problems({ scene: other, text: ['{hero} и {creature}.'] })).toEqual([
      'fixture: page 1: draws the creature, whom the text never mentions',
    ]);
    expect(problems({ scene: other, text: ['{hero} и {other.creature}.'] })).toEqual([]);
  });

  it('wants every page annotated: an action for each member drawn and a framing', () => {
    const bare: PageScene = { place: 'world', time: 'day', cast: ['hero', 'creature'], object: 'world' };
    expect(problems({ scene: bare, text: ['{hero} и {creature}.'] })).toEqual([
      'fixture: page 1: says no action for the hero',
      'fixture: page 1: says no action for the creature',
      'fixture: page 1: says no framing',
    ]);
  });

  it('puts the object on or beside a prop only where the page has one, and in the pocket only of a hero drawn', () => {
    const text = ['{hero} и {creature}.'];
    expect(problems({ scene: scene({ objectAt: 'beside-prop' }), text })).toEqual([
      'fixture: page 1: puts the object on or beside a prop it does not have',
    ]);
    expect(problems({ scene: scene({ objectAt: 'beside-prop', prop: 'bench' }), text })).toEqual([]);
    const creatureAlone = scene({ cast: ['creature'], actions: { creature: 'stand' }, objectAt: 'pocket' });
    expect(problems({ scene: creatureAlone, text })).toEqual([
      "fixture: page 1: puts the object in the hero's pocket, but the hero is not drawn",
    ]);
    expect(problems({ scene: scene({ objectAt: 'pocket' }), text })).toEqual([]);
  });

  it('fails two pages with the same scene and a plot framed one way throughout', () => {
    const page: Page = { scene: scene(), text: ['{hero}.'] };
    const plot = plotWith(page);
    plot.pages = plot.pages.map((p) => ({ ...p, scene: { ...p.scene, framing: 'medium' } }));
    plot.pages[1] = page;
    const found = plotSceneProblems(plot, 'en');
    expect(found).toContain('fixture: page 2: the same scene as page 1, so the same picture');
    expect(found).toContain('fixture: every page is framed medium: vary wide, medium and close');
  });
});

describe('where the creature is', () => {
  const withCreature = (over: Partial<PageScene> = {}) =>
    scene({ cast: ['hero', 'creature'], actions: { hero: 'point', creature: 'sit' }, ...over });

  it('wants a creature the text puts under a bush, on a stone or in the object drawn there, in every language', () => {
    const cases: Array<[Locale, string, NonNullable<PageScene['creatureAt']>]> = [
      ['ru', 'Вдруг под кустом что-то шевельнулось: там сидел{c:|а} {creature}.', 'under-bush'],
      ['en', 'The little {creature} sat down on a stone.', 'on-rock'],
      ['fr', 'Sous un buisson, il y avait {creature.indef}, tout tremblant{c:|e}.', 'under-bush'],
      ['de', 'Auf einem Stein im Wasser saß {creature}, ganz allein.', 'on-rock'],
      ['es', '{^creature.def} se metió en {object.def} para no mojarse.', 'in-object'],
    ];
    for (const [language, line, spot] of cases) {
      expect(problems({ scene: withCreature(), text: [line] }, language), language).toEqual([
        expect.stringContaining(`does not draw the creature ${spot}`),
      ]);
      expect(problems({ scene: withCreature({ creatureAt: spot }), text: [line] }, language), language).toEqual([]);
    }
  });

  it('leaves the spot to whoever the text says is there', () => {
    // The hero sits on the rock; the pebble lies under the bush; the creature looks at a hole in the object.
    const hero = ['“I can’t go on,” puffed {hero}, sitting down on a rock, “it’s too far, {creature}!”'];
    expect(problems({ scene: withCreature(), text: hero }, 'en')).toEqual([]);
    const pebble = ['{^creature} подсказывал{c:|а}: этот камушек лежал под кустом.'];
    expect(problems({ scene: withCreature(), text: pebble }, 'ru')).toEqual([]);
    const hole = ['{^creature.def} a regardé le trou dans {object.def}.'];
    expect(problems({ scene: withCreature(), text: hole }, 'fr')).toEqual([]);
  });
});

describe('scene sameness', () => {
  it('tells apart pages that differ only in what the cast does', () => {
    const a: Page = { scene: scene({ actions: { hero: 'run' } }), text: ['{hero}.'] };
    const b: Page = { scene: scene({ actions: { hero: 'sit' } }), text: ['{hero}.'] };
    const plot = plotWith(a);
    plot.pages[1] = b;
    expect(plotSceneProblems(plot, 'en').filter((p) => p.includes('same scene'))).toEqual([]);
  });
});
