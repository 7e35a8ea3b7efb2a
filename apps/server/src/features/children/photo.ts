import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

const ALLOWED = new Set(['jpeg', 'png', 'webp', 'heif']);
const MAX_SIDE = 1024;

/**
 * Turns uploaded bytes into a stored photo: the type is told from the bytes only,
 * the image is fully decoded (a truncated or disguised file fails), turned upright,
 * shrunk, and re-encoded as JPEG, which leaves EXIF and GPS behind.
 */
export async function processPhoto(bytes: Buffer): Promise<Buffer> {
  const format = await sharp(bytes).metadata().then((m) => m.format, () => undefined);
  if (!format || !ALLOWED.has(format)) throw new AppError('invalidFileType', 415);
  try {
    const source = format === 'heif' ? await heifSource(bytes) : sharp(bytes, { failOn: 'truncated' });
    return await source
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalidFileType', 415);
  }
}

// sharp's bundled libheif reads AVIF but not HEVC-coded HEIC (iPhone photos): decode those in WASM.
async function heifSource(bytes: Buffer) {
  const avif = sharp(bytes, { failOn: 'truncated' });
  const readable = await avif.clone().stats().then(() => true, () => false);
  if (readable) return avif;
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  return sharp(Buffer.from(data), { raw: { width, height, channels: 4 } });
}
