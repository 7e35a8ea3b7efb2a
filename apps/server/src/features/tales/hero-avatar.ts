import { renderAvatarPng } from '@skazka/storyteller';
import type { TaleHero } from '../../db/schema/tales.js';
import type { Storage } from '../../storage/storage.js';

/**
 * The hero's avatar as PNG/JPEG/WebP bytes, the reference image providers get:
 * a stored file (the photo), or the chosen look drawn here as the avatar shows it.
 */
export async function heroAvatar(storage: Storage, hero: TaleHero): Promise<Uint8Array | undefined> {
  if (hero.avatarKey) return (await storage.get(hero.avatarKey)) ?? undefined;
  return hero.look ? renderAvatarPng(hero.look) : undefined;
}
