/** Friendship: tales written by the first Spanish author. */
import type { Plot } from '../../format.js';

export const friendshipPlots: Plot[] = [];
