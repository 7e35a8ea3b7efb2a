/**
 * The language errors slot filling makes, one list per language (issue 11: "a
 * scanner per language, kept in the repo"). Each rule reads a written tale the
 * way a native reader trips over it: a case after «без всяких», «нет» or a
 * number, an adjective or verb agreeing with the hero instead of the noun it
 * belongs to, «один» with a feminine noun, a doubled preposition. Rules that
 * need the pack's words (their genders and cases) build their patterns from
 * its vocabulary, so a new word is checked the day it is added.
 */
import type { Locale } from '@skazka/contract';
import type { WrittenTale } from '../../stages.js';
import type { Gender, LanguagePack, Word } from '../content/format.js';

interface GrammarRule {
  /** What is wrong, as the problem line says it. */
  name: string;
  patterns: (words: PackWords) => RegExp[];
}

/** The pack's world words grouped as the rules need them. */
interface PackWords {
  all: Word[];
}

const L = '\\p{L}';
const NOT_AFTER = `(?<!${L})`;
const END = `(?!${L})`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const either = (forms: string[]) => (forms.length ? `(?:${[...new Set(forms)].map(escape).join('|')})` : '(?!)');
const rx = (source: string) => new RegExp(`${NOT_AFTER}${source}${END}`, 'giu');

const form = (word: Word, key: string) => word.forms[key] ?? word.forms.nom;
/** Nominatives that no other case shares: such a word after «без» or «два» can only be wrong. */
const onlyNominative = (words: Word[]) =>
  words.filter((w) => form(w, 'gen') !== w.forms.nom && form(w, 'acc') !== w.forms.nom).map((w) => w.forms.nom);
const ofGender = (words: Word[], genders: Gender[]) => words.filter((w) => genders.includes(w.gender));

// Russian adjectives and past tenses by gender (after a world noun, or before it).
const RU_ADJ_M = `(?:${L}+(?:ый|ий)|кривой|большой|другой|какой|такой|смешной|молодой|простой|пустой|живой|родной|лесной|мой|твой|свой)`;
const RU_ADJ_F = `${L}+(?:ая|яя)`;
const RU_ADJ_N = `${L}+ое`;
const RU_PAST_M = `${L}+л(?:ся)?`;
const RU_PAST_F = `(?!сначала${END})${L}+ла(?:сь)?`;
const RU_BETWEEN = '(?:(?:не|уже|тоже|вдруг|снова|сразу|ещё|так|совсем|себе) )*';
const RU_LINK = '(?:был|была|было|стал|стала|стало|казался|казалась|казалось) ';

