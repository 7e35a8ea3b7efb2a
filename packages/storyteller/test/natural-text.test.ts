/** The natural-text check on small hand-written tales: each failure it must catch, and the telling it must let pass. */
import { describe, expect, it } from 'vitest';
import type { WrittenTale } from '../src/stages.js';
import { PACKS } from '../src/writer/content/packs.js';
import type { World } from '../src/writer/selection.js';
import { genitiveChains, moralSaid, naturalTextProblems, placeMentions } from '../src/writer/checks/natural-text.js';

function tale(...pages: string[]): WrittenTale {
  return { pages: pages.map((text) => ({ text })) } as unknown as WrittenTale;
}
const world = (place: string, creature: string, object: string) =>
  ({ place, creature, object, others: { place: [], creature: [], object: [] } }) as unknown as World;

const en = PACKS.en;
const ru = PACKS.ru;
const enWorld = world('forest', 'fox', 'lantern');
const ruWorld = world('garden', 'hedgehog', 'ball');

/** Filler that says nothing twice, so only what a case puts in counts; capitalised, so a sentence ends before it. */
function filler(n: number): string {
  const letter = (i: number) => String.fromCharCode(97 + (i % 26));
  return Array.from({ length: n }, (_, i) => `Word${letter(i)}${letter(Math.floor(i / 26))}`).join(' ');
}

describe('the place word on a page', () => {
  it('counts every form of the chosen place, once per naming', () => {
    expect(
      placeMentions(en, enWorld, 'Tom walked into the forest. The forest was dark, and in the forest an owl hooted.'),
    ).toBe(3);
    expect(placeMentions(ru, ruWorld, 'Маша пошла в сад. В саду было тихо, а из сада пахло яблоками.')).toBe(3);
    expect(placeMentions(en, enWorld, 'Tom walked into the forest. It was dark there, and an owl hooted.')).toBe(1);
  });

  it('fails a page that names it three times, not one that names it twice', () => {
    const thrice = tale(
      `Tom walked into the forest. The forest was dark, and in the forest an owl hooted. ${filler(200)}`,
    );
    expect(naturalTextProblems(en, enWorld, thrice, 'kindness', ['Tom'])).toContain('page 1: the place named 3 times');
    const twice = tale(`Tom walked into the forest. The forest was dark there. ${filler(200)}`);
    expect(naturalTextProblems(en, enWorld, twice, 'kindness', ['Tom'])).toEqual([]);
  });
});

describe('content words per 100 words', () => {
  it('fails a creature said more than 2.5 times per 100 words, counting its forms as one', () => {
    const text = `The fox ran. A fox sat. Foxes sang. The fox slept. ${filler(100)}`;
    const problems = naturalTextProblems(en, enWorld, tale(text), 'kindness', ['Tom']);
    expect(problems.some((p) => p.startsWith('«creature:fox»'))).toBe(true);
  });

  it('fails any repeated content word, but never the names or stop words', () => {
    const text = `Tom said puddle, Tom said puddle, Tom said puddle, Tom said puddle. ${filler(100)}`;
    const problems = naturalTextProblems(en, enWorld, tale(text), 'kindness', ['Tom']);
    expect(problems).toEqual([expect.stringMatching(/^«puddle» 3\.\d times per 100 words$/)]);
  });

  it('does not count the hero’s declined name (Машу, Маше)', () => {
    const text = `Маша, Машу, Маше, Машей, Маши. ${filler(100)}`;
    expect(naturalTextProblems(ru, ruWorld, tale(text), 'kindness', ['Маша'])).toEqual([]);
  });
});

describe('genitive chains made of world words', () => {
  it('catches "the X of the Y" in English and «X Y-gen» in Russian', () => {
    expect(genitiveChains(en, 'She held the lantern of the forest up high.')).toEqual(['lantern of the forest']);
    expect(genitiveChains(ru, 'Маша взяла мячик сада и пошла.')).toEqual(['мячик сада']);
    expect(genitiveChains(PACKS.de, 'Im Garten des Bären war es still.')).toEqual(['garten des bären']);
  });

  it('lets through what is no chain: a list, an animate object, "at home"', () => {
    expect(genitiveChains(en, 'The fox, the forest and the lantern were there.')).toEqual([]);
    expect(genitiveChains(en, 'The fox ran out of the forest.')).toEqual([]);
    expect(genitiveChains(ru, 'Маша увидела в саду ёжика.')).toEqual([]);
    expect(genitiveChains(ru, 'Ёжик был дома.')).toEqual([]);
    expect(genitiveChains(ru, 'Нет у ёжика мячика!')).toEqual([]);
  });
});

describe('craft labels', () => {
  it('fails "the twist" in English and «мораль» in Russian', () => {
    expect(
      naturalTextProblems(en, enWorld, tale(`And here was the twist: it rained. ${filler(100)}`), 'kindness', ['Tom']),
    ).toContain('page 1: craft label «the twist»');
    const maze = tale(`Twist and turn, and where to now? ${filler(100)}`);
    expect(naturalTextProblems(en, enWorld, maze, 'kindness', ['Tom'])).toEqual([]);
    expect(
      naturalTextProblems(ru, ruWorld, tale(`Мораль тут простая. ${filler(100)}`), 'kindness', ['Маша']),
    ).toContain('page 1: craft label «Мораль»');
  });
});

describe('the moral', () => {
  it('may be said once, by the hero', () => {
    const once = tale(
      `Tom shared his pie with the fox. ${filler(100)}`,
      `“Kindness is easy,” said Tom. ${filler(100)}`,
    );
    expect(naturalTextProblems(en, enWorld, once, 'kindness', ['Tom'])).toEqual([]);
  });

  it('fails when said twice', () => {
    const twice = tale(
      `“Kindness is easy,” said Tom. ${filler(100)}`,
      `Tom knew now that kindness matters. ${filler(100)}`,
    );
    expect(naturalTextProblems(en, enWorld, twice, 'kindness', ['Tom'])).toContain(
      'the moral said 2 times: «“Kindness is easy,” said Tom.» «Tom knew now that kindness matters.»',
    );
  });

  it('fails when a grown-up says it, in any language', () => {
    expect(moralSaid('en', 'courage', tale('“Courage is a small thing,” said Grandma.'))).toEqual([
      { sentence: '“Courage is a small thing,” said Grandma.', adult: true },
    ]);
    expect(moralSaid('ru', 'kindness', tale('— Доброта всегда возвращается, — сказала бабушка.'))[0]?.adult).toBe(true);
    expect(moralSaid('ru', 'kindness', tale('— Доброта всегда возвращается, — сказала Маша.'))[0]?.adult).toBe(false);
    const told = 'Ёжик рассказал, что его учила доброте старая бабушка реки.';
    expect(moralSaid('ru', 'kindness', tale(told))[0]?.adult).toBe(false);
  });

  it('hears the moral said, not shown: a deed of sharing is no saying', () => {
    expect(moralSaid('en', 'sharing', tale('Tom shared the pie, and the fox shared his berries.'))).toEqual([]);
    expect(moralSaid('en', 'sharing', tale('“Sharing makes it taste better,” said Tom.'))).toHaveLength(1);
    expect(moralSaid('ru', 'honesty', tale('Маша сказала правду.'))).toEqual([]);
  });
});
