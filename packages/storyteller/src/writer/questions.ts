/** Comprehension questions: the right answer and two wrong ones, shuffled by the seed. */
import type { WrittenQuestion } from '../stages.js';
import type { QuestionTemplate } from './content/format.js';
import type { Random } from './random.js';

export function questionsFor(templates: QuestionTemplate[], hasFriend: boolean): QuestionTemplate[] {
  return templates.filter((q) => q.friend === undefined || q.friend === hasFriend);
}

export function renderQuestion(
  template: QuestionTemplate,
  render: (text: string) => string,
  random: Random,
): WrittenQuestion {
  const right = render(template.right);
  const options = random.shuffle([right, ...template.wrong.map(render)]);
  return { question: render(template.question), options, answer: options.indexOf(right) };
}
