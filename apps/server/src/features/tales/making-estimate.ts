import type { FastifyInstance } from 'fastify';
import { storytellerName, typicalMakingS } from '../../providers/making-time.js';
import { talesRepository } from './repository.js';

/** The latest tales of this storyteller the estimate is the median of, and how few still say too little. */
const RECENT_TALES = 25;
const FEWEST_TALES = 3;
/** The estimate is asked on every progress event of every tale being watched: one query a minute is enough. */
const KEPT_MS = 60_000;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * How many seconds a tale takes with the configured storyteller: the median of its
 * latest tales made in one go (a retried or paused tale says nothing of the providers),
 * or, before there are a few, the typical figure of its providers.
 */
export function makingEstimate(app: FastifyInstance) {
  const repo = talesRepository(app.db);
  const name = storytellerName(app.config);
  const typical = typicalMakingS(app.config);
  let kept: { seconds: number; until: number } | null = null;

  return async function expectedSeconds(): Promise<number> {
    if (kept && kept.until > Date.now()) return kept.seconds;
    const times = await repo.recentMakingTimes(name, RECENT_TALES);
    const seconds = times.length >= FEWEST_TALES ? Math.max(1, median(times)) : typical;
    kept = { seconds, until: Date.now() + KEPT_MS };
    return seconds;
  };
}
