import { describe } from 'vitest';
import { Client } from 'minio';
import { infraUrl } from '../testing/infra.ts';
import { createMinioStorage } from './minio-storage.ts';
import { objectStorageContract, uniqueBucketNames } from './object-storage.contract.ts';

// A real S3 server (MinIO in CI, S3Proxy from scripts/s3.sh on a laptop), given by S3_ENDPOINT.
const endpoint = infraUrl('s3');
const accessKey = process.env.S3_ACCESS_KEY ?? '';
const secretKey = process.env.S3_SECRET_KEY ?? '';
const region = process.env.S3_REGION ?? 'us-east-1';

describe.skipIf(!endpoint)('real S3 server', () => {
  objectStorageContract(`S3 at ${endpoint}`, async () => {
    const buckets = uniqueBucketNames();
    const storage = createMinioStorage({ endpoint: endpoint!, accessKey, secretKey, region, ...buckets });
    return {
      storage,
      // Runs share the server: leave nothing behind. The port has no bucket removal, so use the client.
      close: async () => {
        const url = new URL(endpoint!);
        const useSSL = url.protocol === 'https:';
        const client = new Client({
          endPoint: url.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: url.port ? Number(url.port) : useSSL ? 443 : 80,
          useSSL,
          accessKey,
          secretKey,
          region,
          pathStyle: true,
        });
        for (const bucket of Object.values(buckets)) {
          if (!(await client.bucketExists(bucket))) continue;
          const keys: string[] = [];
          for await (const item of client.listObjectsV2(bucket, '', true)) {
            const name = (item as { name?: string }).name;
            if (name !== undefined) keys.push(name);
          }
          if (keys.length > 0) await client.removeObjects(bucket, keys);
          await client.removeBucket(bucket);
        }
      },
    };
  });
});
