import { describe, expect, it } from 'vitest';
import { jpegBase64, pdfBase64, pngBase64 } from '@casona/proto/validation/test-builders';
import { decodeBase64 } from '@casona/kit/storage/files';
import { idFileType, pictureType } from './files.ts';

const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const jpeg = decodeBase64(jpegBase64(0));

describe('what an uploaded file is, by all of its bytes (#11)', () => {
  it('a whole JPEG or PNG is a picture and an ID image', async () => {
    expect(await pictureType(jpeg)).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(await pictureType(decodeBase64(`data:image/png;base64,${pngBase64()}`))).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
    expect(await idFileType(jpeg)).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
  });

  it('JPEG magic followed by HTML, or HTML after a whole JPEG, is neither', async () => {
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
      Buffer.concat([jpeg, html]),
    ]) {
      expect(await pictureType(bytes)).toBeNull();
      expect(await idFileType(bytes)).toBeNull();
    }
  });

  it('a PDF is an ID document but never a picture', async () => {
    const pdf = decodeBase64(pdfBase64());
    expect(await idFileType(pdf)).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
    expect(await pictureType(pdf)).toBeNull();
  });
});
