import { describe, expect, it } from 'vitest';
import { decodeBase64, inspectImage, keyOfReference } from './images.ts';

describe('images by their bytes', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  it('JPEG and PNG by magic numbers, whatever they claim to be', () => {
    expect(inspectImage(jpeg)).toEqual({ ok: true, type: 'image/jpeg' });
    expect(inspectImage(png)).toEqual({ ok: true, type: 'image/png' });
    expect(inspectImage(Buffer.from('GIF89a......'))).toEqual({ ok: false, key: 'image.format' });
    expect(inspectImage(Buffer.from('%PDF-1.7....'))).toEqual({ ok: false, key: 'image.format' });
  });
  it('2 MB or more is too large', () => {
    const big = Buffer.alloc(2 * 1024 * 1024);
    jpeg.copy(big);
    expect(inspectImage(big)).toEqual({ ok: false, key: 'image.tooLarge' });
    expect(inspectImage(big.subarray(0, big.length - 1))).toEqual({ ok: true, type: 'image/jpeg' });
  });
  it('decodes bare base64 and data URLs', () => {
    expect(decodeBase64(`data:image/jpeg;base64,${jpeg.toString('base64')}`)).toEqual(jpeg);
    expect(decodeBase64(png.toString('base64'))).toEqual(png);
  });
  it('finds the key a URL or key names', () => {
    const url = (k: string) => `https://cdn.example/${k}`;
    const keys = ['properties/p/a.jpg', 'properties/p/b.png'];
    expect(keyOfReference('https://cdn.example/properties/p/b.png', keys, url)).toBe('properties/p/b.png');
    expect(keyOfReference('properties/p/a.jpg', keys, url)).toBe('properties/p/a.jpg');
    expect(keyOfReference('https://cdn.example/properties/q/a.jpg', keys, url)).toBeNull();
  });
});
