import type { Locale, Sex } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import type { WrittenTale } from '../src/stages.js';
import { genderedFormProblems } from '../src/writer/checks/gendered-forms.js';

const tale = (language: Locale, text: string): WrittenTale => ({
  title: 't',
  language,
  ageBand: '5-7',
  plot: 'p',
  cover: {} as WrittenTale['cover'],
  questions: [],
  pages: [{ text, scene: {} as WrittenTale['cover'] }],
});

const GIRL: Sex = 'Девочка';
const BOY: Sex = 'Мальчик';

describe("the wrong sex's forms after the hero's name", () => {
  it.each([
    ['ru', 'Маша', GIRL, 'Потом Маша тихо пошёл домой.', 'Потом Маша тихо пошла домой, а Ёжик пошёл за ней.'],
    ['ru', 'Миша', BOY, 'Миша обрадовалась.', 'Миша обрадовался, и лиса улыбнулась.'],
    ['ru', 'Маша', GIRL, 'Маша сам всё сделал.', 'Маша сама всё сделала.'],
    [
      'en',
      'Lily',
      GIRL,
      'Lily told himself to be brave.',
      'Lily told herself to be brave. The owl hung it round Lily’s neck himself.',
    ],
    ['en', 'Tom', BOY, 'Tom was a brave girl.', 'Tom was a brave boy.'],
    ['fr', 'Chloé', GIRL, 'Chloé est parti en courant.', 'Chloé est partie en courant, et le lapin est parti aussi.'],
    ['fr', 'Lucas', BOY, 'Lucas était très contente.', 'Lucas était très content.'],
    ['fr', 'Chloé', GIRL, 'Le petit Chloé dort.', 'La petite Chloé dort.'],
    ['de', 'Mia', GIRL, 'Da lachte der kleine Mia.', 'Da lachte die kleine Mia und sprach mit der kleinen Mia.'],
    ['de', 'Paul', BOY, 'Sie sah die kleine Paul.', 'Sie sah den kleinen Paul.'],
    ['es', 'Lucía', GIRL, 'Lucía estaba muy cansado.', 'Lucía estaba muy cansada.'],
    ['es', 'Pablo', BOY, 'La pequeña Pablo sonrió.', 'El pequeño Pablo sonrió.'],
  ] as const)('%s %s: flags «%s», passes «%s»', (language, name, sex, wrong, right) => {
    expect(genderedFormProblems(tale(language, wrong), name, sex)).toHaveLength(1);
    expect(genderedFormProblems(tale(language, right), name, sex)).toEqual([]);
  });

  it('in German, reads articles that belong to another noun as that noun’s', () => {
    const problems = (text: string, name: string, sex: Sex) => genderedFormProblems(tale('de', text), name, sex);
    // A relative pronoun after a comma agrees with the noun before it; a capitalised word is a noun, not an adjective.
    expect(problems('Da stand der krummste Baum, den Mia je gesehen hatte.', 'Mia', GIRL)).toEqual([]);
    expect(problems('Eine Geschichte, die Paul ihr erzählen würde.', 'Paul', BOY)).toEqual([]);
    expect(problems('Und die würde Paul ihr erzählen.', 'Paul', BOY)).toEqual([]);
    expect(problems('Dann sah der Hase Mia an.', 'Mia', GIRL)).toEqual([]);
    // The hero's own article and adjective still count, at a sentence start too.
    expect(problems('Der kleine Mia lachte.', 'Mia', GIRL)).toHaveLength(1);
    expect(problems('Alle sahen den müden Mia an.', 'Mia', GIRL)).toHaveLength(1);
    expect(problems('Eine mutige Paul rief.', 'Paul', BOY)).toHaveLength(1);
  });

  it('in a tale without a friend, the word for a child of the other sex is the hero', () => {
    expect(genderedFormProblems(tale('ru', 'Жил-был мальчик по имени Маша.'), 'Маша', GIRL, false)).toHaveLength(1);
    expect(genderedFormProblems(tale('en', 'There once was a girl called Tom.'), 'Tom', BOY, false)).toHaveLength(2);
    expect(genderedFormProblems(tale('ru', 'Маша встретила мальчика.'), 'Маша', GIRL, true)).toEqual([]);
  });
});
