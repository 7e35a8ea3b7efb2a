// Automatic JSX runtime even when run from a folder whose tsconfig sets no "jsx" (tsx reads the one it starts in).
/** @jsxRuntime automatic @jsxImportSource react */
import { Circle, Path, Svg } from '@react-pdf/renderer';
import { COLOURS } from './theme.js';

/** A small sprig between two berries, drawn as vectors so it needs no glyph from the font. */
export function Ornament({ width = 70 }: { width?: number }) {
  return (
    <Svg width={width} height={width * 0.2} viewBox="0 0 100 20" style={{ alignSelf: 'center' }}>
      <Path d="M18 10 H82" stroke={COLOURS.accent} strokeWidth={1.2} strokeLinecap="round" />
      <Path d="M50 10 C44 2 36 3 34 6 C40 10 46 11 50 10 Z" fill={COLOURS.leaf} />
      <Path d="M50 10 C56 2 64 3 66 6 C60 10 54 11 50 10 Z" fill={COLOURS.leaf} />
      <Circle cx={12} cy={10} r={3.2} fill={COLOURS.berry} />
      <Circle cx={88} cy={10} r={3.2} fill={COLOURS.berry} />
      <Circle cx={50} cy={10} r={2.6} fill={COLOURS.accent} />
    </Svg>
  );
}
