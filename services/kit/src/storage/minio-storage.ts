import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Client } from 'minio';
import type { BucketKind, ObjectStorage, StoredObject } from '../ports/object-storage.ts';
import { publicReadPolicy } from './bucket-policy.ts';

/**
 * Object storage over the `minio` client: MinIO or any S3 in a cluster, the embedded s3rver on one
 * machine. Path-style addressing everywhere, so bucket names never have to resolve in DNS.
 */

export interface MinioStorageOptions {
  /** Base URL of the S3 API, e.g. `http://127.0.0.1:9000`. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region?: string;
  publicBucket: string;
  privateBucket: string;
  /** Where the public bucket is served from (a CDN); defaults to `<endpoint>/<publicBucket>`. */
  publicBaseUrl?: string;
}

/**
 * One request per object up to this size. The minio client's multipart path starts by listing
 * incomplete uploads (GET ?uploads), which s3rver answers NotImplemented; most files (images at 2 MB,
 * PDFs) are far below this anyway. Larger objects still go multipart, which real S3 servers take.
 */
const PART_SIZE = 64 * 1024 * 1024;

/**
 * Without a size the minio client goes multipart, which s3rver cannot do. Read ahead up to one part:
 * a stream that ends within it (nearly every upload) becomes one plain PUT; a longer one continues as
 * a stream of unknown size, multipart, which real S3 servers take.
 */
async function bufferFirstPart(body: Readable): Promise<Buffer | Readable> {
  const iterator: AsyncIterator<Buffer | string> = body[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  while (size <= PART_SIZE) {
    const next = await iterator.next();
    if (next.done) return Buffer.concat(head);
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    head.push(chunk);
    size += chunk.length;
  }
  return Readable.from(
    (async function* () {
      yield* head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    })(),
  );
}

/** Thrown by `ensureBuckets` when the server cannot give the two buckets the access the platform needs. */
export class ObjectStorageSetupError extends Error {
  readonly code = 'OBJECT_STORAGE_SETUP';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ObjectStorageSetupError';
  }
}

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

/** HEAD answers carry no body, so minio reports a missing key as NotFound; GET says NoSuchKey. */
const isNotFound = (error: unknown): boolean => {
  const code = errorCode(error);
  return code === 'NotFound' || code === 'NoSuchKey';
};

/** What servers without bucket policies answer to PUT ?policy: S3Proxy says NotImplemented; a bare 501 reads as MethodNotAllowed in minio. */
const isUnsupported = (error: unknown): boolean => {
  const code = errorCode(error);
  return code === 'NotImplemented' || code === 'MethodNotAllowed' || code === 'XNotImplemented';
};

/** Content types a browser shows inline from the public bucket; anything else is a download. */
const INLINE_PUBLIC_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The Content-Disposition stored with a public object, which every S3 serves back. S3 servers
 * cannot add X-Content-Type-Options or a Content-Security-Policy of their own (the embedded one
 * does; a CDN at S3_PUBLIC_URL must): so whatever is not an image is served as an attachment and
 * never rendered as a page from the bucket's origin.
 */
export const publicDisposition = (contentType: string): string =>
  INLINE_PUBLIC_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase()) ? 'inline' : 'attachment';

/** Keys are paths: each segment is encoded, the slashes stay. */
export const encodeKeyPath = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

