import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'minio';
import { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3.ts';
import { createMinioStorage } from './minio-storage.ts';
import { objectStorageContract, uniqueBucketNames } from './object-storage.contract.ts';

const credentials = () => ({
  accessKey: `casona-${randomBytes(4).toString('hex')}`,
  secretKey: randomBytes(16).toString('hex'),
});

objectStorageContract('embedded s3rver', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'casona-s3-'));
  const server = await startEmbeddedS3({ directory, ...credentials() });
  const storage = createMinioStorage({ ...server, ...uniqueBucketNames() });
  return {
    storage,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('embedded S3 server', () => {
  let directory: string;
  let server: EmbeddedS3;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'casona-s3-'));
    server = await startEmbeddedS3({ directory, ...credentials() });
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('listens on loopback only', () => {
    expect(new URL(server.endpoint).hostname).toBe('127.0.0.1');
  });

  it("refuses requests signed with a wrong secret, and s3rver's built-in key", async () => {
    const { hostname, port } = new URL(server.endpoint);
    const wrong = new Client({
      endPoint: hostname,
      port: Number(port),
      useSSL: false,
      accessKey: server.accessKey,
      secretKey: 'wrong',
      region: 'us-east-1',
      pathStyle: true,
    });
    await expect(wrong.makeBucket('casona-wrong-secret', 'us-east-1')).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    const builtIn = new Client({
      endPoint: hostname,
      port: Number(port),
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
      pathStyle: true,
    });
    await expect(builtIn.makeBucket('casona-builtin-key', 'us-east-1')).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
    });
  });

  it('refuses unsigned writes, listings and policy changes', async () => {
    const storage = createMinioStorage({ ...server, ...uniqueBucketNames() });
    await storage.ensureBuckets();
    const bucket = new URL(storage.publicUrl('x')).pathname.split('/')[1];
    const put = await fetch(`${server.endpoint}/${bucket}/evil.txt`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(403);
    const list = await fetch(`${server.endpoint}/${bucket}?list-type=2`);
    expect(list.status).toBe(403);
    const policy = await fetch(`${server.endpoint}/${bucket}?policy`, { method: 'DELETE' });
    expect(policy.status).toBe(403);
    const buckets = await fetch(`${server.endpoint}/`);
    expect(buckets.status).toBe(403);
    await Promise.all([put, list, policy, buckets].map((r) => r.body?.cancel()));
  });

  it('reads a public object anonymously with extra query parameters, but not its sub-resources', async () => {
    const storage = createMinioStorage({ ...server, ...uniqueBucketNames() });
    await storage.ensureBuckets();
    await storage.put('public', 'properties/p/a.txt', Buffer.from('hola'), { contentType: 'text/plain' });
    const url = storage.publicUrl('properties/p/a.txt');
    const busted = await fetch(`${url}?v=2`);
    expect(busted.status).toBe(200);
    expect(await busted.text()).toBe('hola');
    for (const query of ['acl', 'tagging', 'uploads']) {
      const response = await fetch(`${url}?${query}`);
      await response.body?.cancel();
      expect(response.status).toBe(403);
    }
    const malformed = await fetch(`${server.endpoint}/casona/%E0%A4%A`);
    await malformed.body?.cancel();
    expect(malformed.status).toBe(400);
  });

  it('serves objects with nosniff and a sandboxing content security policy, signed or not (#11)', async () => {
    const storage = createMinioStorage({ ...server, ...uniqueBucketNames() });
    await storage.ensureBuckets();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await storage.put('public', 'properties/p/a.jpg', html, { contentType: 'image/jpeg' });
    for (const url of [
      storage.publicUrl('properties/p/a.jpg'),
      await storage.presignedGetUrl('public', 'properties/p/a.jpg', 60),
    ]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      await response.body?.cancel();
    }
  });
});
