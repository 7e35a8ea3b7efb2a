/** Gratitude: tales written by the second Spanish author. */
import type { Plot } from '../../format.js';

export const gratitudePlots: Plot[] = [];
