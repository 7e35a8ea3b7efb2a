import { LIMITS, UPLOAD_IMAGE_TYPES, type MessageKey } from '@skazka/contract';

/** Checks a photo before sending it: the 5 MB limit and the image types (docs/PRODUCT.md §5); the server checks the bytes again. */
export function photoProblem(file: File): MessageKey | null {
  if (file.size > LIMITS.uploadMaxBytes) return 'fileTooLarge';
  const heicByName = /\.(heic|heif)$/i.test(file.name);
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type) && !heicByName) return 'invalidFileType';
  return null;
}