export function createMinioStorage(options: MinioStorageOptions): ObjectStorage {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    throw new Error(`createMinioStorage: endpoint must be an http(s) URL, got ${options.endpoint}`);
  }
  if (endpoint.pathname !== '/' || endpoint.search || endpoint.username) {
    // The minio client addresses buckets from the host root; a path or credentials here would be ignored.
    throw new Error(`createMinioStorage: endpoint must be a bare origin, got ${options.endpoint}`);
  }
  const region = options.region ?? 'us-east-1';
  const useSSL = endpoint.protocol === 'https:';
  const client = new Client({
    endPoint: endpoint.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    // Known up front, so the client never asks the server for a bucket's location before signing.
    region,
    pathStyle: true,
    partSize: PART_SIZE,
  });

  const origin = endpoint.origin;
  const bucketName = (bucket: BucketKind): string =>
    bucket === 'public' ? options.publicBucket : options.privateBucket;
  const publicBase = (options.publicBaseUrl ?? `${origin}/${options.publicBucket}`).replace(/\/+$/, '');
  const directUrl = (bucket: string, key: string) => `${origin}/${bucket}/${encodeKeyPath(key)}`;

  async function ensureBucket(name: string): Promise<void> {
    if (await client.bucketExists(name)) return;
    try {
      await client.makeBucket(name, region);
    } catch (error) {
      // Another process (every service ensures the same buckets at start) may have won the race.
      const code = errorCode(error);
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
      if (!(await client.bucketExists(name))) throw error;
    }
  }

  /**
   * How the public bucket is opened to everyone. A bucket policy where the server has them (MinIO,
   * AWS, the embedded server); otherwise a `public-read` canned ACL on each object put there
   * (S3Proxy). Never both: AWS buckets with ACLs disabled refuse any `x-amz-acl` but the owner's.
   * Decided by `ensureBuckets`, which every process runs at start before storing anything.
   */
  let publicByObjectAcl = false;

  const putObject = (
    bucket: BucketKind,
    key: string,
    body: Buffer | Readable,
    size: number | undefined,
    contentType: string,
  ) =>
    client.putObject(bucketName(bucket), key, body, size, {
      'Content-Type': contentType,
      ...(bucket === 'public'
        ? {
            'Content-Disposition': publicDisposition(contentType),
            ...(publicByObjectAcl ? { 'x-amz-acl': 'public-read' } : {}),
          }
        : {}),
    });

  async function grantPublicRead(bucket: string): Promise<void> {
    try {
      await client.setBucketPolicy(bucket, JSON.stringify(publicReadPolicy(bucket)));
      publicByObjectAcl = false;
    } catch (error) {
      if (!isUnsupported(error)) throw error;
      // Not a bucket-level ACL: a public-read bucket ACL would also let anyone list the bucket.
      publicByObjectAcl = true;
    }
  }

  /** Stores a throwaway object as `put` would and reads it back without credentials, as a browser would. */
  async function anonymousReadStatus(bucket: BucketKind): Promise<number> {
    const key = `.casona-probe/${randomUUID()}`;
    await putObject(bucket, key, Buffer.from('probe'), 5, 'text/plain');
    try {
      const response = await fetch(directUrl(bucketName(bucket), key), { redirect: 'manual' });
      await response.body?.cancel();
      return response.status;
    } finally {
      await client.removeObject(bucketName(bucket), key);
    }
  }

  const storage: ObjectStorage = {
    async ensureBuckets() {
      await Promise.all([ensureBucket(options.publicBucket), ensureBucket(options.privateBucket)]);
      await grantPublicRead(options.publicBucket);
      // Trust what the server does, not what it accepted: public URLs must really be served, and
      // IDs and contracts must really not be. Either failure is a deployment error to stop on.
      const [publicStatus, privateStatus] = await Promise.all([
        anonymousReadStatus('public'),
        anonymousReadStatus('private'),
      ]);
      if (publicStatus !== 200) {
        throw new ObjectStorageSetupError(
          `The S3 server at ${origin} does not serve bucket ${options.publicBucket} without credentials ` +
            `(anonymous GET answered ${publicStatus}) with ${publicByObjectAcl ? 'public-read object ACLs (it has no bucket policies)' : 'a public-read bucket policy'}; public URLs would not work.`,
        );
      }
      if (privateStatus === 200) {
        throw new ObjectStorageSetupError(
          `The S3 server at ${origin} serves the private bucket ${options.privateBucket} without credentials; ` +
            'refusing to store private files there.',
        );
      }
    },

    async put(bucket, key, body, { contentType, size }) {
      if (Buffer.isBuffer(body)) {
        await putObject(bucket, key, body, body.length, contentType);
      } else if (size !== undefined) {
        await putObject(bucket, key, body, size, contentType);
      } else {
        const content = await bufferFirstPart(body);
        await putObject(
          bucket,
          key,
          content,
          Buffer.isBuffer(content) ? content.length : undefined,
          contentType,
        );
      }
    },

    async get(bucket, key) {
      const stream = await client.getObject(bucketName(bucket), key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async stat(bucket, key) {
      try {
        const stat = await client.statObject(bucketName(bucket), key);
        const contentType = stat.metaData['content-type'];
        const object: StoredObject = { key, size: stat.size, lastModified: stat.lastModified };
        if (typeof contentType === 'string') object.contentType = contentType;
        return object;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async list(bucket, prefix) {
      const objects: StoredObject[] = [];
      const stream = client.listObjectsV2(bucketName(bucket), prefix, true);
      for await (const item of stream) {
        const entry = item as { name?: string; size: number; lastModified?: Date };
        // Recursive listing yields objects only; a prefix entry would mean a delimiter slipped in.
        if (entry.name === undefined) continue;
        objects.push({ key: entry.name, size: entry.size, lastModified: entry.lastModified });
      }
      return objects;
    },

    async remove(bucket, keys) {
      if (keys.length === 0) return;
      // Deleting a missing key is not an error in S3; only real failures come back here.
      const failures = (await client.removeObjects(bucketName(bucket), [...keys])).filter((r) => r?.Error);
      if (failures.length > 0) {
        const detail = failures.map((f) =>
          `${f?.Error?.Key}: ${f?.Error?.Code} ${f?.Error?.Message ?? ''}`.trim(),
        );
        throw new Error(
          `Could not remove ${failures.length} of ${keys.length} objects: ${detail.join('; ')}`,
        );
      }
    },

    presignedGetUrl(bucket, key, expirySeconds) {
      return client.presignedGetObject(bucketName(bucket), key, expirySeconds);
    },

    publicUrl(key) {
      return `${publicBase}/${encodeKeyPath(key)}`;
    },

    async ping() {
      if (!(await client.bucketExists(options.privateBucket))) {
        throw new Error(
          `Object storage at ${origin} is reachable but bucket ${options.privateBucket} does not exist`,
        );
      }
    },
  };
  return storage;
}
