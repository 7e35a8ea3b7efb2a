import type { BOTTOM_COLORS, CLOTHES_COLORS, EYE_COLORS, HAIR_COLORS, SKIN_TONES } from '@skazka/contract';

type NamesOf<T extends readonly string[]> = Record<T[number], string>;

/**
 * The words each colour of the look's lists is called by (keys under
 * children.look), so a screen reader says "Ginger", not "#c77d3a". Typed by the
 * lists, so a colour added to one without a name does not compile.
 */
export const SKIN_NAMES: NamesOf<typeof SKIN_TONES> = {
  '#ffe0c7': 'skins.veryLight',
  '#f9d3b4': 'skins.light',
  '#f1c29b': 'skins.warmLight',
  '#e0a982': 'skins.medium',
  '#c98d64': 'skins.tan',
  '#a86f4c': 'skins.brown',
  '#8a5537': 'skins.dark',
};
export const HAIR_COLOR_NAMES: NamesOf<typeof HAIR_COLORS> = {
  '#1e1a1a': 'colors.black',
  '#2b1d16': 'colors.darkBrown',
  '#4a2e1f': 'colors.brown',
  '#6d4327': 'colors.chestnut',
  '#9a5b2e': 'colors.lightBrown',
  '#c77d3a': 'colors.ginger',
  '#e3b565': 'colors.blond',
  '#f0d28a': 'colors.lightBlond',
};
export const EYE_NAMES: NamesOf<typeof EYE_COLORS> = {
  '#3a2a1e': 'eyeColors.darkBrown',
  '#4b3621': 'eyeColors.brown',
  '#2f4f6f': 'eyeColors.blue',
  '#3f6b4a': 'eyeColors.green',
  '#2b2b35': 'eyeColors.grey',
};
export const CLOTHES_NAMES: NamesOf<typeof CLOTHES_COLORS> = {
  '#f28b6b': 'colors.coral',
  '#f6c244': 'colors.yellow',
  '#3fb3a8': 'colors.teal',
  '#5b9bd5': 'colors.blue',
  '#7cbf5a': 'colors.green',
  '#9b6bb3': 'colors.purple',
  '#d95d7c': 'colors.raspberry',
  '#f59a3c': 'colors.orange',
  '#4b6fa8': 'colors.navy',
  '#e4574c': 'colors.red',
  '#64c1e0': 'colors.skyBlue',
  '#c7a3e0': 'colors.lilac',
};
export const BOTTOM_NAMES: NamesOf<typeof BOTTOM_COLORS> = {
  '#4a76a8': 'colors.denim',
  '#35507a': 'colors.darkBlue',
  '#8a5a3b': 'colors.brown',
  '#6b7f3a': 'colors.olive',
  '#7a7f8c': 'colors.grey',
  '#c9923a': 'colors.mustard',
  '#5a4a6b': 'colors.plum',
};
