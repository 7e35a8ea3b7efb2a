/**
 * Checks a language pack without telling a tale: every template parses, every
 * word form a template asks for exists for every word the engine might pick,
 * friend texts are marked `friend: true`, plot shapes fit the guide. Rendering
 * only some seeds would miss a form of a rarely chosen word; this does not.
 */
import { MORAL_SLUGS } from '@skazka/contract';
import { AGE_BANDS, type LanguagePack, type Plot, type Slot, type Word } from '../content/format.js';
import { NAME_CASES } from '../declension.js';
import { questionsFor } from '../questions.js';
import { ROLE_VOCABULARY, WORLD_ROLES, type WorldRole } from '../selection.js';
import { slotTemplates } from '../slots.js';
import { parse, templateParts, type ChoiceSelector } from '../template.js';
import { SLIP_LISTS } from './slip-lists.js';
import { PAGE_COUNT, QUESTION_COUNT } from './tale-check.js';

/** A template and whether the tale it appears in surely has a friend. */
interface Use {
  template: string;
  friend: boolean | undefined;
  where: string;
}

function slotUses(slots: Slot[], where: string): Use[] {
  return slots.flatMap((slot, i) =>
    slotTemplates(slot).map((template) => ({
      template,
      friend: typeof slot === 'string' ? undefined : slot.friend,
      where: `${where} slot ${i + 1}`,
    })),
  );
}

function plotUses(plot: Plot): Use[] {
  return [
    ...plot.titles.map((template, i) => ({ template, friend: undefined, where: `title ${i + 1}` })),
    ...plot.pages.flatMap((page, i) => slotUses(page.text, `page ${i + 1}`)),
    ...plot.questions.flatMap((q, i) =>
      [q.question, q.right, ...q.wrong].map((template) => ({ template, friend: q.friend, where: `question ${i + 1}` })),
    ),
  ];
}

function words(pack: LanguagePack, role: WorldRole, ids?: readonly string[]): Array<[string, Word | undefined]> {
  const vocabulary = pack[ROLE_VOCABULARY[role]] as Record<string, Word | undefined>;
  return (ids ?? Object.keys(vocabulary)).map((id) => [id, vocabulary[id]]);
}

const isRole = (value?: string): value is WorldRole => (WORLD_ROLES as readonly string[]).includes(value ?? '');

/** The words a world key (`creature.def`, `other.place.in`) may be filled with, and its form; null for any other key. */
function keyCandidates(
  pack: LanguagePack,
  key: string,
  plot: Plot | null,
): { candidates: Array<[string, Word | undefined]>; form: string } | null {
  const [head, second, third] = key.split('.');
  // Openings and closings are shared, so any plot's word may fill them.
  if (isRole(head) && third === undefined)
    return { candidates: words(pack, head, plot ? plot[ROLE_VOCABULARY[head]] : undefined), form: second ?? 'nom' };
  if ((head === 'other' || head === 'other2') && isRole(second))
    return { candidates: words(pack, second), form: third ?? 'nom' };
  return null;
}

function keyProblems(pack: LanguagePack, key: string, plot: Plot | null): string[] {
  const [head, second, third] = key.split('.');
  if (head === 'hero' || head === 'friend') {
    return (NAME_CASES as readonly string[]).includes(second ?? 'nom') && third === undefined
      ? []
      : [`unknown key {${key}}`];
  }
  const filled = keyCandidates(pack, key, plot);
  if (!filled) return [`unknown key {${key}}`];
  const { candidates, form } = filled;
  return candidates.flatMap(([id, word]) => {
    if (!word) return [`{${key}}: "${id}" has no word in the pack`];
    return word.forms[form] === undefined ? [`{${key}}: "${id}" has no form "${form}"`] : [];
  });
}

// A word right before a tag: «a {creature.def}».
const WORD_BEFORE_TAG = /(?<!\p{L})(\p{L}+) \{\^?([\w.]+)\}/gu;

