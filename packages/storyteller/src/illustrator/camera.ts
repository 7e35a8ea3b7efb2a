import { FRAMINGS, type Framing, type Scene } from '../scene/vocabulary.js';

/** How one picture looks at its scene: which way the cast stands, the place mirrored or not, how near, and a sideways shift. */
export interface Camera {
  mirrored: boolean;
  backMirrored: boolean;
  framing: Framing;
  pan: number;
}

/**
 * Odd pages mirror the row, as before. A page drawing what an earlier page
 * drew (`repeat` > 0) turns the place round, flips the row and steps the
 * framing, each repeat a different combination, so it is never the same
 * picture; a close-up the scene cannot take falls back to medium.
 */
export function cameraFor(scene: Pick<Scene, 'framing'>, variant: number, repeat: number, closeable: boolean): Camera {
  const framing = closeable || scene.framing !== 'close' ? scene.framing : 'medium';
  const base = { mirrored: variant % 2 === 1, backMirrored: false, framing, pan: 0 };
  if (repeat === 0) return base;
  const step = repeat % 12;
  const framings: readonly Framing[] = closeable ? FRAMINGS : FRAMINGS.filter((f) => f !== 'close');
  const next = framings[(framings.indexOf(framing) + Math.floor(step / 4)) % framings.length]!;
  return {
    mirrored: step % 2 === 1 ? !base.mirrored : base.mirrored,
    backMirrored: Math.floor(step / 2) % 2 === 1 || step % 4 === 0,
    framing: next,
    pan: ((repeat % 3) - 1) * 40,
  };
}
