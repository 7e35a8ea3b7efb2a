/**
 * Variety between tales: for the same child and moral, seeds that pick another
 * plot, and seeds that pick the same plot in another world, must share under
 * a third of their sentences.
 */
import type { MoralSlug } from '@skazka/contract';
import type { WrittenTale } from '../../stages.js';
import type { AgeBand, LanguagePack } from '../content/format.js';
import { composeTale } from '../compose.js';
import { plotsForMoral } from '../selection.js';
import { splitSentences } from '../tidy-text.js';
import { SAMPLE_CAST } from './sample-cast.js';

export const MAX_SHARED_SENTENCES = 1 / 3;

function sentences(tale: WrittenTale): Set<string> {
  return new Set(tale.pages.flatMap((page) => splitSentences(page.text)));
}

/** The larger of the two shares: sentences of one tale found in the other. */
export function sharedSentences(a: WrittenTale, b: WrittenTale): number {
  const [left, right] = [sentences(a), sentences(b)];
  const common = [...left].filter((s) => right.has(s)).length;
  return Math.max(common / left.size, common / right.size);
}

export interface Variety {
  /** Seeds 0 and 1: two different plots (when the moral has two or more). */
  otherPlot: number;
  /** Seed 0 and the seed on the same plot whose world differs most from it. */
  otherWorld: number;
}

export function varietyFor(pack: LanguagePack, moral: MoralSlug, band: AgeBand): Variety {
  const plotCount = plotsForMoral(pack, moral).length;
  const cast = SAMPLE_CAST[pack.language];
  const tell = (seed: number) => composeTale({ pack, moral, band, seed, hero: { name: cast.girl, sex: 'Девочка' }, friend: cast.friend });
  const base = tell(0);
  const differences = (seed: number) => {
    const world = tell(seed).world;
    return Number(world.place !== base.world.place) + Number(world.creature !== base.world.creature) + Number(world.object !== base.world.object);
  };
  const candidates = Array.from({ length: 30 }, (_, k) => ({ seed: (k + 1) * plotCount, differences: 0 }));
  for (const candidate of candidates) candidate.differences = differences(candidate.seed);
  const samePlot = candidates.reduce((best, candidate) => (candidate.differences > best.differences ? candidate : best)).seed;
  return { otherPlot: sharedSentences(base.tale, tell(1).tale), otherWorld: sharedSentences(base.tale, tell(samePlot).tale) };
}
