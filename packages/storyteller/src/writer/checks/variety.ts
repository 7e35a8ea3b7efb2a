/**
 * Variety between tales: for the same child and moral, seeds that pick another
 * plot, and seeds that pick the same plot in another world, must share under
 * a third of their sentences. The second tale is told as the service tells it,
 * knowing the first (so it takes another opening and closing).
 */
import type { MoralSlug } from '@skazka/contract';
import type { WrittenTale } from '../../stages.js';
import type { AgeBand, LanguagePack, Plot } from '../content/format.js';
import { composeTale } from '../compose.js';
import { historyOf } from '../history.js';
import { plotsForMoral } from '../selection.js';
import { splitSentences } from '../tidy-text.js';
import { tellCombination, type Combination } from './combinations.js';
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

type Teller = (seed: number) => ReturnType<typeof composeTale>;

/** Of the seeds `first + k × plotCount` (same plot as `first`), the one whose world differs most from the first's. */
function farthestWorldSeed(tell: Teller, first: number, plotCount: number): number {
  const base = tell(first).world;
  const differences = (seed: number) => {
    const world = tell(seed).world;
    return (
      Number(world.place !== base.place) +
      Number(world.creature !== base.creature) +
      Number(world.object !== base.object)
    );
  };
  const candidates = Array.from({ length: 30 }, (_, k) => ({ seed: first + (k + 1) * plotCount, differences: 0 }));
  for (const candidate of candidates) candidate.differences = differences(candidate.seed);
  return candidates.reduce((best, candidate) => (candidate.differences > best.differences ? candidate : best)).seed;
}

export function varietyFor(pack: LanguagePack, moral: MoralSlug, band: AgeBand): Variety {
  const plotCount = plotsForMoral(pack, moral).length;
  const cast = SAMPLE_CAST[pack.language];
  const tell = (seed: number, after?: WrittenTale) =>
    composeTale({
      pack,
      moral,
      band,
      seed,
      hero: { name: cast.girl, sex: 'Девочка' },
      friend: cast.friend,
      history: after && historyOf([after]),
    });
  const first = tell(0).tale;
  const samePlot = farthestWorldSeed(tell, 0, plotCount);
  return {
    otherPlot: sharedSentences(first, tell(1, first).tale),
    otherWorld: sharedSentences(first, tell(samePlot, first).tale),
  };
}

/**
 * The `otherWorld` measure of `varietyFor` for any plot of the moral, not only
 * the one seed 0 picks: the plot told from seed 0 against the seed whose world
 * differs most. The plot is given, so the seeds do not depend on where it
 * stands among the moral's plots (adding a plot must not change another's measure).
 */
export function plotWorldVariety(pack: LanguagePack, plot: Plot, combination: Combination): number {
  const tell = (seed: number) => tellCombination(pack, plot, combination, seed);
  const base = tell(0).tale;
  const again = farthestWorldSeed(tell, 0, 1);
  return sharedSentences(base, tellCombination(pack, plot, combination, again, undefined, historyOf([base])).tale);
}
