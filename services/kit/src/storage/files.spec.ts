import { describe, expect, it } from 'vitest';
import { jpegBase64, pngBase64 } from '@casona/proto/validation/test-builders';
import { decodeBase64, removeQuietly } from './files.ts';

describe('decodeBase64', () => {
  it('decodes bare base64 and a data URL to the same bytes', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x2c, 0x10]);
    const bare = bytes.toString('base64');
    expect(decodeBase64(bare)).toEqual(bytes);
    expect(decodeBase64(`data:image/jpeg;base64,${bare}`)).toEqual(bytes);
    expect(decodeBase64(`data:application/pdf;base64,${bare}`)).toEqual(bytes);
    const jpeg = Buffer.from(jpegBase64(12), 'base64');
    const png = Buffer.from(pngBase64(12), 'base64');
    expect(decodeBase64(`data:image/jpeg;base64,${jpeg.toString('base64')}`)).toEqual(jpeg);
    expect(decodeBase64(png.toString('base64'))).toEqual(png);
  });
});

describe('removeQuietly', () => {
  function fakes(fail = false) {
    const removed: { bucket: string; keys: readonly string[] }[] = [];
    const warnings: { obj: Record<string, unknown>; msg: string }[] = [];
    return {
      removed,
      warnings,
      deps: {
        storage: {
          async remove(bucket: 'public' | 'private', keys: readonly string[]) {
            removed.push({ bucket, keys });
            if (fail) throw new Error('storage is down');
          },
        },
        logger: {
          warn: ((obj: Record<string, unknown>, msg: string) => warnings.push({ obj, msg })) as never,
        },
      },
    };
  }

  it('removes one key or many, and asks storage nothing for none', async () => {
    const f = fakes();
    await removeQuietly(f.deps, 'private', 'ids/p-1.pdf');
    await removeQuietly(f.deps, 'public', ['a.jpg', 'b.png']);
    await removeQuietly(f.deps, 'public', []);
    expect(f.removed).toEqual([
      { bucket: 'private', keys: ['ids/p-1.pdf'] },
      { bucket: 'public', keys: ['a.jpg', 'b.png'] },
    ]);
    expect(f.warnings).toEqual([]);
  });

  it('a storage failure is logged with the bucket and keys, never thrown', async () => {
    const f = fakes(true);
    await expect(removeQuietly(f.deps, 'public', 'a.jpg')).resolves.toBeUndefined();
    expect(f.warnings).toHaveLength(1);
    expect(f.warnings[0]!.obj).toMatchObject({ bucket: 'public', keys: ['a.jpg'] });
    expect(f.warnings[0]!.msg).toMatch(/left orphaned/);
  });
});
