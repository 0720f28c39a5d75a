import { detectImageType, IMAGE_MAX_BYTES } from '@casona/proto';
import { readImage } from '@casona/kit/storage/image-check';

export type ImageType = 'image/jpeg' | 'image/png';
export const EXTENSION: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * The content type of image bytes, or a reason they are refused: not JPEG or PNG by their magic
 * numbers, 2 MB or more, or not a whole JPEG or PNG when read to the end (JPEG magic followed by
 * HTML is not an image, and is never stored in the public bucket).
 */
export async function inspectImage(
  bytes: Uint8Array,
): Promise<
  | { ok: true; type: ImageType; width: number; height: number }
  | { ok: false; key: 'image.format' | 'image.tooLarge' }
> {
  if (!detectImageType(bytes.subarray(0, 12))) return { ok: false, key: 'image.format' };
  if (bytes.length >= IMAGE_MAX_BYTES) return { ok: false, key: 'image.tooLarge' };
  const image = await readImage(bytes);
  if (!image) return { ok: false, key: 'image.format' };
  return { ok: true, type: image.type, width: image.width, height: image.height };
}

/**
 * The storage key a client's image reference names: the absolute public URL the API answered, or
 * the bare key. Null when it is neither one of `keys`.
 */
export function keyOfReference(
  reference: string,
  keys: readonly string[],
  publicUrl: (key: string) => string,
): string | null {
  for (const key of keys) if (reference === key || reference === publicUrl(key)) return key;
  return null;
}
