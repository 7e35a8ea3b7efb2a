/**
 * The template syntax of content/format.ts. A template is parsed first and the
 * values are put in afterwards, so a name such as `{hero}` or `<b>` is printed
 * as it is and never read as markup.
 */
import type { Gender } from './content/format.js';

/** Who a choice `{x:…|…}` agrees with: hero, friend, creature, object, place. */
export type ChoiceSelector = 'h' | 'f' | 'c' | 'o' | 'p';

export interface TemplateContext {
  /** The text for a key such as `hero.dat`, `place.in`, `other.creature.acc`, or why there is none. */
  lookup(key: string): string | { problem: string };
  gender(selector: ChoiceSelector): Gender | { problem: string };
}

export interface Rendered {
  text: string;
  problems: string[];
}

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'key'; key: string; caps: boolean }
  | { kind: 'choice'; selector: ChoiceSelector; options: Node[][]; caps: boolean };

const KEY = /^[a-z][a-z0-9]*(\.[a-z0-9]+)*$/;
const CHOICE = /^([hfcop]):/s;

/** Splits `body` at top-level occurrences of `separator` (outside nested braces). */
function splitTopLevel(body: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === separator && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

function parseTag(body: string, problems: string[]): Node | null {
  const caps = body.startsWith('^');
  const inner = caps ? body.slice(1) : body;
  const choice = CHOICE.exec(inner);
  if (choice) {
    const options = splitTopLevel(inner.slice(2), '|').map((option) => parse(option, problems));
    return { kind: 'choice', selector: choice[1] as ChoiceSelector, options, caps };
  }
  if (KEY.test(inner)) return { kind: 'key', key: inner, caps };
  problems.push(`bad tag {${body}}`);
  return null;
}

export function parse(template: string, problems: string[]): Node[] {
  const nodes: Node[] = [];
  let text = '';
  let i = 0;
  while (i < template.length) {
    const ch = template[i]!;
    if (ch === '}') {
      problems.push(`unmatched } in "${template}"`);
      i++;
      continue;
    }
    if (ch !== '{') {
      text += ch;
      i++;
      continue;
    }
    let depth = 1;
    let j = i + 1;
    for (; j < template.length && depth > 0; j++) {
      if (template[j] === '{') depth++;
      else if (template[j] === '}') depth--;
    }
    if (depth > 0) {
      problems.push(`unmatched { in "${template}"`);
      i++;
      continue;
    }
    if (text) nodes.push({ kind: 'text', text });
    text = '';
    const node = parseTag(template.slice(i + 1, j - 1), problems);
    if (node) nodes.push(node);
    i = j;
  }
  if (text) nodes.push({ kind: 'text', text });
  return nodes;
}

export function capitalise(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase());
}

const OPTION_BY_GENDER: Record<Gender, number> = { m: 0, f: 1, n: 2 };

function chooseOption(node: Extract<Node, { kind: 'choice' }>, context: TemplateContext, problems: string[]): Node[] {
  const gender = context.gender(node.selector);
  if (typeof gender !== 'string') {
    problems.push(gender.problem);
    return [];
  }
  const option = node.options[OPTION_BY_GENDER[gender]];
  if (option) return option;
  problems.push(`{${node.selector}:…} has no ${gender} form`);
  return node.options[0] ?? [];
}

function renderNodes(nodes: Node[], context: TemplateContext, problems: string[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') {
      out += node.text;
      continue;
    }
    let value: string;
    if (node.kind === 'key') {
      const found = context.lookup(node.key);
      if (typeof found === 'string') value = found;
      else {
        problems.push(found.problem);
        value = '';
      }
    } else {
      value = renderNodes(chooseOption(node, context, problems), context, problems);
    }
    out += node.caps ? capitalise(value) : value;
  }
  return out;
}

// Packs are fixed at load time, so each template is parsed once per process.
const parsed = new Map<string, { nodes: Node[]; problems: string[] }>();

function parseOnce(template: string) {
  let entry = parsed.get(template);
  if (!entry) {
    const problems: string[] = [];
    entry = { nodes: parse(template, problems), problems };
    parsed.set(template, entry);
  }
  return entry;
}

export function renderTemplate(template: string, context: TemplateContext): Rendered {
  const { nodes, problems: parseProblems } = parseOnce(template);
  const problems = [...parseProblems];
  const text = renderNodes(nodes, context, problems);
  return { text, problems };
}

/** Every key a template uses (`hero.dat`, `other.place.in`) and every choice with its number of forms. */
export function templateParts(template: string): {
  keys: string[];
  choices: Array<{ selector: ChoiceSelector; forms: number }>;
} {
  const keys: string[] = [];
  const choices: Array<{ selector: ChoiceSelector; forms: number }> = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'key') keys.push(node.key);
      if (node.kind === 'choice') {
        choices.push({ selector: node.selector, forms: node.options.length });
        node.options.forEach(walk);
      }
    }
  };
  walk(parse(template, []));
  return { keys, choices };
}
