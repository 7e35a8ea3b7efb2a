import { WIDTH } from './art/canvas.js';

/** How far a figure reaches left and right of where it stands. */
export interface Footprint {
  left: number;
  right: number;
}

const MIN_GAP = 24;
const MAX_GAP = 150;

/**
 * Stands figures side by side across the picture, centred as a group, never
 * overlapping, at `maxScale` (the framing's size); when they do not fit they
 * are all drawn a little smaller.
 */
export function layoutRow(footprints: Footprint[], maxScale = 1, margin = 60): { xs: number[]; scale: number } {
  const available = WIDTH - 2 * margin;
  const total = footprints.reduce((sum, f) => sum + f.left + f.right, 0);
  const gaps = Math.max(0, footprints.length - 1);
  const scale = Math.min(maxScale, (available - MIN_GAP * gaps) / Math.max(1, total));
  const free = available - total * scale;
  const gap = gaps ? Math.min(MAX_GAP, free / (footprints.length + 1)) : 0;
  const used = total * scale + gap * gaps;
  let cursor = (WIDTH - used) / 2;
  const xs = footprints.map((f) => {
    const x = cursor + f.left * scale;
    cursor += (f.left + f.right) * scale + gap;
    return x;
  });
  return { xs, scale };
}