const RU: GrammarRule[] = [
  {
    name: 'after «без всяких» the genitive plural (без всяких ежат)',
    patterns: () => [rx(`без всяких ${L}*[аеёиоуыэюя]`)],
  },
  {
    name: 'a nominative after a word that wants the genitive (нет белочки, у зайчика)',
    patterns: ({ all }) => [rx(`(?:без|у|для|от|до|из|около|возле|среди|нет) ${either(onlyNominative(all))}`)],
  },
  {
    name: '«с», not «из», for a place one is «на» (с луга, с острова, с фермы)',
    patterns: ({ all }) => [
      rx(`из ${either(all.filter((w) => /^со? /u.test(w.forms.from ?? '')).map((w) => form(w, 'gen')))}`),
    ],
  },
  {
    name: 'after два, три, четыре, оба the genitive singular (два зайчика)',
    patterns: ({ all }) => [rx(`(?:два|три|четыре|оба|две|обе) ${either(onlyNominative(all))}`)],
  },
  {
    name: '«один» agreeing with its noun (одна ракушка, один мячик)',
    patterns: ({ all }) => {
      const noun = (genders: Gender[]) => either(ofGender(all, genders).map((w) => w.forms.nom));
      const pair = (genders: Gender[]) =>
        either(ofGender(all, genders).map((w) => `${w.forms.nom} к ${form(w, 'dat')}`));
      return [
        rx(`один ${noun(['f', 'n'])}`),
        rx(`одна ${noun(['m', 'n'])}`),
        rx(`одно ${noun(['m', 'f'])}`),
        rx(`${pair(['f'])}, (?:один|одно)`),
        rx(`${pair(['m'])}, (?:одна|одно)`),
        rx(`${pair(['n'])}, (?:один|одна)`),
      ];
    },
  },
  {
    name: 'an adjective agreeing with its noun, not the hero (кривая корзинка, корзинка была старенькая)',
    patterns: ({ all }) => {
      // Only nominatives no accusative shares: «сжимая цветок», «про пирог была» are fine.
      const noun = (genders: Gender[]) =>
        either(
          ofGender(all, genders)
            .filter((w) => form(w, 'acc') !== w.forms.nom)
            .map((w) => w.forms.nom),
        );
      return [
        rx(`${RU_ADJ_M} ${noun(['f', 'n'])}`),
        rx(`${RU_ADJ_F} ${noun(['m', 'n'])}`),
        rx(`${RU_ADJ_N} ${noun(['m', 'f'])}`),
        rx(`${noun(['f'])} ${RU_LINK}${RU_ADJ_M}`),
        rx(`${noun(['m'])} ${RU_LINK}${RU_ADJ_F}`),
      ];
    },
  },
  {
    name: 'a past tense agreeing with the noun beside it (медвежонок забрал, забрала уточка)',
    patterns: ({ all }) => {
      // Only nominatives no accusative shares: «мячик взяла Маша» is a fine object first.
      const subject = (genders: Gender[]) =>
        either(
          ofGender(all, genders)
            .filter((w) => form(w, 'acc') !== w.forms.nom)
            .map((w) => w.forms.nom),
        );
      return [
        rx(`${subject(['f'])} ${RU_BETWEEN}${RU_PAST_M}`),
        rx(`${subject(['m'])} ${RU_BETWEEN}${RU_PAST_F}`),
        rx(`${RU_PAST_F} ${RU_BETWEEN}${subject(['m'])}`),
        rx(`${RU_PAST_M} ${RU_BETWEEN}${subject(['f'])}`),
      ];
    },
  },
  {
    name: 'a word said twice in a row (там, там; в в)',
    patterns: () => [rx(`(в|во|на|с|со|у|к|по|о|об|из|за|от|до|и|а|но) \\1`), rx(`(там|тут|здесь|вдруг|потом), \\1`)],
  },
  {
    name: 'a preposition that takes its long form here (со звёздочкой, об уточке, ко мне, во всём)',
    patterns: () => [
      rx(`с (?=[сзшж][бвгджзклмнпрстфхцчшщ])${L}+`),
      rx(`о (?=[аоуиэ])${L}+`),
      rx(`к мне`),
      rx(`с мной`),
      rx(`в (?=в[бвгджзклмнпрстфхцчшщ])${L}+`),
    ],
  },
];

const GRAMMAR_RULES: Partial<Record<Locale, readonly GrammarRule[]>> = { ru: RU };

const compiled = new WeakMap<LanguagePack, { name: string; patterns: RegExp[] }[]>();

function rulesFor(pack: LanguagePack) {
  let rules = compiled.get(pack);
  if (!rules) {
    const words: PackWords = {
      all: [...Object.values(pack.places), ...Object.values(pack.creatures), ...Object.values(pack.objects)].filter(
        (w): w is Word => w !== undefined,
      ),
    };
    rules = (GRAMMAR_RULES[pack.language] ?? []).map((rule) => ({ name: rule.name, patterns: rule.patterns(words) }));
    compiled.set(pack, rules);
  }
  return rules;
}

/** Every text of the tale a child hears or reads, with where it is. */
function texts(tale: WrittenTale): [string, string][] {
  return [
    ['title', tale.title],
    ...tale.pages.map((page, i): [string, string] => [`page ${i + 1}`, page.text]),
    ...tale.questions.flatMap((q, i) =>
      [q.question, ...q.options].map((text): [string, string] => [`question ${i + 1}`, text]),
    ),
  ];
}

/** The language errors of one written tale, as readable lines. */
export function grammarProblems(pack: LanguagePack, tale: WrittenTale): string[] {
  const problems: string[] = [];
  for (const [where, text] of texts(tale)) {
    for (const rule of rulesFor(pack)) {
      for (const pattern of rule.patterns) {
        for (const match of text.matchAll(pattern)) problems.push(`${where}: ${rule.name}: «${match[0]}»`);
      }
    }
  }
  return problems;
}
