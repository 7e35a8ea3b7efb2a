// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { Document } from '@react-pdf/renderer';
import type { WrittenTale } from '../../stages.js';
import type { BookLabels } from '../labels.js';
import type { PrintPicture } from '../print-picture.js';
import { CoverPage } from './cover-page.js';
import { PicturePage } from './picture-page.js';
import { QuestionsPage } from './questions-page.js';
import { TextPage } from './text-page.js';

export interface BookProps {
  tale: WrittenTale;
  cover: PrintPicture;
  pictures: PrintPicture[];
  labels: BookLabels;
  dedication: string;
}

/**
 * Cover (page 1, a right-hand page), then one spread per page of the tale: the
 * picture on the left, its text on the right. The questions close the book.
 */
export function Book({ tale, cover, pictures, labels, dedication }: BookProps) {
  const last = tale.pages.length - 1;
  return (
    <Document title={tale.title} author="Skazka" creator="Skazka" producer="Skazka" language={tale.language}>
      <CoverPage title={tale.title} dedication={dedication} picture={cover} />
      {tale.pages.flatMap((page, index) => [
        <PicturePage key={`picture-${index}`} picture={pictures[index]!} number={2 + 2 * index} />,
        <TextPage
          key={`text-${index}`}
          text={page.text}
          band={tale.ageBand}
          number={3 + 2 * index}
          ending={index === last ? labels.theEnd : undefined}
        />,
      ])}
      {tale.questions.length > 0 ? (
        <QuestionsPage questions={tale.questions} labels={labels} number={2 + 2 * tale.pages.length} />
      ) : null}
    </Document>
  );
}
