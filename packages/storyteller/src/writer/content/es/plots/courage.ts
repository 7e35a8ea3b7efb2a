/** Courage. */
import type { Plot } from '../../format.js';

export const couragePlots: Plot[] = [];
