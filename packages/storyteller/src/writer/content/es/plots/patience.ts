/** Patience. */
import type { Plot } from '../../format.js';

export const patiencePlots: Plot[] = [];
