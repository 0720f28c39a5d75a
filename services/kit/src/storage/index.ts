export { createMinioStorage, encodeKeyPath, ObjectStorageSetupError } from './minio-storage.ts';
export type { MinioStorageOptions } from './minio-storage.ts';
export { startEmbeddedS3 } from './embedded-s3.ts';
export type { EmbeddedS3, EmbeddedS3Options } from './embedded-s3.ts';
export { allowsAnonymous, parseBucketPolicy, publicReadPolicy } from './bucket-policy.ts';
export type { BucketPolicyDocument, S3Action } from './bucket-policy.ts';
export { propertyKey } from '../ports/object-storage.ts';
export type { BucketKind, ObjectStorage, StoredObject } from '../ports/object-storage.ts';
