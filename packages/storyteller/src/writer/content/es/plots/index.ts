/** Every Spanish plot, three per moral. */
import type { Plot } from '../../format.js';
import { couragePlots } from './courage.js';
import { curiosityPlots } from './curiosity.js';
import { friendshipPlots } from './friendship.js';
import { kindnessPlots } from './kindness.js';
import { helpingPlots } from './helping.js';
import { honestyPlots } from './honesty.js';
import { respectPlots } from './respect.js';
import { sharingPlots } from './sharing.js';
import { patiencePlots } from './patience.js';
import { perseverancePlots } from './perseverance.js';
import { responsibilityPlots } from './responsibility.js';
import { gratitudePlots } from './gratitude.js';

export const plots: Plot[] = [
  ...friendshipPlots,
  ...kindnessPlots,
  ...honestyPlots,
  ...couragePlots,
  ...sharingPlots,
  ...patiencePlots,
  ...gratitudePlots,
  ...responsibilityPlots,
  ...perseverancePlots,
  ...respectPlots,
  ...helpingPlots,
  ...curiosityPlots,
];
