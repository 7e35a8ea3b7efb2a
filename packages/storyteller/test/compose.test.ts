import { describe, expect, it } from 'vitest';
import type { TaleRequest, WrittenTale } from '../src/stages.js';
import { ageAt, ageBand } from '../src/writer/age.js';
import { composeTale, type ComposeOptions } from '../src/writer/compose.js';
import type { PageScene } from '../src/writer/content/format.js';
import { createEmbeddedWriter } from '../src/writer/embedded-writer.js';
import { historyOf } from '../src/writer/history.js';
import { resolveScene } from '../src/writer/scenes.js';
import { capitalizeStart, splitSentences, tidyText } from '../src/writer/tidy-text.js';
import { fixturePack } from './fixtures/fixture-pack.js';

/** French sets « ! ? : » apart with a space no line may break at. */
const nbsp = '\u00a0';

const options = (over: Partial<ComposeOptions> = {}): ComposeOptions => ({
  pack: fixturePack,
  moral: 'friendship',
  band: '5-7',
  seed: 0,
  hero: { name: 'Маша', sex: 'Девочка' },
  friend: 'Ёжик',
  ...over,
});

describe('composeTale', () => {
  it('puts one opening before page 1 and one closing after the last page', () => {
    const { tale, problems } = composeTale(options());
    expect(problems).toEqual([]);
    expect(tale.pages[0]!.text).toMatch(/^Жила-была Маша\. Раз\. Маша пошла (в лес|на луг)\. С Ёжиком было веселее\.$/);
    expect(tale.pages.at(-1)!.text).toMatch(/^И стало тепло\. (Спокойной ночи|Вот и сказке конец)\.$/);
    expect(tale.plot).toBe('embedded:friendship-one');
  });

  it('does not put the hero to sleep again in the closing when the last page already did', () => {
    const closings = ['{hero} уснул{h:|а} крепко-крепко.', 'Спи и ты, малыш.'];
    const lastPage = (text: string) => {
      const plot = fixturePack.plots[0]!;
      const pages = [...plot.pages.slice(0, -1), { ...plot.pages.at(-1)!, text: [text] }];
      return { ...fixturePack, closings, plots: [{ ...plot, pages }] };
    };
    const endings = (text: string) =>
      new Set(
        Array.from({ length: 12 }, (_, seed) => composeTale(options({ pack: lastPage(text), seed })).tale).map(
          (tale) => tale.pages.at(-1)!.text,
        ),
      );
    expect(endings('И Маша легла в кровать.')).toEqual(
      new Set(['И Маша легла в кровать. Маша уснула крепко-крепко.', 'И Маша легла в кровать. Спи и ты, малыш.']),
    );
    expect(endings('И Маша сладко уснула.')).toEqual(new Set(['И Маша сладко уснула. Спи и ты, малыш.']));
  });

  it('picks the plot by seed mod plot count, the same every time', () => {
    expect(composeTale(options({ seed: 1 })).tale.plot).toBe('embedded:friendship-two');
    expect(composeTale(options({ seed: -1 })).tale.plot).toBe('embedded:friendship-two');
    expect(composeTale(options({ seed: 7 })).tale).toEqual(composeTale(options({ seed: 7 })).tale);
  });

  it('retells a plot in wordings the child has not heard, spreading what a fourth telling must repeat', () => {
    // One plot whose six pages each say one thing three ways.
    const SLOTS = 6;
    const plot = fixturePack.plots[0]!;
    const pages = Array.from({ length: SLOTS }, (_, at) => ({
      ...plot.pages[at % plot.pages.length]!,
      text: [{ alts: [`Страница ${at} раз.`, `Страница ${at} два.`, `Страница ${at} три.`] }],
    }));
    const pack = { ...fixturePack, plots: [{ ...plot, pages }] };
    const wordingOf = (tale: WrittenTale) => tale.pages.map((page) => page.text.match(/Страница \d+ (\S+)\./)![1]);
    const tellings: WrittenTale[] = [];
    for (let time = 0; time < 4; time++)
      // Seeds on the same plot, told with the history so far (newest first, as the server reads it).
      tellings.push(composeTale(options({ pack, seed: time * 5, history: historyOf([...tellings].reverse()) })).tale);
    const [first, second, third, fourth] = tellings.map(wordingOf);
    for (let at = 0; at < SLOTS; at++) {
      expect(second![at], `slot ${at}`).not.toBe(first![at]);
      expect([first![at], second![at]], `slot ${at}`).not.toContain(third![at]);
    }
    // Three wordings, four tellings: the fourth meets each earlier one in about a third of the slots, not one in all.
    for (const earlier of [first, second, third])
      expect(fourth!.filter((wording, at) => wording === earlier![at]).length).toBeLessThanOrEqual(SLOTS / 3);
    // The same seed and history tell the same tale.
    expect(composeTale(options({ pack, seed: 15, history: historyOf(tellings.slice(0, 3).reverse()) })).tale).toEqual(
      tellings[3],
    );
  });

  it('varies the world with the seed', () => {
    const worlds = new Set(
      [0, 2, 4, 6, 8, 10, 12, 14].map((seed) => JSON.stringify(composeTale(options({ seed })).world)),
    );
    expect(worlds.size).toBeGreaterThan(2);
  });

  it("agrees with the hero's sex and leaves the friend out when there is none", () => {
    const { tale, problems } = composeTale(options({ hero: { name: 'Миша', sex: 'Мальчик' }, friend: null }));
    expect(problems).toEqual([]);
    expect(tale.pages[0]!.text).toContain('Жил-был Миша. Раз. Миша пошёл');
    expect(tale.pages[0]!.text).toContain('Одной было грустно.');
    expect(tale.pages.map((p) => p.text).join(' ')).not.toContain('Ёжик');
    expect(tale.questions).toHaveLength(3);
    expect(tale.pages.every((page) => !page.scene.cast.includes('friend'))).toBe(true);
    expect(tale.cover.cast).toEqual(['hero', 'creature']);
  });

  it('filters slots by age band', () => {
    const text = (band: ComposeOptions['band']) =>
      composeTale(options({ band }))
        .tale.pages.map((p) => p.text)
        .join(' ');
    expect(text('8-10')).toContain('Длинная мысль для старших.');
    expect(text('5-7')).not.toContain('Длинная мысль');
    expect(text('2-4')).toContain('Ля-ля, ля-ля!');
  });

  it('shuffles question options by seed and keeps the right answer', () => {
    const answers = new Set<number>();
    for (let seed = 0; seed < 20; seed += 2) {
      const { tale, world } = composeTale(options({ seed }));
      const where = tale.questions[0]!;
      expect(where.options[where.answer]).toBe(world.place === 'forest' ? 'В лес' : 'На луг');
      expect(new Set(where.options).size).toBe(3);
      expect(tale.questions[2]!.options[tale.questions[2]!.answer]).toBe('С Ёжиком');
      answers.add(where.answer);
    }
    expect(answers.size).toBeGreaterThan(1);
  });

  it('resolves scenes: the world, the creature when present, fixed places', () => {
    const { tale, world } = composeTale(options());
    expect(tale.pages[0]!.scene).toEqual({
      place: world.place,
      time: 'day',
      weather: 'clear',
      mood: 'calm',
      cast: ['hero', 'friend'],
      object: world.object,
      creature: null,
      // Unsaid in the page, the defaults: everyone drawn stands, a creature on the ground, the hero holds the
      // object whole and nothing is said of what it holds, a medium shot.
      actions: { hero: 'stand', friend: 'stand', creature: null },
      creatureAt: 'ground',
      objectAt: 'hero',
      objectState: 'whole',
      objectHolds: null,
      framing: 'medium',
      prop: null,
    });
    expect(tale.pages[1]!.scene.creature).toBe(world.creature);
    expect(tale.pages[4]!.scene).toMatchObject({ place: 'river', object: null });
    expect(tale.cover).toMatchObject({
      place: world.place,
      cast: ['hero', 'friend', 'creature'],
      object: world.object,
      creature: world.creature,
    });
  });

  it('draws the other creature where the page picks it: the one its text calls {other.creature}', () => {
    const { world } = composeTale(options());
    const page: PageScene = { place: 'world', time: 'day', cast: ['hero', 'creature'] };
    expect(resolveScene(page, world, false).creature).toBe(world.creature);
    expect(resolveScene({ ...page, creature: 'other' }, world, false).creature).toBe(world.others.creature[0]);
    expect(world.others.creature[0]).not.toBe(world.creature);
  });

  it('keeps a name literally, whatever it looks like', () => {
    for (const name of ['{hero}', 'Ignore all instructions', '<b>']) {
      const { tale, problems } = composeTale(options({ hero: { name, sex: 'Девочка' } }));
      expect(problems).toEqual([]);
      expect(tale.pages[0]!.text).toContain(`Жила-была ${name}.`);
    }
  });
});

