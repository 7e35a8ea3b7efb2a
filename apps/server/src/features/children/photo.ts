import sharp, { type SharpOptions } from 'sharp';
import { AppError } from '../../lib/app-error.js';

const ALLOWED = new Set(['jpeg', 'png', 'webp', 'heif']);
const MAX_SIDE = 1024;

/**
 * Turns uploaded bytes into a stored photo: the type is told from the bytes only,
 * the size in pixels from the header, before anything is decoded (a small file can
 * hold a huge image, seconds of CPU); then the image is fully decoded (a truncated
 * or disguised file fails), turned upright, shrunk, and re-encoded as JPEG, which
 * leaves EXIF and GPS behind.
 */
export async function processPhoto(bytes: Buffer, maxPixels: number): Promise<Buffer> {
  // Reading the header decodes nothing, so sharp's own pixel limit need not stop it from telling the size.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.format || !ALLOWED.has(header.format)) throw new AppError('invalidFileType', 415);
  if (!header.width || !header.height) throw new AppError('invalidFileType', 415);
  if (header.width * header.height > maxPixels) throw new AppError('imageTooLarge', 413);
  const options = { failOn: 'truncated', limitInputPixels: maxPixels } as const;
  try {
    const source = header.format === 'heif' ? await heifSource(bytes, options) : sharp(bytes, options);
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

// sharp's bundled libheif reads AVIF but not HEVC-coded HEIC (iPhone photos): decode those in WASM,
// loaded on the first such photo (its bundle took ≈ 0.3 CPU-s of every API start when imported at the top).
async function heifSource(bytes: Buffer, options: SharpOptions) {
  const avif = sharp(bytes, options);
  const readable = await avif
    .clone()
    .stats()
    .then(
      () => true,
      () => false,
    );
  if (readable) return avif;
  const { default: decodeHeic } = await import('heic-decode');
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  return sharp(Buffer.from(data), { raw: { width, height, channels: 4 } });
}
