/** Honesty. */
import type { Plot } from '../../format.js';

export const honestyPlots: Plot[] = [];
