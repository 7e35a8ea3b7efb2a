/**
 * Does a tale read as if a person told it (issue 11, "natural sentences" and
 * "moral shown, said at most once")? A teller names the place once it matters
 * and then says "there"; slot filling instead stuffs the place word into
 * every line, chains world words ("the snow of the snowy field"), labels its
 * craft ("and here was the twist") and repeats the moral. What it listens
 * with per language is `natural-words.ts`.
 */
import type { Locale, MoralSlug } from '@skazka/contract';
import type { WrittenTale } from '../../stages.js';
import type { LanguagePack, Word } from '../content/format.js';
import type { World } from '../selection.js';
import { splitSentences } from '../tidy-text.js';
import { NATURAL_WORDS, type NaturalWords } from './natural-words.js';

export const MAX_PLACE_PER_PAGE = 2;
export const MAX_PER_100_WORDS = 2.5;

/** Forms that describe what a word does or sounds like rather than name it ('hopped', 'sniff-sniff'). */
const NOT_NAMING = new Set([
  'sound', 'signal', 'signalled', 'hush', 'went', 'bed', 'paw', 'paws', 'nose', 'noise', 'go', 'use', 'used', 'bake',
  'calme', 'cri', 'file', 'lit', 'calma', 'sonido', 'anda', 'cama',
]); // prettier-ignore

// Apostrophes split: l’école is 'l' and 'école', as the vocab writes 'école'.
const GENITIVE_PREPOSITIONS = new Set(['у', 'без', 'для', 'от', 'до', 'из', 'около', 'возле', 'с', 'со', 'нет']);

const TOKEN = /\p{L}+(?:-\p{L}+)*/gu;

function tokens(text: string): string[] {
  return (text.match(TOKEN) ?? []).map((t) => t.toLocaleLowerCase());
}

type Kind = 'place' | 'creature' | 'object';
interface Head {
  kind: Kind;
  id: string;
  /** From a genitive form (ru `gen`, de `gen`): the second noun of "X Y-of". */
  genitive: boolean;
}

/** Each world word's nouns as they appear in the text: 'field' of 'the snowy field', 'лесу' of 'в лесу'. */
function headsOf(pack: LanguagePack): Map<string, Head[]> {
  const words = NATURAL_WORDS[pack.language];
  const stop = new Set(words.stop);
  const heads = new Map<string, Head[]>();
  const add = (kind: Kind, id: string, word: Word) => {
    for (const [key, form] of Object.entries(word.forms)) {
      if (NOT_NAMING.has(key)) continue;
      const content = tokens(form).filter((t) => !stop.has(t));
      const head = words.head === 'last' ? content.at(-1) : content[0];
      if (!head) continue;
      const list = heads.get(head) ?? [];
      // A genitive that is also another form (animate 'зайчика' = accusative, 'дома' = at home) may not mean "of the".
      const genitive = key === 'gen' && Object.entries(word.forms).every(([k, f]) => k === key || f !== form);
      if (!list.some((h) => h.kind === kind && h.id === id && h.genitive === genitive))
        list.push({ kind, id, genitive });
      heads.set(head, list);
    }
  };
  for (const [id, word] of Object.entries(pack.places)) add('place', id, word);
  for (const [id, word] of Object.entries(pack.creatures)) add('creature', id, word);
  for (const [id, word] of Object.entries(pack.objects)) add('object', id, word);
  return heads;
}

const headCache = new WeakMap<LanguagePack, Map<string, Head[]>>();
function cachedHeads(pack: LanguagePack) {
  let heads = headCache.get(pack);
  if (!heads) headCache.set(pack, (heads = headsOf(pack)));
  return heads;
}

/** The tale's own word of a kind, if this token is one of its nouns. */
function worldHead(heads: Map<string, Head[]>, token: string, world: World): Head | undefined {
  return heads.get(token)?.find((h) => world[h.kind] === h.id);
}

/** How many times a page names the chosen place. */
export function placeMentions(pack: LanguagePack, world: World, text: string): number {
  const heads = cachedHeads(pack);
  return tokens(text).filter((t) => worldHead(heads, t, world)?.kind === 'place').length;
}

/** Tokens that are the hero's or friend's name in any case (Маша, Машу, Машей). */
function isName(token: string, names: string[]): boolean {
  return names.some((name) => {
    const lower = name.toLocaleLowerCase();
    return token === lower || (lower.length > 3 && token.startsWith(lower.slice(0, -1)));
  });
}

