/** How a child figure looks: fixed for a whole tale so the hero is recognisable on every page. */
import type { HairStyle, Outfit } from '@skazka/contract';

// The lists a parent chooses from are the contract's, so builder and pictures never disagree.
export {
  BOTTOM_COLORS,
  CLOTHES_COLORS,
  EYE_COLORS,
  HAIR_COLORS,
  HAIR_STYLES,
  OUTFITS,
  SKIN_TONES,
  type HairStyle,
  type Outfit,
} from '@skazka/contract';

type Pattern = 'plain' | 'stripes' | 'dots';

export interface CharacterLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  freckles: boolean;
  /** Round glasses over the eyes; absent means none. */
  glasses?: boolean;
  outfit: Outfit;
  top: string;
  bottom: string;
  pattern: Pattern;
  patternColor: string;
  shoes: string;
  /** 1 for a 5-7-year-old; younger children are drawn a little smaller and rounder. */
  scale: number;
}

export const SHOE_COLORS = ['#d9534f', '#3d5a80', '#6b4a3a', '#f2b33d', '#4f9d69', '#7a5195'];
