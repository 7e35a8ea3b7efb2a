// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import type { AgeBand } from '../../writer/content/format.js';
import { BookPage } from './book-page.js';
import { Ornament } from './ornament.js';
import { fitTextSize, paragraphs } from './text-fit.js';
import { COLOURS, LINE_HEIGHT, PARAGRAPH_GAP, TEXT_PAGE_MARGIN } from './theme.js';

// "The End" with the space above it, in lines of text.
const ENDING_LINES = 2.5;

interface TextPageProps {
  text: string;
  band: AgeBand;
  number: number;
  /** Closes the tale ("The End") on its last page. */
  ending?: string;
}

/** The right page of a spread: the page's text, set large and left-aligned for reading aloud. */
export function TextPage({ text, band, number, ending }: TextPageProps) {
  const size = fitTextSize(text, band, ending ? ENDING_LINES : 0);
  return (
    <BookPage
      number={number}
      content={{
        paddingTop: TEXT_PAGE_MARGIN.top,
        paddingBottom: TEXT_PAGE_MARGIN.bottom,
        paddingHorizontal: TEXT_PAGE_MARGIN.side,
        justifyContent: 'center',
      }}
    >
      <View style={{ position: 'absolute', top: 34, left: 0, right: 0 }}>
        <Ornament />
      </View>
      {paragraphs(text).map((paragraph, index) => (
        <Text
          key={index}
          style={{
            fontSize: size,
            lineHeight: LINE_HEIGHT,
            marginTop: index === 0 ? 0 : size * LINE_HEIGHT * PARAGRAPH_GAP,
          }}
        >
          {paragraph}
        </Text>
      ))}
      {ending ? (
        <Text
          style={{
            fontSize: size + 2,
            fontWeight: 700,
            fontStyle: 'italic',
            color: COLOURS.title,
            textAlign: 'center',
            marginTop: size * 1.6,
          }}
        >
          {ending}
        </Text>
      ) : null}
    </BookPage>
  );
}