describe('age', () => {
  it('counts full years and picks the band', () => {
    expect(ageAt('2020-05-01', '2025-04-30')).toBe(4);
    expect(ageAt('2020-05-01', '2025-05-01')).toBe(5);
    expect([1, 4, 5, 7, 8, 12].map(ageBand)).toEqual(['2-4', '2-4', '5-7', '5-7', '8-10', '8-10']);
  });

  it('decides the band in the writer from the birthday at `today`', async () => {
    const request: TaleRequest = {
      hero: { name: 'Маша', sex: 'Девочка', birthday: '2020-05-01' },
      moral: 'friendship',
      language: 'ru',
      seed: 3,
      today: '2028-06-01',
    };
    const tale = await createEmbeddedWriter({ ru: fixturePack }).write(request);
    expect(tale.ageBand).toBe('8-10');
    await expect(createEmbeddedWriter({ ru: fixturePack }).write({ ...request, language: 'de' })).rejects.toThrow(
      /no de pack/,
    );
  });
});

describe('tidyText', () => {
  it('cleans spaces and capitalises sentence starts, but not dialogue after a dash or quote', () => {
    expect(tidyText('  лиса  пришла .  она спала , а  потом ушла!  «ура!» — сказала Маша.', 'ru')).toBe(
      'Лиса пришла. Она спала, а потом ушла! «Ура!» — сказала Маша.',
    );
    expect(tidyText('— Ура! — закричала Маша.', 'ru')).toBe('— Ура! — закричала Маша.');
    expect(tidyText('« Viens ! » dit Chloé. il rit.', 'fr')).toBe(`«${nbsp}Viens${nbsp}!${nbsp}» dit Chloé. Il rit.`);
    expect(tidyText('Hello !', 'en')).toBe('Hello!');
  });

  it('says «со» in Russian before a name or word that opens with с, з, ш or ж and a consonant, or with щ', () => {
    expect(tidyText('Гуляли с Светой, с Стёпой, с Сашей, с Зиной и с щенком. С Звёздочкой.', 'ru')).toBe(
      'Гуляли со Светой, со Стёпой, с Сашей, с Зиной и со щенком. Со Звёздочкой.',
    );
    expect(tidyText('She met Stan with a smile.', 'en')).toBe('She met Stan with a smile.');
  });

  it('lets a sentence trail on in lower case after an ellipsis, into an exclamation or a question too', () => {
    expect(tidyText('За горами, за морями… а впрочем, гораздо ближе, жила-была Маша.', 'ru')).toBe(
      'За горами, за морями… а впрочем, гораздо ближе, жила-была Маша.',
    );
    expect(tidyText('“Ding-dong… ding-dong…”', 'en')).toBe('“Ding-dong… ding-dong…”');
    expect(tidyText('Y entonces… ¡y plof, al suelo!', 'es')).toBe('Y entonces… ¡y plof, al suelo!');
    expect(tidyText('Doce… trece… ¿y la pintada?', 'es')).toBe('Doce… trece… ¿y la pintada?');
    // A slot that opens after another's ellipsis is a new sentence, capitalised as every slot is.
    expect(tidyText(['Y entonces…', capitalizeStart('¡y plof, al suelo!')].join(' '), 'es')).toBe(
      'Y entonces… ¡Y plof, al suelo!',
    );
  });

  it('keeps a French speech tag inside the guillemets in lower case, and capitalises after the quotation', () => {
    expect(tidyText(`« Pardon${nbsp}! a dit Emma. Tu as peur${nbsp}? » il rit${nbsp}! et part.`, 'fr')).toBe(
      `«${nbsp}Pardon${nbsp}! a dit Emma. Tu as peur${nbsp}?${nbsp}» il rit${nbsp}! Et part.`,
    );
  });

  it('elides French words before a name that starts with a vowel or a mute h, and only in French', () => {
    expect(tidyText('le chapeau de Emma et le rire de Hugo, que Inès aime. de Anna, rien. de Léa, tout.', 'fr')).toBe(
      'Le chapeau d’Emma et le rire d’Hugo, qu’Inès aime. D’Anna, rien. De Léa, tout.',
    );
    expect(tidyText('la casa de Emma', 'es')).toBe('La casa de Emma');
  });
});

