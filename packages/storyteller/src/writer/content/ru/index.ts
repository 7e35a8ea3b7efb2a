import type { LanguagePack } from '../format.js';
import { closings } from './closings.js';
import { titles } from './titles.js';
import { openings } from './openings.js';
import { ownWords } from './own-words.js';
import { curiosityPlots } from './plots/curiosity.js';
import { friendshipPlots } from './plots/friendship.js';
import { gratitudePlots } from './plots/gratitude.js';
import { helpingPlots } from './plots/helping.js';
import { honestyPlots } from './plots/honesty.js';
import { kindnessPlots } from './plots/kindness.js';
import { couragePlots } from './plots/courage.js';
import { patiencePlots } from './plots/patience.js';
import { perseverancePlots } from './plots/perseverance.js';
import { respectPlots } from './plots/respect.js';
import { responsibilityPlots } from './plots/responsibility.js';
import { sharingPlots } from './plots/sharing.js';
import { creatures, objects, places } from './vocab.js';

export const pack: LanguagePack = {
  language: 'ru',
  places,
  creatures,
  objects,
  openings,
  closings,
  titles,
  ownWords,
  plots: [
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
  ],
};
