import { describe, expect, it } from 'vitest';

import { checkIdFile, idFileKind, needsCompression } from './id-file.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('ID document checks', () => {
  it('says "No file provided" when nothing was chosen', () => {
    expect(checkIdFile(null)).toEqual({ key: 'error.noFile', params: {} });
  });

  it('accepts PDFs under 4 MB and JPEG/PNG images', () => {
    expect(checkIdFile(file('ine.pdf', 'application/pdf', 3.9 * MB))).toBeNull();
    expect(checkIdFile(file('ine.jpg', 'image/jpeg', 1 * MB))).toBeNull();
    expect(idFileKind(file('INE.PNG', '', 10))).toBe('image');
    expect(idFileKind(file('ine.pdf', '', 10))).toBe('pdf');
  });

  it('refuses other formats and PDFs of 4 MB or more with the catalogue messages', () => {
    expect(checkIdFile(file('ine.docx', 'application/msword', 10))).toEqual({
      key: 'file.idFormat',
      params: {},
    });
    expect(checkIdFile(file('ine.pdf', 'application/pdf', 4 * MB))).toEqual({
      key: 'file.pdfTooLarge',
      params: { max: 4 },
    });
  });

  it('compresses only images of 2 MB or more', () => {
    expect(needsCompression(file('ine.jpg', 'image/jpeg', 2 * MB))).toBe(true);
    expect(needsCompression(file('ine.jpg', 'image/jpeg', 1.9 * MB))).toBe(false);
    expect(needsCompression(file('ine.pdf', 'application/pdf', 3 * MB))).toBe(false);
  });
});
