/** Sharing. */
import type { Plot } from '../../format.js';

export const sharingPlots: Plot[] = [];
