/** Every French plot, three per moral. */
import type { Plot } from '../../format.js';
import { couragePlots } from './courage.js';
import { curiosityPlots } from './curiosity.js';
import { friendshipPlots } from './friendship.js';
import { gratitudePlots } from './gratitude.js';
import { helpingPlots } from './helping.js';
import { honestyPlots } from './honesty.js';
import { kindnessPlots } from './kindness.js';
import { patiencePlots } from './patience.js';
import { perseverancePlots } from './perseverance.js';
import { respectPlots } from './respect.js';
import { responsibilityPlots } from './responsibility.js';
import { sharingPlots } from './sharing.js';

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
