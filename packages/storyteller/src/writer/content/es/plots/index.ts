/** Every Spanish plot, three per moral. */
import type { Plot } from '../../format.js';
import { curiosityPlots } from './curiosity.js';

export const plots: Plot[] = [...curiosityPlots];
