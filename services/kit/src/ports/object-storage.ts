import type { Readable } from 'node:stream';

/** Public files (listing images) are readable by URL; private files (IDs, contracts) only by presigned link. */
export type BucketKind = 'public' | 'private';

export interface StoredObject {
  key: string;
  size: number;
  contentType?: string;
  lastModified?: Date;
}

export interface ObjectStorage {
  /** Creates the buckets (and the public read policy) if they do not exist. */
  ensureBuckets(): Promise<void>;
  put(
    bucket: BucketKind,
    key: string,
    body: Buffer | Readable,
    options: { contentType: string; size?: number },
  ): Promise<void>;
  get(bucket: BucketKind, key: string): Promise<Buffer>;
  stat(bucket: BucketKind, key: string): Promise<StoredObject | null>;
  list(bucket: BucketKind, prefix: string): Promise<StoredObject[]>;
  remove(bucket: BucketKind, keys: readonly string[]): Promise<void>;
  /** A GET link that works without credentials until it expires. */
  presignedGetUrl(bucket: BucketKind, key: string, expirySeconds: number): Promise<string>;
  /** The permanent URL of an object in the public bucket. */
  publicUrl(key: string): string;
  ping(): Promise<void>;
}

/** Folder per property, as the spec's storage layout asks. */
export const propertyKey = (propertyId: string, fileName: string): string =>
  `properties/${propertyId}/${fileName}`;
