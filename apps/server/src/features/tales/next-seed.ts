import { randomInt } from 'node:crypto';
import type { Locale, MoralSlug } from '@skazka/contract';
import { plotsPerMoral } from '@skazka/storyteller';

/** Worlds per plot a seed can draw; times the plot count it stays under 2³¹ (the seed column). */
const WORLDS = 2 ** 24;

/**
 * The seed of a child's next tale on a moral. The embedded writer tells plot
 * `seed mod plots` of the moral, in a world drawn from the seed, so the next
 * tale takes the plot after the last one's: a parent who asks for friendship
 * again gets another story, not the same one in another place.
 */
export function nextSeed(language: Locale, moral: MoralSlug, lastSeed: number | null): number {
  const plots = Math.max(1, plotsPerMoral(language)[moral] ?? 0);
  if (lastSeed === null) return randomInt(plots * WORLDS);
  return (lastSeed + 1 + plots * randomInt(WORLDS)) % (plots * WORLDS);
}