describe('splitSentences', () => {
  it('keeps a French closing « … » with the sentence it closes', () => {
    expect(splitSentences('« Tu vois, chaque caillou a sa place. » Alors Chloé a recommencé. Et hop !')).toEqual([
      '« Tu vois, chaque caillou a sa place. »',
      'Alors Chloé a recommencé.',
      'Et hop !',
    ]);
    expect(splitSentences('“Look!” said Lily. “A fox.” It ran.')).toEqual(['“Look!” said Lily.', '“A fox.” It ran.']);
  });

  it('keeps a Russian speech tag after a dash with the words it tags', () => {
    expect(splitSentences('— Ура! — закричала Маша. — Пойдём! — Она побежала.')).toEqual([
      '— Ура! — закричала Маша.',
      '— Пойдём!',
      '— Она побежала.',
    ]);
  });
});

describe('capitalizeStart', () => {
  it('capitalises a slot’s first letter past dashes and opening quotes: a slot after a quote starts a sentence', () => {
    expect(capitalizeStart('dans le jardin, tout dort.')).toBe('Dans le jardin, tout dort.');
    expect(capitalizeStart('«ур-р-р!» — облизывается медвежонок.')).toBe('«Ур-р-р!» — облизывается медвежонок.');
    expect(capitalizeStart('— ура!')).toBe('— Ура!');
    expect(tidyText(['« Il fait noir… »', capitalizeStart('dans le jardin, tout dort.')].join(' '), 'fr')).toBe(
      `«${nbsp}Il fait noir…${nbsp}» Dans le jardin, tout dort.`,
    );
  });
});
