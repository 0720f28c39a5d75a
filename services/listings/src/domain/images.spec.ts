import { describe, expect, it } from 'vitest';
import { jpegBase64, pngBase64 } from '@casona/proto/validation/test-builders';
import { inspectImage, keyOfReference } from './images.ts';

describe('images by their bytes', () => {
  const jpeg = Buffer.from(jpegBase64(12), 'base64');
  const png = Buffer.from(pngBase64(12), 'base64');
  const image = { width: 2, height: 2 };
  it('whole JPEG and PNG images, whatever they claim to be', async () => {
    expect(await inspectImage(jpeg)).toEqual({ ok: true, type: 'image/jpeg', ...image });
    expect(await inspectImage(png)).toEqual({ ok: true, type: 'image/png', ...image });
    expect(await inspectImage(Buffer.from('GIF89a......'))).toEqual({ ok: false, key: 'image.format' });
    expect(await inspectImage(Buffer.from('%PDF-1.7....'))).toEqual({ ok: false, key: 'image.format' });
  });
  it('magic numbers are not enough: JPEG magic followed by HTML is refused (#11)', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const magicOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
      Buffer.concat([jpeg, html]),
      Buffer.concat([png, html]),
      magicOnly,
      jpeg.subarray(0, jpeg.length - 2),
    ])
      expect(await inspectImage(bytes)).toEqual({ ok: false, key: 'image.format' });
  });
  it('2 MB or more is too large', async () => {
    const big = Buffer.from(jpegBase64(2 * 1024 * 1024), 'base64');
    expect(await inspectImage(big)).toEqual({ ok: false, key: 'image.tooLarge' });
    expect(await inspectImage(big.subarray(0, big.length - 1))).toEqual({
      ok: true,
      type: 'image/jpeg',
      ...image,
    });
  });
  it('finds the key a URL or key names', () => {
    const url = (k: string) => `https://cdn.example/${k}`;
    const keys = ['properties/p/a.jpg', 'properties/p/b.png'];
    expect(keyOfReference('https://cdn.example/properties/p/b.png', keys, url)).toBe('properties/p/b.png');
    expect(keyOfReference('properties/p/a.jpg', keys, url)).toBe('properties/p/a.jpg');
    expect(keyOfReference('https://cdn.example/properties/q/a.jpg', keys, url)).toBeNull();
  });
});
