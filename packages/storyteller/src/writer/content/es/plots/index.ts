/** Every Spanish plot, three per moral. */
import type { Plot } from '../../format.js';
import { curiosityPlots } from './curiosity.js';
import { friendshipPlots } from './friendship.js';

export const plots: Plot[] = [...friendshipPlots, ...curiosityPlots];
