import { createHash, randomBytes } from 'node:crypto';
import { type AvatarPreset, type Sex, isGirl } from '@skazka/contract';
import { createAvatar } from '@dicebear/core';
import { pixelArt } from '@dicebear/collection';

// DiceBear's pixel-art style is CC0: no attribution owed. Long hair for girls, short for boys.
const LONG = Array.from({ length: 21 }, (_, i) => `long${String(i + 1).padStart(2, '0')}`);
const SHORT = Array.from({ length: 24 }, (_, i) => `short${String(i + 1).padStart(2, '0')}`);
const PRESETS_PER_CHILD = 12;
export const AVATAR_ROUTE = '/api/avatar/';

type Kind = 'girl' | 'boy';
const ID = /^(girl|boy)-([a-f0-9]{12})$/;

const kindOf = (sex: Sex): Kind => (isGirl(sex) ? 'girl' : 'boy');
const urlOf = (id: string) => `${AVATAR_ROUTE}${id}.svg`;
const preset = (kind: Kind, seed: string): AvatarPreset => ({ id: `${kind}-${seed}`, url: urlOf(`${kind}-${seed}`) });

/** A dozen avatars fitting the child, the same dozen every time for that child. */
export function presetsFor(child: { id: number; sex: Sex }): AvatarPreset[] {
  return Array.from({ length: PRESETS_PER_CHILD }, (_, n) =>
    preset(kindOf(child.sex), createHash('sha256').update(`child:${child.id}:${n}`).digest('hex').slice(0, 12)),
  );
}

/** A never-seen avatar for the child (POST /api/new_image/ until the illustrator draws them). */
export const randomAvatarFor = (child: { sex: Sex }) => preset(kindOf(child.sex), randomBytes(6).toString('hex'));

/** The SVG a preset avatar's URL shows, or null when the URL is not one of ours. */
export function presetAvatarSvg(url: string): string | null {
  return url.startsWith(AVATAR_ROUTE) ? renderAvatar(url.slice(AVATAR_ROUTE.length).replace(/\.svg$/, '')) : null;
}

/** The SVG of a preset id, or null when the id is not one of ours. */
export function renderAvatar(id: string): string | null {
  const match = ID.exec(id);
  if (!match) return null;
  const [, kind, seed] = match;
  return createAvatar(pixelArt, {
    seed,
    hair: kind === 'girl' ? LONG : SHORT,
    beardProbability: 0,
    hatProbability: 0,
    accessoriesProbability: 0,
    glassesProbability: 15,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
  } as Parameters<typeof createAvatar<typeof pixelArt>>[1]).toString();
}
