import { z } from 'zod';
import { msg } from './common.js';

/**
 * How a child is drawn, chosen once by the parent and used by every tale, so the
 * avatar on the heroes screen is the hero in the book. Every choice is one of a
 * fixed list: the builder offers exactly these, the storyteller draws exactly
 * these, and a look fits in a short id (`lookId`) that names its avatar picture.
 */
export const HAIR_STYLES = [
  'short',
  'spiky',
  'curly',
  'tousled',
  'afro',
  'bob',
  'pigtails',
  'braids',
  'long',
  'bun',
  'ponytail',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/** `dungarees` are overalls; `hoodie` is a hooded top over trousers. */
export const OUTFITS = ['dress', 'skirt', 'trousers', 'shorts', 'dungarees', 'hoodie'] as const;
export type Outfit = (typeof OUTFITS)[number];

/** From the lightest to the darkest. */
export const SKIN_TONES = ['#ffe0c7', '#f9d3b4', '#f1c29b', '#e0a982', '#c98d64', '#a86f4c', '#8a5537'] as const;
/** In the order tales have always picked from, so children drawn before looks existed keep their hair. */
export const HAIR_COLORS = [
  '#2b1d16',
  '#4a2e1f',
  '#6d4327',
  '#9a5b2e',
  '#c77d3a',
  '#e3b565',
  '#f0d28a',
  '#1e1a1a',
] as const;
export const EYE_COLORS = ['#3a2a1e', '#4b3621', '#2f4f6f', '#3f6b4a', '#2b2b35'] as const;
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
] as const;
export const BOTTOM_COLORS = ['#4a76a8', '#35507a', '#8a5a3b', '#6b7f3a', '#7a7f8c', '#c9923a', '#5a4a6b'] as const;

/** Hair and clothes a builder shows first for a girl or a boy; any child may wear any of them. */
export const LOOK_SUGGESTIONS = {
  girl: {
    hair: ['pigtails', 'long', 'braids', 'bob', 'bun', 'ponytail', 'curly', 'afro'] as HairStyle[],
    outfits: ['dress', 'skirt', 'dungarees', 'trousers', 'hoodie'] as Outfit[],
  },
  boy: {
    hair: ['short', 'spiky', 'curly', 'tousled', 'afro'] as HairStyle[],
    outfits: ['trousers', 'shorts', 'dungarees', 'hoodie'] as Outfit[],
  },
};

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, msg('invalidChoice'));

export const childLookSchema = z
  .object({
    skin: choice(SKIN_TONES),
    hair_style: choice(HAIR_STYLES),
    hair_color: choice(HAIR_COLORS),
    eyes: choice(EYE_COLORS),
    glasses: z.boolean(msg('invalidValue')),
    freckles: z.boolean(msg('invalidValue')),
    outfit: choice(OUTFITS),
    top: choice(CLOTHES_COLORS).describe('Colour of the top, dress or hoodie'),
    bottom: choice(BOTTOM_COLORS).describe('Colour of the trousers, skirt, shorts or overalls'),
  })
  .strict()
  .describe("How the child is drawn in the avatar and every tale; colours are hex values from the builder's lists");
export type ChildLook = z.infer<typeof childLookSchema>;

/** The fields in the order of a look id, each with the list its character indexes. */
const ID_FIELDS = [
  ['skin', SKIN_TONES],
  ['hair_style', HAIR_STYLES],
  ['hair_color', HAIR_COLORS],
  ['eyes', EYE_COLORS],
  ['glasses', [false, true]],
  ['freckles', [false, true]],
  ['outfit', OUTFITS],
  ['top', CLOTHES_COLORS],
  ['bottom', BOTTOM_COLORS],
] as const satisfies ReadonlyArray<readonly [keyof ChildLook, readonly unknown[]]>;

export const LOOK_ID_PREFIX = 'look-';
const LOOK_ID = new RegExp(`^${LOOK_ID_PREFIX}[0-9a-z]{${ID_FIELDS.length}}$`);

/** A short stable id naming a look (and its avatar picture): one base-36 character per choice. */
export function lookId(look: ChildLook): string {
  return (
    LOOK_ID_PREFIX +
    ID_FIELDS.map(([field, values]) => (values as readonly unknown[]).indexOf(look[field]).toString(36)).join('')
  );
}

/** The look a `lookId` names, or null when the text is not one. */
export function lookOfId(id: string): ChildLook | null {
  if (!LOOK_ID.test(id)) return null;
  const chars = id.slice(LOOK_ID_PREFIX.length);
  const entries = ID_FIELDS.map(([field, values], i) => [field, values[parseInt(chars[i]!, 36)]]);
  const parsed = childLookSchema.safeParse(Object.fromEntries(entries));
  return parsed.success ? parsed.data : null;
}
