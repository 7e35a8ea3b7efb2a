import { isGirl } from '@skazka/contract';
import type { CharacterKind } from '@skazka/contract';
import type { TaleChild, TaleRequest, WrittenTale } from '../../stages.js';
import { distance, parseHex } from '../art/color.js';
import { createRandom, type Random } from '../art/random.js';
import type { AvatarColors } from './avatar-colors.js';
import { characterLookOf } from './chosen-look.js';
import {
  BOTTOM_COLORS,
  CLOTHES_COLORS,
  EYE_COLORS,
  HAIR_COLORS,
  SHOE_COLORS,
  SKIN_TONES,
  type CharacterLook,
  type HairStyle,
  type Outfit,
} from './character-look.js';

const AGE_SCALE: Record<WrittenTale['ageBand'], number> = { '2-4': 0.93, '5-7': 1, '8-10': 1.06 };

/** Girls and boys differ in hair and clothes; no style is a "role", and colours are shared. */
const GIRL = {
  hair: ['pigtails', 'long', 'bob', 'bun', 'ponytail', 'curly'] as HairStyle[],
  outfits: ['dress', 'skirt', 'dungarees', 'trousers'] as Outfit[],
};
const BOY = {
  hair: ['short', 'spiky', 'curly', 'tousled'] as HairStyle[],
  outfits: ['trousers', 'shorts', 'dungarees'] as Outfit[],
};
/** The friend's sex is not known to the illustrator, so the friend gets looks any child may have. */
const FRIEND = {
  hair: ['curly', 'tousled', 'bob'] as HairStyle[],
  outfits: ['trousers', 'shorts', 'dungarees'] as Outfit[],
};

/**
 * The hero: face, skin and hair come from who the child is (name, sex,
 * birthday), so the child looks the same in every tale; the outfit also takes
 * the tale's seed, so each tale dresses them anew. An avatar, when given,
 * overrides hair, clothes and skin with its own colours.
 */
export function deriveHeroLook(
  request: TaleRequest,
  ageBand: WrittenTale['ageBand'],
  avatar: AvatarColors | null,
): CharacterLook {
  return deriveChildLook(request.hero, request.seed, ageBand, avatar);
}

/**
 * Any child of the family (the hero or a sibling), the same way: the look the
 * parent chose, or else who they are fixes the face and the tale's seed the clothes.
 */
export function deriveChildLook(
  child: TaleChild,
  seed: number,
  ageBand: WrittenTale['ageBand'],
  avatar: AvatarColors | null,
): CharacterLook {
  if (child.look) return characterLookOf(child.look, AGE_SCALE[ageBand]);
  const { name, sex, birthday } = child;
  const styles = isGirl(sex) ? GIRL : BOY;
  const identity = createRandom(`hero|${name.trim().toLowerCase()}|${sex}|${birthday}`);
  const outfit = createRandom(`outfit|${name.trim().toLowerCase()}|${sex}|${seed}`);
  const look = baseLook(identity, outfit, styles, AGE_SCALE[ageBand]);
  if (!avatar) return look;
  return {
    ...look,
    hair: avatar.hair ?? look.hair,
    top: avatar.clothes ?? look.top,
    skin: avatar.skin ?? look.skin,
    patternColor: avatar.accent ?? look.patternColor,
  };
}

/** The friend: a child with a stable look from the friend's name, a boy's or girl's when the parent said which, dressed apart from the hero. */
export function deriveFriendLook(
  friendName: string,
  hero: CharacterLook,
  ageBand: WrittenTale['ageBand'],
  kind?: CharacterKind | null,
): CharacterLook {
  const random = createRandom(`friend|${friendName.trim().toLowerCase()}`);
  const styles = kind === 'girl' ? GIRL : kind === 'boy' ? BOY : FRIEND;
  return dressedApart(baseLook(random, random, styles, AGE_SCALE[ageBand]), hero);
}

/** A second child on the page wears other colours than the hero, so the two are told apart at a glance. */
export function dressedApart(look: CharacterLook, hero: CharacterLook): CharacterLook {
  const far = (a: string, b: string) => distance(parseHex(a), parseHex(b)) > 90;
  const top = far(look.top, hero.top)
    ? look.top
    : (CLOTHES_COLORS.find((c) => far(c, hero.top) && far(c, hero.bottom)) ?? look.top);
  const hair =
    far(look.hair, hero.hair) || look.hairStyle !== hero.hairStyle
      ? look.hair
      : (HAIR_COLORS.find((c) => far(c, hero.hair)) ?? look.hair);
  return { ...look, top, hair };
}

function baseLook(
  identity: Random,
  outfit: Random,
  styles: { hair: HairStyle[]; outfits: Outfit[] },
  scale: number,
): CharacterLook {
  const skin = identity.pick(SKIN_TONES);
  const hair = identity.pick(HAIR_COLORS);
  const hairStyle = identity.pick(styles.hair);
  const eyes = identity.pick(EYE_COLORS);
  const freckles = identity.next() < 0.3;
  const top = outfit.pick(CLOTHES_COLORS);
  const others = CLOTHES_COLORS.filter((c) => c !== top);
  return {
    skin,
    hair,
    hairStyle,
    eyes,
    freckles,
    outfit: outfit.pick(styles.outfits),
    top,
    bottom: outfit.pick(BOTTOM_COLORS),
    pattern: outfit.pick(['plain', 'stripes', 'dots'] as const),
    patternColor: outfit.pick(others),
    shoes: outfit.pick(SHOE_COLORS),
    scale,
  };
}
