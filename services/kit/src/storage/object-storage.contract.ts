import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyKey, type ObjectStorage } from '../ports/object-storage.ts';

/**
 * The one behaviour every ObjectStorage adapter must show, run against the embedded S3 server and a
 * real S3 server alike. Only public HTTP (plain `fetch`) is used to judge URLs: that is what browsers do.
 */

export interface StorageUnderTest {
  /** Configured with buckets unique to this run; `ensureBuckets` has not been called yet. */
  storage: ObjectStorage;
  /** Removes whatever the run left behind and stops servers the run started. */
  close(): Promise<void>;
}

/** Bucket names unique per run, so runs against a shared server never see each other's files. */
export function uniqueBucketNames(): { publicBucket: string; privateBucket: string } {
  const suffix = randomBytes(4).toString('hex');
  return { publicBucket: `casona-test-public-${suffix}`, privateBucket: `casona-test-private-${suffix}` };
}

/** A real PNG (signature, IHDR, IDAT, IEND with valid CRCs): a 2×2 RGBA image, one colour per pixel. */
export function buildPng(): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type RGBA
  // Each scanline starts with filter type 0, then RGBA pixels.
  const pixels = Buffer.from([0, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255, 128]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same object's URL without the signature: what an anonymous visitor would try. */
const unsigned = (presigned: string): string => {
  const url = new URL(presigned);
  url.search = '';
  return url.toString();
};

const fetchBytes = async (
  url: string,
): Promise<{ status: number; body: Buffer; contentType: string | null }> => {
  const response = await fetch(url);
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type'),
  };
};

