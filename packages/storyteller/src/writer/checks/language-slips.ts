/**
 * The one language-slip scanner: reads a told tale (its title, pages, questions
 * and answers) with the rules of its language from `slip-lists.ts`, and a
 * pack's friend texts for words that give the friend a child's body.
 */
import type { WrittenTale } from '../../stages.js';
import type { LanguagePack, Word } from '../content/format.js';
import type { World } from '../selection.js';
import { slotTemplates } from '../slots.js';
import { escape, SLIP_LISTS } from './slip-lists.js';

// `\b` of a pattern is a word boundary for every letter, not only ASCII ones (Chloé, Größe, ёжик).
const BOUNDARY = '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))';

interface Compiled {
  what: string;
  alone: boolean;
  wholeTale: boolean;
  patterns: RegExp[];
}

function nounsOf(pack: LanguagePack, gender: 'm' | 'f'): string {
  const words: Word[] = [...Object.values(pack.creatures), ...Object.values(pack.objects)];
  const nouns = words.filter((w) => w.gender === gender).map((w) => escape(w.forms.bare ?? w.forms.nom));
  return nouns.length ? `(?:${nouns.join('|')})` : '(?!)';
}

const compiled = new WeakMap<LanguagePack, Map<string, Compiled[]>>();

/** The pack's rules as regular expressions, for these names (cached per pack and names). */
function rulesFor(pack: LanguagePack, names: string[]): Compiled[] {
  let byNames = compiled.get(pack);
  if (!byNames) compiled.set(pack, (byNames = new Map()));
  const key = names.join('|');
  let rules = byNames.get(key);
  if (!rules) {
    const list = SLIP_LISTS[pack.language];
    const words = [...Object.values(pack.places), ...Object.values(pack.creatures), ...Object.values(pack.objects)];
    const flags = list.ignoreCase ? 'giu' : 'gu';
    const fill = (source: string) =>
      (source.includes('NAME') ? names.map((name) => source.replaceAll('NAME', escape(name))) : [source]).map(
        (filled) =>
          new RegExp(
            filled
              .replaceAll('\\b', BOUNDARY)
              .replaceAll('FEM_NOUN', nounsOf(pack, 'f'))
              .replaceAll('MASC_NOUN', nounsOf(pack, 'm')),
            flags,
          ),
      );
    rules = list.rules.map((rule) => ({
      what: rule.what,
      alone: rule.alone ?? false,
      wholeTale: rule.wholeTale ?? false,
      patterns: (typeof rule.patterns === 'function' ? rule.patterns(words) : rule.patterns).flatMap(fill),
    }));
    byNames.set(key, rules);
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

const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 35)} … ${text.slice(-35)}` : text);

/**
 * The language slips of one told tale, as readable lines: the rules of its
 * language; `names` are the hero's and the friend's; a tale whose scenes never
 * show the friend is told to a hero alone.
 */
export function languageSlips(pack: LanguagePack, world: World, tale: WrittenTale, names: string[]): string[] {
  const alone = !tale.pages.some((page) => page.scene.cast.includes('friend'));
  const whole: [string, string][] = [['tale', tale.pages.map((page) => page.text).join('\n')]];
  const problems: string[] = [];
  for (const rule of rulesFor(pack, names)) {
    if (rule.alone && !alone) continue;
    for (const [where, text] of rule.wholeTale ? whole : texts(tale))
      for (const pattern of rule.patterns)
        for (const match of text.matchAll(pattern)) problems.push(`${where}: ${rule.what}: «${shortened(match[0])}»`);
  }
  for (const key of SLIP_LISTS[pack.language].introducing ?? []) {
    const form = pack.objects[world.object]?.forms[key];
    if (!form) continue;
    const said = new RegExp(`${BOUNDARY}${escape(form)}${BOUNDARY}`, 'giu');
    const pages = tale.pages.flatMap((page, index) => (page.text.match(said) ? [index + 1] : []));
    if (pages.length > 1) problems.push(`page ${pages[1]}: «${form}» brought in again: the second time it is “the …”`);
  }
  return problems;
}

/** Sentences of friend texts that give the friend a child's hands, shoes or pockets: the friend may be an animal. */
export function childOnlyFriendProblems(pack: LanguagePack): string[] {
  const words = SLIP_LISTS[pack.language].childOnly ?? [];
  if (words.length === 0) return [];
  const word = new RegExp(`(?<!\\p{L})(?:${words.map(escape).join('|')})(?!\\p{L})`, 'u');
  const problems: string[] = [];
  for (const plot of pack.plots)
    plot.pages.forEach((page, i) => {
      for (const slot of page.text)
        for (const template of slotTemplates(slot))
          for (const sentence of template.split(/(?<=[.!?…»“])\s+/)) {
            if (!sentence.includes('{friend')) continue;
            const found = word.exec(sentence);
            if (found)
              problems.push(`${plot.id} page ${i + 1}: «${found[0]}» for a friend who may be an animal: ${sentence}`);
          }
    });
  return problems;
}
