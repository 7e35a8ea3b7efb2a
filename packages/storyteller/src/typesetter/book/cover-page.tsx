// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { Text, View } from '@react-pdf/renderer';
import type { PrintPicture } from '../print-picture.js';
import { BookPage } from './book-page.js';
import { FramedPicture } from './framed-picture.js';
import { Ornament } from './ornament.js';
import { COLOURS, PAGE } from './theme.js';

const SIDE = 34;
const spacer = <View style={{ flexGrow: 1 }} />;

export function CoverPage({
  title,
  dedication,
  picture,
}: {
  title: string;
  dedication: string;
  picture: PrintPicture;
}) {
  return (
    <BookPage background={picture.tint} content={{ paddingHorizontal: SIDE, paddingTop: 60, paddingBottom: 46 }}>
      <Text
        style={{
          fontSize: title.length > 28 ? 26 : 31,
          fontWeight: 800,
          color: COLOURS.title,
          textAlign: 'center',
          lineHeight: 1.2,
        }}
      >
        {title}
      </Text>
      {spacer}
      <FramedPicture picture={picture} width={PAGE.width - 2 * SIDE - 10} />
      {spacer}
      <Text style={{ fontSize: 15, fontStyle: 'italic', color: COLOURS.title, textAlign: 'center', marginBottom: 14 }}>
        {dedication}
      </Text>
      <Ornament width={90} />
    </BookPage>
  );
}
