/**
 * A question asks only about what its band is told. The right answer's key words (four letters or more, not
 * mere glue, matched by their first letters: «мышку» finds «мышка», “raining” finds “rain”) are looked for in
 * every wording of the slots a band tells; a question fails in a band that tells none of them while another
 * band does: it asks about an older band's slot and takes that slot's `bands`. An answer put in other words
 * than every band's text is left alone, and so is the last question, about feelings or the moral, which a
 * child answers in their own words.
 */
import type { Locale } from '@skazka/contract';
import { AGE_BANDS, type AgeBand, type LanguagePack, type Plot } from '../content/format.js';
import { questionsFor } from '../questions.js';
import { slotApplies, slotTemplates } from '../slots.js';

/** Words too common to show that an answer was told, and how many first letters make a word's stem. */
const LANGUAGE: Record<Locale, { glue: readonly string[]; stem: number }> = {
  en: {
    glue: ['because', 'that', 'with', 'they', 'them', 'their', 'then', 'were', 'what', 'this', 'from', 'have', 'into'],
    stem: 5,
  },
  ru: { glue: ['потому', 'чтобы', 'когда', 'тоже', 'было', 'была', 'были', 'очень', 'свою', 'своё'], stem: 3 },
  fr: { glue: ['parce', 'avec', 'pour', 'dans', 'quand', 'aussi', 'était', 'tout', 'tous', 'très'], stem: 5 },
  es: { glue: ['porque', 'para', 'como', 'cuando', 'también', 'estaba', 'todo', 'todos', 'muy'], stem: 5 },
  de: { glue: ['weil', 'dass', 'nicht', 'eine', 'einen', 'einem', 'einer', 'wenn', 'auch', 'sehr', 'alle'], stem: 5 },
};

/** The words of a template: a tag's choices count as words, a world word as its role («creature»). */
const words = (template: string) =>
  template
    .replace(/\{\^?(?:other2?\.)?(place|creature|object|hero|friend)(?:\.\w+)?\}/g, ' $1 ')
    .replace(/\{\w:/g, ' ')
    .toLocaleLowerCase()
    .match(/\p{L}+/gu) ?? [];

function toldIn(templates: string[], stem: number) {
  const told = new Set(templates.flatMap((template) => words(template)).filter((word) => word.length >= 4));
  const stems = new Set([...told].map((word) => word.slice(0, stem)));
  return (word: string) =>
    stems.has(word.slice(0, stem)) || [...told].some((t) => t.length < stem && word.startsWith(t));
}

function bandTemplates(plot: Plot, band: AgeBand, hasFriend: boolean): string[] {
  return plot.pages.flatMap((page) =>
    page.text.filter((slot) => slotApplies(slot, band, hasFriend)).flatMap((slot) => slotTemplates(slot)),
  );
}

export function unansweredQuestions(pack: LanguagePack, plot: Plot): string[] {
  const { glue, stem } = LANGUAGE[pack.language];
  const told = (band: AgeBand, hasFriend: boolean) => toldIn(bandTemplates(plot, band, hasFriend), stem);
  return AGE_BANDS.flatMap((band) =>
    [true, false].flatMap((hasFriend) => {
      const here = told(band, hasFriend);
      const elsewhere = AGE_BANDS.filter((other) => other !== band).map((other) => told(other, hasFriend));
      return questionsFor(plot.questions, band, hasFriend)
        .slice(0, -1)
        .flatMap((question) => {
          const keys = words(question.right).filter((word) => word.length >= 4 && !glue.includes(word));
          if (keys.some(here) || !elsewhere.some((other) => keys.some(other))) return [];
          const cast = hasFriend ? 'with' : 'without';
          return [`${plot.id}: "${question.question}" asks what band ${band} ${cast} a friend is not told`];
        });
    }),
  );
}
