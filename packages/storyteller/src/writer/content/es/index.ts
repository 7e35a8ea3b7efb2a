import type { LanguagePack } from '../format.js';
import { closings } from './closings.js';
import { titles } from './titles.js';
import { openings } from './openings.js';
import { ownWords } from './own-words.js';
import { plots } from './plots/index.js';
import { creatures, objects, places } from './vocab.js';

export const pack: LanguagePack = {
  language: 'es',
  places,
  creatures,
  objects,
  openings,
  closings,
  titles,
  plots,
  ownWords,
};
