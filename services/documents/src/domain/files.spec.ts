import { describe, expect, it } from 'vitest';
import { FILE_TYPES, PDF_MAX_BYTES, localizeIssues, type FileType } from '@casona/proto';
import { checkFileDates, checkUploadedPdf, notificationTypeOf } from './files.ts';

const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};

const en = (issues: Parameters<typeof localizeIssues>[0]) =>
  localizeIssues(issues, 'en').map((i) => i.message);
const es = (issues: Parameters<typeof localizeIssues>[0]) =>
  localizeIssues(issues, 'es').map((i) => i.message);

describe('the PDF of an upload', () => {
  it('accepts a PDF just under 4 MB', () => {
    expect(checkUploadedPdf({ bytes: pdf(PDF_MAX_BYTES - 1), truncated: false })).toEqual([]);
  });

  it('refuses 4 MB and 4 MB + 1 byte, in English and Spanish', () => {
    for (const size of [PDF_MAX_BYTES, PDF_MAX_BYTES + 1]) {
      const issues = checkUploadedPdf({ bytes: pdf(size), truncated: false });
      expect(en(issues)).toEqual(['The file must be a PDF under 4 MB.']);
      expect(es(issues)).toEqual(['El archivo debe ser un PDF de menos de 4 MB.']);
    }
    // The parser stopped reading at the limit: the rest never reached memory.
    expect(en(checkUploadedPdf({ bytes: pdf(PDF_MAX_BYTES), truncated: true }))).toEqual([
      'The file must be a PDF under 4 MB.',
    ]);
  });

  it('refuses a non-PDF whatever its name says (a PNG renamed .pdf, a text file)', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    for (const bytes of [png, Buffer.from('hello, this is not a pdf'), Buffer.from(' %PDF-1.4')]) {
      const issues = checkUploadedPdf({ bytes, truncated: false });
      expect(en(issues)).toEqual(['The file must be a PDF.']);
      expect(es(issues)).toEqual(['El archivo debe ser un PDF.']);
    }
  });

  it('answers "No file provided" without a file or with an empty one', () => {
    for (const file of [null, { bytes: Buffer.alloc(0), truncated: false }]) {
      expect(en(checkUploadedPdf(file))).toEqual(['No file provided']);
      expect(es(checkUploadedPdf(file))).toHaveLength(1);
    }
  });
});

describe('the dates of a file', () => {
  it('need valid_to for deeds and registration tickets only', () => {
    for (const type of FILE_TYPES) {
      const issues = checkFileDates({ type, valid_from: '2026-01-01', valid_to: null });
      const expiring = type === 'PROPERTY_DEEDS' || type === 'REGISTRATION_TICKET';
      expect(issues.length, type).toBe(expiring ? 1 : 0);
    }
    const issues = checkFileDates({ type: 'PROPERTY_DEEDS' });
    expect(en(issues)).toEqual(['Deeds and registration tickets need the date they are valid until.']);
    expect(es(issues)).toEqual([
      'Las escrituras y la boleta de registro necesitan la fecha hasta la que son válidas.',
    ]);
  });

  it('refuse a period that ends before it starts; accept a one-day period', () => {
    const issues = checkFileDates({ type: 'WATER_BILL', valid_from: '2026-02-01', valid_to: '2026-01-31' });
    expect(issues.map((i) => i.path)).toEqual(['/valid_to']);
    expect(en(issues)).toEqual(['The start date must not be later than the end date.']);
    expect(checkFileDates({ type: 'WATER_BILL', valid_from: '2026-02-01', valid_to: '2026-02-01' })).toEqual(
      [],
    );
  });
});

describe('the email an upload sends (§7)', () => {
  it('is CONTRACT_UPLOADED for exclusivity and lease contracts, MISCELLANEOUS_FILE_SUBMITTED otherwise', () => {
    const contracts: FileType[] = ['EXCLUSIVITY_CONTRACT', 'LEASE_CONTRACT'];
    for (const type of FILE_TYPES)
      expect(notificationTypeOf(type)).toBe(
        contracts.includes(type) ? 'CONTRACT_UPLOADED' : 'MISCELLANEOUS_FILE_SUBMITTED',
      );
  });
});
