// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import type { WrittenQuestion } from '../../stages.js';
import type { BookLabels } from '../labels.js';
import { Ornament } from './ornament.js';
import { BookPage } from './book-page.js';
import { lineCount } from './text-fit.js';
import { COLOURS, PAGE } from './theme.js';

interface QuestionsPageProps {
  questions: WrittenQuestion[];
  labels: BookLabels;
  number: number;
}

const option = (labels: BookLabels, index: number) => `${labels.optionLetters[index]})`;

const SIDE = 46;
const INDENT = 16;
const LETTER = 18;
const QUESTION_GAP = 11;
const OPTION_GAP = 1.5;
const QUESTION_LEADING = 1.4;
const OPTION_LEADING = 1.45;
// What the ornament, heading, answers line and margins leave for the questions, in points.
const ROOM = 395;
// Smaller would be hard to read aloud from; questions that do not fit at this size go on to another page.
const SMALLEST = 10.5;
// Bold is wider than the regular widths the measure uses.
const BOLD_WIDTH = 0.93;

/** The largest size, from 12.5 pt down to SMALLEST, at which every question and its options fit on the page. */
function fitQuestionSize(questions: WrittenQuestion[]): number {
  const width = PAGE.width - 2 * SIDE;
  const height = (size: number) =>
    questions.reduce((sum, question) => {
      const questionLines = lineCount(question.question, size, width * BOLD_WIDTH);
      const optionLines = question.options.reduce(
        (lines, text) => lines + lineCount(text, size, width - INDENT - LETTER),
        0,
      );
      return (
        sum +
        questionLines * size * QUESTION_LEADING +
        optionLines * size * OPTION_LEADING +
        question.options.length * OPTION_GAP +
        QUESTION_GAP
      );
    }, 0);
  let size = 12.5;
  while (size > SMALLEST && height(size) > ROOM) size -= 0.5;
  return size;
}

/** The last page: questions to talk over after reading, with the answers in small print for the parent. */
export function QuestionsPage({ questions, labels, number }: QuestionsPageProps) {
  const size = fitQuestionSize(questions);
  const optionText = { fontSize: size, lineHeight: OPTION_LEADING };
  const answers = questions.map((question, index) => `${index + 1} — ${option(labels, question.answer)}`).join('   ');
  return (
    <BookPage number={number} content={{ paddingTop: 48, paddingBottom: 64, paddingHorizontal: SIDE }}>
      <Ornament />
      <Text
        style={{
          fontSize: 20,
          fontWeight: 800,
          color: COLOURS.title,
          textAlign: 'center',
          marginTop: 10,
          marginBottom: 18,
        }}
      >
        {labels.questions}
      </Text>
      {questions.map((question, index) => (
        // Should a provider's questions be too long even for the smallest size, whole questions move on to another page.
        <View key={index} wrap={false} style={{ marginBottom: QUESTION_GAP }}>
          <Text style={{ fontSize: size, fontWeight: 700, lineHeight: QUESTION_LEADING }}>
            {index + 1}. {question.question}
          </Text>
          {question.options.map((text, optionIndex) => (
            // A row, so a long option wraps under its own first word, not under its letter.
            <View key={optionIndex} style={{ flexDirection: 'row', marginLeft: INDENT, marginTop: OPTION_GAP }}>
              <Text style={{ ...optionText, width: LETTER, color: COLOURS.accent, fontWeight: 700 }}>
                {option(labels, optionIndex)}
              </Text>
              <Text style={{ ...optionText, flex: 1 }}>{text}</Text>
            </View>
          ))}
        </View>
      ))}
      <View style={{ flexGrow: 1 }} />
      <Text style={{ fontSize: 9, color: COLOURS.soft, textAlign: 'center' }}>
        {labels.answers}: {answers}
      </Text>
    </BookPage>
  );
}
