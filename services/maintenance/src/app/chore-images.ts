/**
 * A chore's photos: stored in the private bucket under the property's folder
 * (`properties/{property_id}/chores/{chore_id}/{problem|resolution}/…`), shown through signed links
 * that live 12 hours and are renewed when absent or that old, and moved with the chore to another
 * property.
 */
import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, SIGNED_CHORE_LINK_SECONDS } from '@casona/proto/constants';
import { AppError, validationFailed } from '@casona/kit/errors/errors';
import { decodeBase64, removeQuietly } from '@casona/kit/storage/files';
import { readImage } from '@casona/kit/storage/image-check';
import { propertyKey } from '@casona/kit/ports/object-storage';
import { linksNeedRenewal } from '../domain/chores.ts';
import { updateChore, type ChoreRow } from './chore-store.ts';
import type { Deps } from './deps.ts';

export type ImageSlot = 'problem' | 'resolution';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

const uploadFailed = (cause: unknown) =>
  new AppError('UPSTREAM', 502, { messageKey: 'error.uploadImageFailed', cause });
const moveFailed = (cause: unknown) =>
  new AppError('UPSTREAM', 502, { messageKey: 'error.moveImagesFailed', cause });

/** The folder of a chore's images in its property's folder. */
export const choreFolder = (propertyId: string, choreId: string) =>
  propertyKey(propertyId, `chores/${choreId}/`);

/**
 * Checks every image by its bytes (a whole JPEG or PNG under 2 MB, whatever its name says) before
 * storing any, then stores them; on a storage failure the ones stored are removed and the request
 * answers 'Failed to upload image'.
 */
export async function storeImages(
  deps: Pick<Deps, 'storage' | 'logger'>,
  target: { propertyId: string; choreId: string; slot: ImageSlot; path: string },
  images: readonly string[],
): Promise<string[]> {
  const decoded = [];
  for (const [i, image] of images.entries()) {
    const bytes = decodeBase64(image);
    const info = bytes.length < IMAGE_MAX_BYTES ? await readImage(bytes) : null;
    if (!info) {
      const key = bytes.length >= IMAGE_MAX_BYTES ? 'image.tooLarge' : 'image.format';
      throw validationFailed([
        { path: `${target.path}/${i}`, key, params: { max: IMAGE_MAX_BYTES / 1024 / 1024 } },
      ]);
    }
    decoded.push({ bytes, type: info.type });
  }
  const stored: string[] = [];
  try {
    for (const { bytes, type } of decoded) {
      const key = `${choreFolder(target.propertyId, target.choreId)}${target.slot}/${randomUUID()}.${EXTENSION[type]}`;
      await deps.storage.put('private', key, bytes, { contentType: type, size: bytes.length });
      stored.push(key);
    }
  } catch (err) {
    await removeQuietly(deps, 'private', stored);
    throw uploadFailed(err);
  }
  return stored;
}

export async function signLinks(deps: Pick<Deps, 'storage'>, keys: readonly string[]): Promise<string[]> {
  return Promise.all(
    keys.map((key) => deps.storage.presignedGetUrl('private', key, SIGNED_CHORE_LINK_SECONDS)),
  );
}

/** The row with links that will outlive the page showing them (renewed and saved when needed). */
export async function withFreshLinks(
  deps: Pick<Deps, 'storage' | 'db' | 'now'>,
  row: ChoreRow,
): Promise<ChoreRow> {
  const now = deps.now();
  const keys = row.problem_img_urls.length + row.resolution_img_urls.length;
  const links = row.public_problem_img_urls.length + row.public_resolution_img_urls.length;
  if (!linksNeedRenewal(row.public_urls_generated_at, now, keys, links)) return row;
  const [problem, resolution] = await Promise.all([
    signLinks(deps, row.problem_img_urls),
    signLinks(deps, row.resolution_img_urls),
  ]);
  return updateChore(deps.db, row.id, {
    public_problem_img_urls: problem,
    public_resolution_img_urls: resolution,
    public_urls_generated_at: now,
  });
}

/**
 * Copies a chore's images into the other property's folder and answers the new keys; the caller
 * removes the old ones once the move is committed. Any failure removes the copies made so far and
 * answers 'Failed to move images'.
 */
export async function copyImagesTo(
  deps: Pick<Deps, 'storage' | 'logger'>,
  row: Pick<ChoreRow, 'id' | 'property_id' | 'problem_img_urls' | 'resolution_img_urls'>,
  toPropertyId: string,
): Promise<{ problem: string[]; resolution: string[] }> {
  const made: string[] = [];
  const from = choreFolder(row.property_id, row.id);
  const to = choreFolder(toPropertyId, row.id);
  const copy = async (key: string) => {
    const rest = key.startsWith(from)
      ? key.slice(from.length)
      : `moved/${key.split('/').pop() ?? randomUUID()}`;
    const target = `${to}${rest}`;
    const stat = await deps.storage.stat('private', key);
    const body = await deps.storage.get('private', key);
    await deps.storage.put('private', target, body, {
      contentType: stat?.contentType ?? 'application/octet-stream',
      size: body.length,
    });
    made.push(target);
    return target;
  };
  try {
    const problem = [];
    for (const key of row.problem_img_urls) problem.push(await copy(key));
    const resolution = [];
    for (const key of row.resolution_img_urls) resolution.push(await copy(key));
    return { problem, resolution };
  } catch (err) {
    await removeQuietly(deps, 'private', made);
    throw moveFailed(err);
  }
}
