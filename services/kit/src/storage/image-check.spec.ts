import { deflateSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jpegBase64, pngBase64 } from '@casona/proto/validation/test-builders';
import { IMAGE_MAX_PIXELS, readImage } from './image-check.ts';

const jpeg = Buffer.from(jpegBase64(1), 'base64');
const png = Buffer.from(pngBase64(1), 'base64');
const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit greyscale PNG whose image data is `raw` (filter bytes included), as given. */
function greyPng(width: number, height: number, raw: Buffer, interlace = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, interlace], 8);
  return Buffer.concat([
    png.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `rows` rows of `width` grey pixels, each with filter type `filter`. */
const rowsOf = (width: number, rows: number, filter = 0) =>
  Buffer.concat(Array.from({ length: rows }, () => Buffer.from([filter, ...Array<number>(width).fill(7)])));

describe('readImage: JPEG and PNG read to their last byte before they are stored (#11)', () => {
  it('knows a whole JPEG and PNG, with their dimensions', async () => {
    expect(await readImage(jpeg)).toEqual({ type: 'image/jpeg', width: 2, height: 2 });
    expect(await readImage(png)).toEqual({ type: 'image/png', width: 2, height: 2 });
    expect(await readImage(greyPng(3, 2, rowsOf(3, 2, 4)))).toEqual({
      type: 'image/png',
      width: 3,
      height: 2,
    });
  });

  it('refuses JPEG or PNG magic numbers followed by HTML', async () => {
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), html]),
      Buffer.concat([png.subarray(0, 8), html]),
      Buffer.concat([jpeg, html]),
      Buffer.concat([png, html]),
    ])
      expect(await readImage(bytes)).toBeNull();
  });

  it('refuses truncated and corrupted images', async () => {
    expect(await readImage(jpeg.subarray(0, jpeg.length - 2))).toBeNull();
    expect(await readImage(jpeg.subarray(0, 200))).toBeNull();
    expect(await readImage(png.subarray(0, png.length - 12))).toBeNull();
    const flipped = Buffer.from(png);
    flipped[40]! ^= 1;
    expect(await readImage(flipped)).toBeNull();
    // A JPEG with its frame header (SOF0) turned into an arithmetic-coded one browsers do not show.
    const arithmetic = Buffer.from(jpeg);
    arithmetic[arithmetic.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc9;
    expect(await readImage(arithmetic)).toBeNull();
  });

  it('PNG image data must inflate to exactly the rows the header announces, with valid filters', async () => {
    expect(await readImage(greyPng(3, 2, rowsOf(3, 1)))).toBeNull();
    expect(await readImage(greyPng(3, 2, rowsOf(3, 3)))).toBeNull();
    expect(await readImage(greyPng(3, 2, rowsOf(3, 2, 5)))).toBeNull();
    // Adam7 interlacing, 3×2: passes 1, 4 and 6 hold one pixel each, pass 7 a row of three.
    const passes = [rowsOf(1, 1), rowsOf(1, 1), rowsOf(1, 1), rowsOf(3, 1)];
    expect(await readImage(greyPng(3, 2, Buffer.concat(passes), 1))).toEqual({
      type: 'image/png',
      width: 3,
      height: 2,
    });
  });

  it('a small file announcing a huge image is refused without inflating it', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_PIXELS)) + 1;
    expect(await readImage(greyPng(side, side, rowsOf(1, 1)))).toBeNull();
    // Inflates far past its rows: refused as soon as it overflows.
    expect(await readImage(greyPng(1, 1, Buffer.alloc(64 * 1024 * 1024)))).toBeNull();
  });

  it('allows what cameras add: zero padding and whole JPEG streams after the end marker', async () => {
    expect(await readImage(Buffer.concat([jpeg, Buffer.alloc(100)]))).toEqual({
      type: 'image/jpeg',
      width: 2,
      height: 2,
    });
    expect(await readImage(Buffer.concat([jpeg, jpeg]))).not.toBeNull();
    expect(await readImage(Buffer.concat([jpeg, jpeg.subarray(0, 100)]))).toBeNull();
  });

  it('anything else is not an image', async () => {
    for (const text of ['GIF89a......', '%PDF-1.7....', '', '<svg onload="alert(1)"/>'])
      expect(await readImage(Buffer.from(text))).toBeNull();
  });
});
