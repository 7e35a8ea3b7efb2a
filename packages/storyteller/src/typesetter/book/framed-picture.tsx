// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { Image, View } from '@react-pdf/renderer';
import type { PrintPicture } from '../print-picture.js';
import { styles } from './theme.js';

/** A picture at a fixed size (react-pdf lays out unsized images unreliably) in a white rounded frame. */
export function FramedPicture({ picture, width }: { picture: PrintPicture; width: number }) {
  const height = (width * picture.height) / picture.width;
  return (
    <View style={[styles.pictureFrame, { alignSelf: 'center' }]}>
      <Image src={{ data: picture.data, format: 'jpg' }} style={[styles.picture, { width, height }]} />
    </View>
  );
}
