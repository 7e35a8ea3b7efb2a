import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILIES } from '../fonts.js';

/** A5 in points. */
export const PAGE = { width: 419.53, height: 595.28 } as const;

export const COLOURS = {
  paper: '#fffaf0',
  ink: '#3d2f27',
  title: '#7a3f22',
  accent: '#d98b3a',
  soft: '#9b7b63',
  leaf: '#7aa36a',
  berry: '#c8655a',
  frame: '#ffffff',
} as const;

export const TEXT_PAGE_MARGIN = { top: 64, bottom: 62, side: 46 } as const;
export const LINE_HEIGHT = 1.55;
export const PARAGRAPH_GAP = 0.6; // in lines

export const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILIES, color: COLOURS.ink, backgroundColor: COLOURS.paper },
  pageNumber: {
    position: 'absolute',
    bottom: 26,
    left: 0,
    right: 0,
    textAlign: 'center',
    fontSize: 9,
    color: COLOURS.soft,
  },
  picture: { borderRadius: 14 },
  pictureFrame: { padding: 5, backgroundColor: COLOURS.frame, borderRadius: 18 },
  /** A thin rule around the page, as on the plates of an old picture book. */
  border: {
    position: 'absolute',
    top: 16,
    bottom: 16,
    left: 16,
    right: 16,
    borderWidth: 0.8,
    borderColor: COLOURS.accent,
    borderRadius: 10,
    opacity: 0.55,
  },
});
