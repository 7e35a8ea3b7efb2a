import { Font } from '@react-pdf/renderer';
import { createRequire } from 'node:module';

export const FONT_FAMILY = 'Nunito';
/**
 * DejaVu Sans (free licence, see its LICENSE) draws what Nunito lacks: Georgian,
 * Armenian, Hebrew, Arabic, many symbols and the emoji faces and animals. Without
 * a fallback react-pdf falls to Helvetica, which has none of them either.
 */
export const FALLBACK_FAMILY = 'DejaVu Sans';
export const FONT_FAMILIES = [FONT_FAMILY, FALLBACK_FAMILY];

const require = createRequire(import.meta.url);
export const nunito = (file: string) => require.resolve(`@expo-google-fonts/nunito/${file}/Nunito_${file}.ttf`);
export const dejaVu = (style: string) => require.resolve(`dejavu-fonts-ttf/ttf/DejaVuSans${style}.ttf`);

/**
 * Nunito (SIL OFL 1.1) as full TTF files: react-pdf subsets and embeds them. A
 * WOFF/WOFF2 or a subset font silently falls back to Helvetica, which has no
 * Cyrillic, so only these files will do.
 */
function registerFonts(): void {
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: nunito('400Regular'), fontWeight: 400 },
      { src: nunito('400Regular_Italic'), fontWeight: 400, fontStyle: 'italic' },
      { src: nunito('700Bold'), fontWeight: 700 },
      { src: nunito('800ExtraBold'), fontWeight: 800 },
    ],
  });
  Font.register({
    family: FALLBACK_FAMILY,
    fonts: [
      { src: dejaVu(''), fontWeight: 400 },
      { src: dejaVu('-Oblique'), fontWeight: 400, fontStyle: 'italic' },
      { src: dejaVu('-Bold'), fontWeight: 700 },
      { src: dejaVu('-Bold'), fontWeight: 800 },
    ],
  });
  // Children read along: a word is never split across lines (react-pdf's default hyphenation is English-only anyway).
  Font.registerHyphenationCallback((word) => [word]);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `render` with freshly loaded fonts, one render at a time. fontkit caches
 * each glyph with the characters it was first asked for, and embedding a
 * document's font subset asks for the parts of composite glyphs (Nunito draws
 * Cyrillic «а» from Latin «a») with none. Reused for the next document, such a
 * font gives those letters no Unicode mapping: they print, but cannot be copied,
 * searched or read by a screen reader. Renders are CPU-bound, so running them
 * in turn costs nothing.
 */
export function withFreshFonts<T>(render: () => Promise<T>): Promise<T> {
  const run = queue.then(() => {
    // Only our families are dropped (Font.clear() would also drop the standard fonts react-pdf's layout expects).
    for (const family of FONT_FAMILIES) delete Font.getRegisteredFonts()[family];
    registerFonts();
    return render();
  });
  queue = run.catch(() => undefined);
  return run;
}