/** «a el conejito», «à le parc»: a word the language merges with an article, before a tag whose form, for some word, starts with that article. */
function contractionProblems(pack: LanguagePack, template: string, plot: Plot | null): string[] {
  const rules = SLIP_LISTS[pack.language].contractions ?? [];
  return [...template.matchAll(WORD_BEFORE_TAG)].flatMap(([, before, key]) => {
    const filled = keyCandidates(pack, key!, plot);
    return rules
      .filter((rule) => rule.word === before!.toLowerCase())
      .flatMap((rule) =>
        (filled?.candidates ?? [])
          .filter(([, word]) => word?.forms[filled!.form]?.startsWith(rule.article))
          .map(([id, word]) => `«${before} ${word!.forms[filled!.form]}» for "${id}" (${rule.write}): {${key}}`),
      );
  });
}

/** Every moral has at least this many plots in every pack, so a child's next tale on it is a new story for that many nights. */
export const MIN_PLOTS_PER_MORAL = 6;

const CHOICE_ROLE: Partial<Record<ChoiceSelector, WorldRole>> = { c: 'creature', o: 'object', p: 'place' };

function choiceProblems(pack: LanguagePack, selector: ChoiceSelector, forms: number, plot: Plot | null): string[] {
  const role = CHOICE_ROLE[selector];
  if (!role) return forms === 2 ? [] : [`{${selector}:…} needs exactly 2 forms (m|f), has ${forms}`];
  if (forms < 2 || forms > 3) return [`{${selector}:…} needs 2 or 3 forms, has ${forms}`];
  const neuter = words(pack, role, plot ? plot[ROLE_VOCABULARY[role]] : undefined).filter(
    ([, word]) => word?.gender === 'n',
  );
  return forms === 2 && neuter.length > 0 ? [`{${selector}:…} has no n form, but "${neuter[0]![0]}" is neuter`] : [];
}

function useProblems(pack: LanguagePack, use: Use, plot: Plot | null): string[] {
  const problems: string[] = [];
  parse(use.template, problems);
  const { keys, choices } = templateParts(use.template);
  problems.push(...keys.flatMap((key) => keyProblems(pack, key, plot)));
  problems.push(...choices.flatMap(({ selector, forms }) => choiceProblems(pack, selector, forms, plot)));
  problems.push(...contractionProblems(pack, use.template, plot));
  const usesFriend =
    keys.some((key) => key.split('.')[0] === 'friend') || choices.some((choice) => choice.selector === 'f');
  if (usesFriend && use.friend !== true) problems.push('names the friend but is not marked friend: true');
  return [...new Set(problems)].map((problem) => `${use.where}: ${problem}`);
}

function shapeProblems(plot: Plot): string[] {
  const problems: string[] = [];
  const pages = plot.pages.length;
  if (pages < PAGE_COUNT.min || pages > PAGE_COUNT.max) problems.push(`${pages} pages`);
  for (const band of AGE_BANDS)
    for (const hasFriend of [true, false]) {
      const count = questionsFor(plot.questions, band, hasFriend).length;
      if (count < QUESTION_COUNT.min || count > QUESTION_COUNT.max)
        problems.push(`${count} questions ${hasFriend ? 'with' : 'without'} a friend in band ${band}`);
    }
  if (plot.titles.length === 0) problems.push('no title');
  for (const role of WORLD_ROLES) if (plot[ROLE_VOCABULARY[role]].length === 0) problems.push(`no ${role}`);
  return problems;
}

export function packProblems(pack: LanguagePack): string[] {
  const problems: string[] = [];
  const shared = [...slotUses(pack.openings, 'openings'), ...slotUses(pack.closings, 'closings')];
  problems.push(...shared.flatMap((use) => useProblems(pack, use, null)));
  for (const role of WORLD_ROLES) {
    if (words(pack, role).length < 3) problems.push(`fewer than 3 ${role} words: wrong answers need others`);
  }
  const ids = new Set<string>();
  for (const plot of pack.plots) {
    if (ids.has(plot.id)) problems.push(`plot id ${plot.id} is used twice`);
    ids.add(plot.id);
    problems.push(
      ...[...shapeProblems(plot), ...plotUses(plot).flatMap((use) => useProblems(pack, use, plot))].map(
        (p) => `${plot.id}: ${p}`,
      ),
    );
  }
  for (const moral of MORAL_SLUGS) {
    const count = pack.plots.filter((plot) => plot.moral === moral).length;
    if (count < MIN_PLOTS_PER_MORAL) problems.push(`${moral}: ${count} plots, wants at least ${MIN_PLOTS_PER_MORAL}`);
  }
  return problems;
}
