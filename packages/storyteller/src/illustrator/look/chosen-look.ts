import {
  BOTTOM_COLORS,
  CLOTHES_COLORS,
  EYE_COLORS,
  HAIR_COLORS,
  HAIR_STYLES,
  LOOK_SUGGESTIONS,
  OUTFITS,
  SKIN_TONES,
  isGirl,
  lookId,
  type ChildLook,
  type Sex,
} from '@skazka/contract';
import { distance, parseHex } from '../art/color.js';
import { createRandom } from '../art/random.js';
import { readAvatarColors } from './avatar-colors.js';
import { SHOE_COLORS, type CharacterLook } from './character-look.js';

/**
 * The figure a parent's chosen look gives. Plain clothes, so the hero in the
 * book wears exactly what the avatar shows; the shoes (never in the avatar)
 * come from the look itself, so one look is one figure wherever it is drawn.
 */
export function characterLookOf(choice: ChildLook, scale = 1): CharacterLook {
  const random = createRandom(lookId(choice));
  return {
    skin: choice.skin,
    hair: choice.hair_color,
    hairStyle: choice.hair_style,
    eyes: choice.eyes,
    freckles: choice.freckles,
    glasses: choice.glasses,
    outfit: choice.outfit,
    top: choice.top,
    bottom: choice.bottom,
    pattern: 'plain',
    patternColor: choice.top,
    shoes: random.pick(SHOE_COLORS),
    scale,
  };
}

/**
 * A look a child may well have: hair and clothes mostly from those usually
 * worn by a girl or a boy, now and then from any (a girl in overalls with short
 * hair, a boy with long hair), every colour from the whole list.
 */
export function freshLook(seed: string | number, sex: Sex): ChildLook {
  const random = createRandom(seed);
  const usual = isGirl(sex) ? LOOK_SUGGESTIONS.girl : LOOK_SUGGESTIONS.boy;
  const any = random.next() < 0.15;
  return {
    skin: random.pick(SKIN_TONES),
    hair_style: random.pick(any ? HAIR_STYLES : usual.hair),
    hair_color: random.pick(HAIR_COLORS),
    eyes: random.pick(EYE_COLORS),
    glasses: random.next() < 0.15,
    freckles: random.next() < 0.25,
    outfit: random.pick(any ? OUTFITS : usual.outfits),
    top: random.pick(CLOTHES_COLORS),
    bottom: random.pick(BOTTOM_COLORS),
  };
}

/**
 * A look drawn from a photo: skin tone and hair colour are the nearest of the
 * lists to those read from the picture (here, never sent anywhere); the rest is
 * fresh. A photo the colours cannot be read from gives a fresh look.
 */
export async function lookFromPhoto(photo: Uint8Array, seed: string | number, sex: Sex): Promise<ChildLook> {
  const look = freshLook(seed, sex);
  const colors = await readAvatarColors(photo);
  return {
    ...look,
    skin: colors?.skin ? nearest(SKIN_TONES, colors.skin) : look.skin,
    hair_color: colors?.hair ? nearest(HAIR_COLORS, colors.hair) : look.hair_color,
  };
}

function nearest<T extends string>(palette: readonly T[], hex: string): T {
  const target = parseHex(hex);
  return palette.reduce((best, c) => (distance(parseHex(c), target) < distance(parseHex(best), target) ? c : best));
}
