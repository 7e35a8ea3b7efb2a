/** Comprehension questions: the right answer and two wrong ones, shuffled by the seed. */
import type { WrittenQuestion } from '../stages.js';
import type { AgeBand, QuestionTemplate } from './content/format.js';
import type { Random } from './random.js';

/** The questions for this band and cast: only about what this band's text tells. */
export function questionsFor(templates: QuestionTemplate[], band: AgeBand, hasFriend: boolean): QuestionTemplate[] {
  return templates.filter(
    (q) => (q.friend === undefined || q.friend === hasFriend) && (q.bands === undefined || q.bands.includes(band)),
  );
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
