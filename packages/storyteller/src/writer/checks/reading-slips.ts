/**
 * Slips a native reader stops at in a told tale, one list per language (issue 11: "a scanner per language,
 * kept in the repo"); they come from filling slots, so they are looked for in the rendered text:
 * a doubled word ("out out"), the wrong article before a sound ("a apple", "an kite"), a name said twice in
 * one clause where a pronoun belongs ("Sarah had been so far behind that Sarah had seen"), and a thing
 * already brought in still called "a …" ("to cut a honey cake", "Everyone ate a honey cake"). In a pattern,
 * NAME stands for the hero's or the friend's name.
 */
import type { Locale } from '@skazka/contract';
import type { WrittenTale } from '../../stages.js';
import type { LanguagePack } from '../content/format.js';
import type { World } from '../selection.js';

interface Slips {
  patterns: Array<{ what: string; pattern: string }>;
  /** Forms of the chosen object that bring it in ("a honey cake"): said again, it is "the …". */
  introducing: string[];
}

const SLIPS: Partial<Record<Locale, Slips>> = {
  en: {
    patterns: [
      { what: 'a doubled word', pattern: '\\b(?!ha\\b)(\\p{L}+) \\1\\b' },
      { what: '“a” before a vowel sound', pattern: '\\ba (?!one\\b|once\\b|uni|use|usu|Euro)[aeiouAEIOU]' },
      {
        what: '“an” before a consonant sound',
        pattern: '\\ban (?!h(?:our|onest|eir))[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]',
      },
      { what: 'a name said twice in one clause', pattern: '\\bNAME\\b[^.,;:!?“”"—(]{1,80}\\bNAME\\b' },
    ],
    introducing: ['bake'],
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readingSlips(pack: LanguagePack, world: World, tale: WrittenTale, names: string[]): string[] {
  const slips = SLIPS[pack.language];
  if (!slips) return [];
  const problems: string[] = [];
  tale.pages.forEach((page, index) => {
    for (const { what, pattern } of slips.patterns) {
      const sources = pattern.includes('NAME')
        ? names.map((name) => pattern.replaceAll('NAME', escape(name)))
        : [pattern];
      for (const source of sources) {
        const found = new RegExp(source, 'u').exec(page.text);
        if (found) problems.push(`page ${index + 1}: ${what}: “${found[0]}”`);
      }
    }
  });
  const object = pack.objects[world.object];
  for (const key of slips.introducing) {
    const form = object?.forms[key];
    if (!form) continue;
    const said = new RegExp(`\\b${escape(form)}\\b`, 'giu');
    const pages = tale.pages.flatMap((page, index) => (page.text.match(said) ? [index + 1] : []));
    if (pages.length > 1)
      problems.push(`“${form}” brought in again on page ${pages[1]}: the second time it is “the …”`);
  }
  return problems;
}
