// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import type { PrintPicture } from '../print-picture.js';
import { BookPage } from './book-page.js';
import { FramedPicture } from './framed-picture.js';
import { PAGE } from './theme.js';

const SIDE = 30;

/** The left page of a spread: the scene, a little above the middle of a page tinted with its own colours. */
export function PicturePage({ picture, number }: { picture: PrintPicture; number: number }) {
  return (
    <BookPage number={number} background={picture.tint} content={{ justifyContent: 'center', paddingBottom: 60 }}>
      <FramedPicture picture={picture} width={PAGE.width - 2 * SIDE - 10} />
    </BookPage>
  );
}
