// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { Page, Text, View, type Styles } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { COLOURS, styles } from './theme.js';

interface BookPageProps {
  /** Printed at the foot of the page; the cover has none. */
  number?: number;
  background?: string;
  /** The content area's padding and alignment. */
  content: Styles[string];
  children: ReactNode;
}

/**
 * One A5 page with the book's thin border. The page itself has no padding: the
 * content sits in its own box, so nothing (not even the border) can reach the
 * page's padding and push react-pdf into starting a new page.
 */
export function BookPage({ number, background = COLOURS.paper, content, children }: BookPageProps) {
  return (
    <Page size="A5" style={[styles.page, { backgroundColor: background }]}>
      <View style={styles.border} />
      <View style={[{ flexGrow: 1 }, content]}>{children}</View>
      {number === undefined ? null : <Text style={styles.pageNumber}>{number}</Text>}
    </Page>
  );
}
