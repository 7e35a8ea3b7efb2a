import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TaleHero } from '../../db/schema/tales.js';

/**
 * The hero's avatar as PNG/JPEG/WebP bytes for the illustrator: a stored file, or a
 * preset avatar of this server (asked of the app itself, never fetched from elsewhere).
 */
export async function heroAvatar(app: FastifyInstance, hero: TaleHero): Promise<Uint8Array | undefined> {
  if (hero.avatarKey) return (await app.storage.get(hero.avatarKey)) ?? undefined;
  if (!hero.avatarUrl?.startsWith('/api/')) return undefined;
  const response = await app.inject({ method: 'GET', url: hero.avatarUrl });
  if (response.statusCode !== 200) return undefined;
  const bytes = response.rawPayload;
  // Presets are SVG; pictures go to providers as PNG.
  return String(response.headers['content-type']).startsWith('image/svg') ? sharp(bytes).png().toBuffer() : bytes;
}
