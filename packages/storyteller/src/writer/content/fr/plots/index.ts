/** Every French plot, three per moral. */
import type { Plot } from '../../format.js';
import { friendshipPlots } from './friendship.js';

export const plots: Plot[] = [...friendshipPlots];
