// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import type { WrittenQuestion } from '../../stages.js';
import type { BookLabels } from '../labels.js';
import { Ornament } from './ornament.js';
import { BookPage } from './book-page.js';
import { COLOURS } from './theme.js';

interface QuestionsPageProps {
  questions: WrittenQuestion[];
  labels: BookLabels;
  number: number;
}

const option = (labels: BookLabels, index: number) => `${labels.optionLetters[index]})`;

/** The last page: questions to talk over after reading, with the answers in small print for the parent. */
export function QuestionsPage({ questions, labels, number }: QuestionsPageProps) {
  const answers = questions.map((question, index) => `${index + 1} — ${option(labels, question.answer)}`).join('   ');
  return (
    <BookPage number={number} content={{ paddingTop: 48, paddingBottom: 64, paddingHorizontal: 46 }}>
      <Ornament />
      <Text style={{ fontSize: 20, fontWeight: 800, color: COLOURS.title, textAlign: 'center', marginTop: 10, marginBottom: 18 }}>{labels.questions}</Text>
      {questions.map((question, index) => (
        <View key={index} style={{ marginBottom: 14 }}>
          <Text style={{ fontSize: 12.5, fontWeight: 700, lineHeight: 1.4 }}>
            {index + 1}. {question.question}
          </Text>
          {question.options.map((text, optionIndex) => (
            <Text key={optionIndex} style={{ fontSize: 12, lineHeight: 1.45, marginLeft: 16, marginTop: 2 }}>
              <Text style={{ color: COLOURS.accent, fontWeight: 700 }}>{option(labels, optionIndex)}</Text> {text}
            </Text>
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
