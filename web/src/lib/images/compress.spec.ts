// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

import { checkCompressedSize, checkImageSelection, compressImage, type JpegEncoder } from './compress.ts';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('image selection', () => {
  it('accepts JPEG and PNG only (§5), by type or by extension when the type is missing', () => {
    expect(
      checkImageSelection([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.jpeg', '')]),
    ).toBeNull();
    expect(checkImageSelection([file('a.gif', 'image/gif')])).toEqual({ key: 'image.format', params: {} });
    expect(checkImageSelection([file('a.heic', '')])).toEqual({ key: 'image.format', params: {} });
  });
  it('allows at most 30 images in total', () => {
    expect(checkImageSelection([file('a.jpg', 'image/jpeg')], 30)).toEqual({
      key: 'image.tooMany',
      params: { max: 30 },
    });
    expect(checkImageSelection([file('a.jpg', 'image/jpeg')], 29)).toBeNull();
  });
  it('checks the 2 MB limit after compression', () => {
    expect(checkCompressedSize(2 * 1024 * 1024 - 1)).toBeNull();
    expect(checkCompressedSize(2 * 1024 * 1024)).toEqual({ key: 'image.tooLarge', params: { max: 2 } });
  });
});

describe('compressImage', () => {
  it('re-encodes as JPEG at quality 0.3 and returns a data URL', async () => {
    const encoder = vi.fn<JpegEncoder>(async () => ({
      blob: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
      width: 800,
      height: 600,
    }));
    const result = await compressImage(file('casa.png', 'image/png', 5_000_000), encoder);
    expect(encoder).toHaveBeenCalledWith(expect.any(File), 0.3, 2560);
    expect(result.ok && result.image).toMatchObject({
      name: 'casa.jpg',
      originalBytes: 5_000_000,
      width: 800,
    });
    expect(result.ok && result.image.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  });
  it('refuses what is still too large, and what cannot be decoded', async () => {
    const huge: JpegEncoder = async () => ({
      blob: new Blob([new Uint8Array(3 * 1024 * 1024)]),
      width: 1,
      height: 1,
    });
    expect(await compressImage(file('a.jpg', 'image/jpeg'), huge)).toEqual({
      ok: false,
      problem: { key: 'image.tooLarge', params: { max: 2 } },
    });
    const broken: JpegEncoder = async () => {
      throw new Error('decode failed');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await compressImage(file('a.jpg', 'image/jpeg'), broken)).toEqual({
      ok: false,
      problem: { key: 'image.format', params: {} },
    });
    warn.mockRestore();
  });
});