export function objectStorageContract(name: string, make: () => Promise<StorageUnderTest>): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    let subject: StorageUnderTest;
    let storage: ObjectStorage;
    const png = buildPng();
    const propertyId = randomUUID();

    beforeAll(async () => {
      subject = await make();
      storage = subject.storage;
      await storage.ensureBuckets();
    });

    afterAll(async () => {
      await subject?.close();
    });

    it('creates its buckets idempotently and answers ping', async () => {
      await storage.ensureBuckets();
      await expect(storage.ping()).resolves.toBeUndefined();
    });

    it('round-trips binary content byte for byte', async () => {
      const key = propertyKey(propertyId, 'photo.png');
      await storage.put('private', key, png, { contentType: 'image/png' });
      const read = await storage.get('private', key);
      expect(read.equals(png)).toBe(true);
      expect(read.subarray(1, 4).toString('ascii')).toBe('PNG');
    });

    it('stats an object, and answers null for a missing one', async () => {
      const key = propertyKey(propertyId, 'stat.png');
      const before = Date.now();
      await storage.put('private', key, png, { contentType: 'image/png' });
      const stat = await storage.stat('private', key);
      expect(stat).toMatchObject({ key, size: png.length, contentType: 'image/png' });
      expect(stat?.lastModified).toBeInstanceOf(Date);
      // Servers keep whole seconds.
      expect(stat!.lastModified!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 5_000);
      await expect(storage.stat('private', propertyKey(propertyId, 'nope.png'))).resolves.toBeNull();
    });

    it('rejects get of a missing object', async () => {
      await expect(storage.get('private', propertyKey(propertyId, 'missing.png'))).rejects.toThrow();
    });

    it('lists one property folder, not its neighbours', async () => {
      // "p-1" is a prefix of "p-10": the folder slash must keep them apart.
      const one = `${propertyId}-1`;
      const ten = `${propertyId}-10`;
      await storage.put('public', propertyKey(one, 'a.png'), png, { contentType: 'image/png' });
      await storage.put('public', propertyKey(one, 'docs/b.png'), png, { contentType: 'image/png' });
      await storage.put('public', propertyKey(ten, 'c.png'), png, { contentType: 'image/png' });

      const listed = await storage.list('public', propertyKey(one, ''));
      expect(listed.map((o) => o.key).sort()).toEqual([
        propertyKey(one, 'a.png'),
        propertyKey(one, 'docs/b.png'),
      ]);
      expect(listed.every((o) => o.size === png.length)).toBe(true);
      await expect(storage.list('public', propertyKey(`${propertyId}-none`, ''))).resolves.toEqual([]);
    });

    it('removes a batch of objects; missing keys are not an error', async () => {
      const folder = `${propertyId}-rm`;
      const keys = [propertyKey(folder, 'x.png'), propertyKey(folder, 'y/z.png')];
      for (const key of keys) await storage.put('private', key, png, { contentType: 'image/png' });
      await storage.remove('private', [...keys, propertyKey(folder, 'never-existed.png')]);
      await expect(storage.list('private', propertyKey(folder, ''))).resolves.toEqual([]);
      await expect(storage.stat('private', keys[0]!)).resolves.toBeNull();
      await expect(storage.remove('private', [])).resolves.toBeUndefined();
    });

    it('serves a presigned link to anyone, and refuses it once tampered with', async () => {
      const key = propertyKey(propertyId, 'ine.png');
      await storage.put('private', key, png, { contentType: 'image/png' });
      const url = await storage.presignedGetUrl('private', key, 60);

      const ok = await fetchBytes(url);
      expect(ok.status).toBe(200);
      expect(ok.body.equals(png)).toBe(true);

      const tampered = new URL(url);
      const signature = tampered.searchParams.get('X-Amz-Signature') ?? '';
      expect(signature).not.toBe('');
      tampered.searchParams.set(
        'X-Amz-Signature',
        `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}`,
      );
      expect((await fetchBytes(tampered.toString())).status).toBe(403);

      // Another key under the same signature must not open either.
      const otherKey = new URL(url);
      otherKey.pathname = otherKey.pathname.replace('ine.png', 'photo.png');
      expect((await fetchBytes(otherKey.toString())).status).toBe(403);
    });

    it('stops serving a presigned link after it expires', async () => {
      const key = propertyKey(propertyId, 'contract.pdf');
      await storage.put('private', key, Buffer.from('%PDF-1.4 contrato'), { contentType: 'application/pdf' });
      const url = await storage.presignedGetUrl('private', key, 1);
      await sleep(2_100);
      expect((await fetchBytes(url)).status).toBe(403);
    });

    it('serves public-bucket objects at their public URL without credentials', async () => {
      // Accents and spaces exercise the URL encoding of keys.
      const key = propertyKey(propertyId, 'fotos/baño principal 1.png');
      await storage.put('public', key, png, { contentType: 'image/png' });
      const url = storage.publicUrl(key);
      expect(url).not.toContain('X-Amz-');
      const response = await fetchBytes(url);
      expect(response.status).toBe(200);
      expect(response.body.equals(png)).toBe(true);
      expect(response.contentType).toBe('image/png');
    });

    it('serves public images inline and anything else in the public bucket as an attachment (#11)', async () => {
      const image = propertyKey(propertyId, 'inline.png');
      const page = propertyKey(propertyId, 'page.html');
      await storage.put('public', image, png, { contentType: 'image/png' });
      await storage.put('public', page, Buffer.from('<script>alert(1)</script>'), {
        contentType: 'text/html',
      });
      for (const [key, disposition] of [
        [image, 'inline'],
        [page, 'attachment'],
      ] as const) {
        const response = await fetch(storage.publicUrl(key));
        await response.body?.cancel();
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toBe(disposition);
      }
    });

    it('refuses private-bucket objects to anonymous requests', async () => {
      const key = propertyKey(propertyId, 'id-card.png');
      await storage.put('private', key, png, { contentType: 'image/png' });
      const anonymous = unsigned(await storage.presignedGetUrl('private', key, 60));
      const response = await fetch(anonymous);
      await response.body?.cancel();
      expect(response.status).toBe(403);
    });

    it('round-trips a 5 MB object put as a stream of known size', async () => {
      const key = propertyKey(propertyId, 'tour.mp4');
      const big = randomBytes(5 * 1024 * 1024);
      const chunks = Array.from({ length: 80 }, (_, i) => big.subarray(i * 65_536, (i + 1) * 65_536));
      await storage.put('private', key, Readable.from(chunks), {
        contentType: 'video/mp4',
        size: big.length,
      });
      const stat = await storage.stat('private', key);
      expect(stat?.size).toBe(big.length);
      const read = await storage.get('private', key);
      expect(read.length).toBe(big.length);
      expect(read.equals(big)).toBe(true);
    });

    it('round-trips a stream of unknown size', async () => {
      const key = propertyKey(propertyId, 'upload.bin');
      const data = randomBytes(300 * 1024);
      await storage.put('private', key, Readable.from([data.subarray(0, 100_000), data.subarray(100_000)]), {
        contentType: 'application/octet-stream',
      });
      expect((await storage.get('private', key)).equals(data)).toBe(true);
    });
  });
}
