/** Kindness. */
import type { Plot } from '../../format.js';

export const kindnessPlots: Plot[] = [];
