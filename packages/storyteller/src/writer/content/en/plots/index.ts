/** Every English plot, three per moral. */
import type { Plot } from '../../format.js';

export const plots: Plot[] = [];
