// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { isGirl } from '@skazka/contract';
import { renderToBuffer } from '@react-pdf/renderer';
import type { Artifact, Illustrations, StageContext, TaleRequest, Typesetter, WrittenTale } from '../stages.js';
import { nameForms } from '../writer/declension.js';
import { Book } from './book/book.js';
import { withFreshFonts } from './fonts.js';
import { LABELS } from './labels.js';
import { toPrintPicture } from './print-picture.js';
import { printableText } from './printable-text.js';

// Preparing pictures is about a third of the stage's time, rendering the rest.
const PICTURES_SHARE = 0.35;

/** Every text of the tale as the book's fonts can print it (names are typed by parents: emoji, any script). */
function printableTale(tale: WrittenTale): WrittenTale {
  return {
    ...tale,
    title: printableText(tale.title),
    pages: tale.pages.map((page) => ({ ...page, text: printableText(page.text) })),
    questions: tale.questions.map((q) => ({
      ...q,
      question: printableText(q.question),
      options: q.options.map(printableText),
    })),
  };
}

/** Sets the tale as an A5 picture book PDF (react-pdf, embedded Nunito, DejaVu Sans for what Nunito lacks). */
export function createEmbeddedTypesetter(): Typesetter {
  return {
    async typeset(
      tale: WrittenTale,
      pictures: Illustrations,
      request: TaleRequest,
      context: StageContext = {},
    ): Promise<Artifact> {
      if (pictures.pages.length !== tale.pages.length) {
        throw new Error(`the tale has ${tale.pages.length} pages but ${pictures.pages.length} pictures`);
      }
      const [cover, ...pages] = await Promise.all([pictures.cover, ...pictures.pages].map(toPrintPicture));
      context.signal?.throwIfAborted();
      context.onProgress?.(PICTURES_SHARE, 'pictures');
      const labels = LABELS[tale.language];
      const hero = nameForms(request.hero.name, isGirl(request.hero.sex) ? 'f' : 'm', tale.language);
      const book = (
        <Book
          tale={printableTale(tale)}
          cover={cover!}
          pictures={pages}
          labels={labels}
          dedication={printableText(labels.dedication(hero))}
        />
      );
      const pdf = await withFreshFonts(() => renderToBuffer(book));
      context.onProgress?.(1, 'rendered');
      return {
        name: 'tale.pdf',
        contentType: 'application/pdf',
        data: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      };
    },
  };
}
