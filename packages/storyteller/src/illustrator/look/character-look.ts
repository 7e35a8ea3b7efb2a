/** How a child figure looks: fixed for a whole tale so the hero is recognisable on every page. */
export const HAIR_STYLES = [
  'short',
  'spiky',
  'curly',
  'tousled',
  'bob',
  'pigtails',
  'long',
  'bun',
  'ponytail',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export const OUTFITS = ['dress', 'skirt', 'trousers', 'shorts', 'dungarees'] as const;
export type Outfit = (typeof OUTFITS)[number];

type Pattern = 'plain' | 'stripes' | 'dots';

export interface CharacterLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  freckles: boolean;
  outfit: Outfit;
  top: string;
  bottom: string;
  pattern: Pattern;
  patternColor: string;
  shoes: string;
  /** 1 for a 5-7-year-old; younger children are drawn a little smaller and rounder. */
  scale: number;
}

export const SKIN_TONES = ['#ffe0c7', '#f9d3b4', '#f1c29b', '#e0a982', '#c98d64', '#a86f4c', '#8a5537'];
export const HAIR_COLORS = ['#2b1d16', '#4a2e1f', '#6d4327', '#9a5b2e', '#c77d3a', '#e3b565', '#f0d28a', '#1e1a1a'];
export const EYE_COLORS = ['#3a2a1e', '#4b3621', '#2f4f6f', '#3f6b4a', '#2b2b35'];
/** Warm, soft clothes colours with no pink-for-girls / blue-for-boys rule. */
export const CLOTHES_COLORS = [
  '#f28b6b',
  '#f6c244',
  '#3fb3a8',
  '#5b9bd5',
  '#7cbf5a',
  '#9b6bb3',
  '#d95d7c',
  '#f59a3c',
  '#4b6fa8',
  '#e4574c',
  '#64c1e0',
  '#c7a3e0',
];
export const BOTTOM_COLORS = ['#4a76a8', '#35507a', '#8a5a3b', '#6b7f3a', '#7a7f8c', '#c9923a', '#5a4a6b'];
export const SHOE_COLORS = ['#d9534f', '#3d5a80', '#6b4a3a', '#f2b33d', '#4f9d69', '#7a5195'];
