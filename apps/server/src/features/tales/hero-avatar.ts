import sharp from 'sharp';
import type { TaleHero } from '../../db/schema/tales.js';
import { presetAvatarSvg } from '../../lib/avatars.js';
import type { Storage } from '../../storage/storage.js';

/** The hero's avatar as PNG/JPEG/WebP bytes for the illustrator: a stored file, or a preset drawn here. */
export async function heroAvatar(storage: Storage, hero: TaleHero): Promise<Uint8Array | undefined> {
  if (hero.avatarKey) return (await storage.get(hero.avatarKey)) ?? undefined;
  const svg = hero.avatarUrl ? presetAvatarSvg(hero.avatarUrl) : null;
  // Presets are SVG; pictures go to providers as PNG.
  return svg ? sharp(Buffer.from(svg)).png().toBuffer() : undefined;
}
