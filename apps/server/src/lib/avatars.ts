import { randomBytes } from 'node:crypto';
import { API, type AvatarPreset, type ChildLook, type Sex, lookId, lookOfId } from '@skazka/contract';
import { avatarSvg, freshLook } from '@skazka/storyteller';

const PRESETS_PER_CHILD = 12;
export const AVATAR_ROUTE = API.avatars;
/** Avatars named before looks existed (`girl-…`, `boy-…`): each still stands for one look, drawn like the rest. */
const LEGACY_ID = /^(girl|boy)-([a-f0-9]{12})$/;

export const avatarUrlOf = (look: ChildLook) => API.avatar(lookId(look));
const preset = (look: ChildLook): AvatarPreset => ({ id: lookId(look), url: avatarUrlOf(look), look });

/** A dozen looks fitting the child, the same dozen every time for that child. */
export function presetsFor(child: { id: number; sex: Sex }): AvatarPreset[] {
  return Array.from({ length: PRESETS_PER_CHILD }, (_, n) => preset(freshLook(`child:${child.id}:${n}`, child.sex)));
}

/** A never-seen look for the child (POST /api/new_image/ when there is no photo to draw from). */
export const randomLookFor = (child: { sex: Sex }) => freshLook(randomBytes(4).readUInt32LE(), child.sex);

/** The look an avatar id names, or null when the id is not one of ours. */
function lookOfAvatarId(id: string): ChildLook | null {
  const legacy = LEGACY_ID.exec(id);
  if (legacy) return freshLook(legacy[2]!, legacy[1] === 'girl' ? 'Девочка' : 'Мальчик');
  return lookOfId(id);
}

/** The look an avatar URL of ours shows, or null for any other URL. */
export function lookOfAvatarUrl(url: string | null): ChildLook | null {
  if (!url?.startsWith(AVATAR_ROUTE) || !url.endsWith('.svg')) return null;
  return lookOfAvatarId(url.slice(AVATAR_ROUTE.length, -'.svg'.length));
}

/** The SVG an avatar file name (`<id>.svg`) shows, or null when it is not one of ours. */
export function renderAvatar(file: string): string | null {
  const look = file.endsWith('.svg') ? lookOfAvatarId(file.slice(0, -'.svg'.length)) : null;
  return look && avatarSvg(look);
}
