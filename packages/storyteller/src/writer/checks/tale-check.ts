/** What every written tale must be, whatever its content: the rules of docs/STORY-CRAFT.md a machine can check. */
import type { WrittenTale } from '../../stages.js';
import { WORDS_PER_BAND } from '../content/format.js';
import { countWords } from '../tidy-text.js';

export const PAGE_COUNT = { min: 6, max: 10 };
export const QUESTION_COUNT = { min: 3, max: 5 };

export function taleWords(tale: WrittenTale): number {
  return tale.pages.reduce((sum, page) => sum + countWords(page.text), 0);
}

function textProblems(text: string, where: string): string[] {
  const problems: string[] = [];
  if (/[{}]/.test(text)) problems.push(`${where}: leftover brace`);
  if (/[<>|]|\bundefined\b|\bNaN\b/.test(text)) problems.push(`${where}: leftover markup`);
  if (/ {2}/.test(text)) problems.push(`${where}: double space`);
  if (/ [,.]/.test(text)) problems.push(`${where}: space before punctuation`);
  if (/^[\s—–\-«"“„¡¿(]*\p{Ll}/u.test(text)) problems.push(`${where}: starts in lower case`);
  if (text.trim() === '') problems.push(`${where}: empty`);
  return problems;
}

export function taleProblems(tale: WrittenTale, heroName: string): string[] {
  const problems: string[] = [];
  const words = taleWords(tale);
  const limits = WORDS_PER_BAND[tale.ageBand];
  if (words < limits.min || words > limits.max)
    problems.push(`${words} words, band ${tale.ageBand} wants ${limits.min}-${limits.max}`);
  const pages = tale.pages.length;
  if (pages < PAGE_COUNT.min || pages > PAGE_COUNT.max)
    problems.push(`${pages} pages, wants ${PAGE_COUNT.min}-${PAGE_COUNT.max}`);
  const questions = tale.questions.length;
  if (questions < QUESTION_COUNT.min || questions > QUESTION_COUNT.max)
    problems.push(`${questions} questions, wants ${QUESTION_COUNT.min}-${QUESTION_COUNT.max}`);
  if (!tale.pages.some((page) => page.text.includes(heroName)))
    problems.push(`the hero's name ${heroName} is never said`);
  problems.push(...textProblems(tale.title, 'title'));
  tale.pages.forEach((page, i) => problems.push(...textProblems(page.text, `page ${i + 1}`)));
  tale.questions.forEach((q, i) => {
    problems.push(...[q.question, ...q.options].flatMap((text) => textProblems(text, `question ${i + 1}`)));
    if (new Set(q.options).size !== 3) problems.push(`question ${i + 1}: options repeat: ${q.options.join(' / ')}`);
  });
  return problems;
}