/** The content word said most often per 100 words; the chosen world words counted by lemma. */
export function densest(
  pack: LanguagePack,
  world: World,
  tale: WrittenTale,
  names: string[],
): { word: string; per100: number } {
  const heads = cachedHeads(pack);
  const stop = new Set(NATURAL_WORDS[pack.language].stop);
  const all = tale.pages.flatMap((page) => tokens(page.text));
  const counts = new Map<string, number>();
  for (const token of all) {
    if (stop.has(token) || isName(token, names)) continue;
    const head = worldHead(heads, token, world);
    const lemma = head ? `${head.kind}:${head.id}` : token;
    counts.set(lemma, (counts.get(lemma) ?? 0) + 1);
  }
  let best = { word: '', per100: 0 };
  for (const [word, count] of counts) {
    const per100 = (count * 100) / all.length;
    if (per100 > best.per100) best = { word, per100 };
  }
  return best;
}

/** "The X of the Y" where both are world words ('футбол сада', 'der Bach des Flusses', 'la nieve del campo'). */
export function genitiveChains(pack: LanguagePack, text: string): string[] {
  const heads = cachedHeads(pack);
  const link = NATURAL_WORDS[pack.language].genitiveLink;
  const chains: string[] = [];
  // Within a clause: "the fox, the forest" is a list, not a chain.
  for (const clause of text.split(/[,.;:!?…—–«»"“”„()]/)) chains.push(...clauseChains(heads, link, tokens(clause)));
  return chains;
}

function clauseChains(heads: Map<string, Head[]>, link: NaturalWords['genitiveLink'], words: string[]): string[] {
  const chains: string[] = [];
  words.forEach((token, i) => {
    if (!heads.has(token)) return;
    if (link === null) {
      // «у ёжика мячика нет»: two genitives after a preposition, not "the ball of the hedgehog".
      if (GENITIVE_PREPOSITIONS.has(words[i - 1] ?? '')) return;
      const next = words[i + 1];
      if (next && heads.get(next)?.some((h) => h.genitive)) chains.push(`${token} ${next}`);
      return;
    }
    let j = i + 1;
    while (j < words.length && link.articles.concat(link.of).includes(words[j]!) && j - i <= 3) j++;
    const linked = words.slice(i + 1, j).some((w) => link.of.includes(w));
    if (linked && j < words.length && heads.has(words[j]!)) chains.push(words.slice(i, j + 1).join(' '));
  });
  return chains;
}

/** Sentences that say the moral, with whether a grown-up says it (the sentence names one). */
export function moralSaid(
  language: Locale,
  moral: MoralSlug,
  tale: WrittenTale,
): { sentence: string; adult: boolean }[] {
  const words = NATURAL_WORDS[language];
  const sentences = tale.pages.flatMap((page) => splitSentences(page.text));
  return sentences
    .filter((sentence) => words.moral[moral].test(sentence))
    .map((sentence) => ({ sentence, adult: saidByAdult(words, sentence) }));
}

/** A grown-up next to a verb of saying: "said Grandma", «бабушка сказала», not «бабушка реки» in the hero's words. */
function saidByAdult(words: NaturalWords, sentence: string): boolean {
  const adult = words.adults.source;
  const speech = words.speech.source;
  return new RegExp(`(${adult})[^.!?]{0,25}(${speech})|(${speech})[^.!?]{0,25}(${adult})`, 'iu').test(sentence);
}

/** Everything unnatural in one written tale, as readable lines. */
export function naturalTextProblems(
  pack: LanguagePack,
  world: World,
  tale: WrittenTale,
  moral: MoralSlug,
  names: string[],
): string[] {
  const problems: string[] = [];
  const words = NATURAL_WORDS[pack.language];
  tale.pages.forEach((page, i) => {
    const mentions = placeMentions(pack, world, page.text);
    if (mentions > MAX_PLACE_PER_PAGE) problems.push(`page ${i + 1}: the place named ${mentions} times`);
    for (const chain of genitiveChains(pack, page.text)) problems.push(`page ${i + 1}: genitive chain «${chain}»`);
    const label = page.text.match(words.craftLabels);
    if (label) problems.push(`page ${i + 1}: craft label «${label[0]}»`);
  });
  const { word, per100 } = densest(pack, world, tale, names);
  if (per100 > MAX_PER_100_WORDS) problems.push(`«${word}» ${per100.toFixed(1)} times per 100 words`);
  const said = moralSaid(pack.language, moral, tale);
  if (said.length > 1)
    problems.push(`the moral said ${said.length} times: ${said.map((s) => `«${s.sentence}»`).join(' ')}`);
  for (const s of said.filter((s) => s.adult)) problems.push(`the moral said by a grown-up: «${s.sentence}»`);
  return problems;
}
