/** Friendship. */
import type { Plot } from '../../format.js';

export const friendshipPlots: Plot[] = [];
