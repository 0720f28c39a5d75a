/**
 * What every service does with files it receives and stores: decode the base64 a request carried,
 * and delete leftovers without failing a request that already succeeded.
 */
import type { Logger } from 'pino';
import type { BucketKind, ObjectStorage } from '../ports/object-storage.ts';

/** Decodes a base64 file (bare or a data URL), already checked by proto's submission rules. */
export function decodeBase64(data: string): Buffer {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  return Buffer.from(data.slice(comma + 1), 'base64');
}

/**
 * Deletes stored objects (a replaced picture, the uploads of a refused submission). A failure must
 * not fail the request that already succeeded: it is logged and the objects are left orphaned.
 */
export async function removeQuietly(
  deps: { storage: Pick<ObjectStorage, 'remove'>; logger: Pick<Logger, 'warn'> },
  bucket: BucketKind,
  keys: string | readonly string[],
): Promise<void> {
  const list = typeof keys === 'string' ? [keys] : keys;
  if (list.length === 0) return;
  try {
    await deps.storage.remove(bucket, list);
  } catch (err) {
    deps.logger.warn({ err, bucket, keys: list }, 'could not delete stored files; they are left orphaned');
  }
}
