import { detectImageType, IMAGE_MAX_BYTES } from '@casona/proto';

export type ImageType = 'image/jpeg' | 'image/png';
export const EXTENSION: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The content type of image bytes by their magic numbers, or a reason they are refused. */
export function inspectImage(
  bytes: Uint8Array,
): { ok: true; type: ImageType } | { ok: false; key: 'image.format' | 'image.tooLarge' } {
  const type = detectImageType(bytes.subarray(0, 12));
  if (!type) return { ok: false, key: 'image.format' };
  if (bytes.length >= IMAGE_MAX_BYTES) return { ok: false, key: 'image.tooLarge' };
  return { ok: true, type };
}

/** Decodes a base64 image (bare or data URL) already checked by the submission rules. */
export function decodeBase64(data: string): Buffer {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  return Buffer.from(data.slice(comma + 1), 'base64');
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
