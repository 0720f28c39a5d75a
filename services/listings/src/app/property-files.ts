/**
 * A property's objects in storage: its images (public bucket, under the property's folder) and
 * the PDFs submitted with it (private). Stored before the row changes and removed again when the
 * change fails, so a failed request leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, type FileType } from '@casona/proto';
import { AppError, validationFailed } from '@casona/kit/errors/errors';
import { propertyKey } from '@casona/kit/ports/object-storage';
import { decodeBase64, removeQuietly } from '@casona/kit/storage/files';
import { EXTENSION, inspectImage } from '../domain/images.ts';
import type { Deps } from './deps.ts';

export const uploadFailed = (cause?: unknown) =>
  new AppError('UPSTREAM', 502, { messageKey: 'error.uploadImageFailed', cause });

/** Stores base64 images in the public bucket under the property's folder; returns their keys in order. */
export async function storeImages(
  deps: Deps,
  propertyId: string,
  images: readonly string[],
  path = '/images',
): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) {
      const bytes = decodeBase64(image);
      const checked = await inspectImage(bytes);
      // The submission rules looked at the first bytes; the whole image, read to the end, is what counts.
      if (!checked.ok)
        throw validationFailed([
          { path, key: checked.key, params: { max: IMAGE_MAX_BYTES / (1024 * 1024) } },
        ]);
      const key = propertyKey(propertyId, `${randomUUID()}.${EXTENSION[checked.type]}`);
      try {
        await deps.storage.put('public', key, bytes, { contentType: checked.type, size: bytes.length });
      } catch (err) {
        throw uploadFailed(err);
      }
      keys.push(key);
    }
    return keys;
  } catch (err) {
    await removeQuietly(deps, 'public', keys);
    throw err;
  }
}

/** Stores submitted PDFs in the private bucket; on a failure the ones stored are removed. */
export async function storeSubmittedFiles(
  deps: Deps,
  propertyId: string,
  files: readonly { type: FileType; base64Pdf: string }[],
): Promise<{ type: FileType; key: string }[]> {
  const stored: { type: FileType; key: string }[] = [];
  try {
    for (const file of files) {
      const key = propertyKey(propertyId, `submitted/${file.type.toLowerCase()}-${randomUUID()}.pdf`);
      const bytes = decodeBase64(file.base64Pdf);
      try {
        await deps.storage.put('private', key, bytes, { contentType: 'application/pdf', size: bytes.length });
      } catch (err) {
        throw new AppError('UPSTREAM', 502, { messageKey: 'submitProperty.error', cause: err });
      }
      stored.push({ type: file.type, key });
    }
    return stored;
  } catch (err) {
    await removeQuietly(
      deps,
      'private',
      stored.map((f) => f.key),
    );
    throw err;
  }
}

/** Copies a property's images into another property's folder; returns the copies' keys in order. */
export async function copyImages(
  deps: Deps,
  toPropertyId: string,
  keys: readonly string[],
): Promise<string[]> {
  const copies: string[] = [];
  try {
    for (const key of keys) {
      const bytes = await deps.storage.get('public', key);
      const stat = await deps.storage.stat('public', key);
      const copy = propertyKey(toPropertyId, `${randomUUID()}${key.slice(key.lastIndexOf('.'))}`);
      await deps.storage.put('public', copy, bytes, {
        contentType: stat?.contentType ?? 'image/jpeg',
        size: bytes.length,
      });
      copies.push(copy);
    }
    return copies;
  } catch (err) {
    await removeQuietly(deps, 'public', copies);
    throw uploadFailed(err);
  }
}

/** Stores one checked image at the end of a property's folder. */
export async function storeImage(
  deps: Deps,
  propertyId: string,
  bytes: Buffer,
  type: keyof typeof EXTENSION,
): Promise<string> {
  const key = propertyKey(propertyId, `${randomUUID()}.${EXTENSION[type]}`);
  try {
    await deps.storage.put('public', key, bytes, { contentType: type, size: bytes.length });
  } catch (err) {
    throw uploadFailed(err);
  }
  return key;
}
