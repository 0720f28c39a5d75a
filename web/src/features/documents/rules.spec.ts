import { describe, expect, it } from 'vitest';
import { PDF_MAX_BYTES } from '@casona/proto/constants';
import { translate } from '@casona/proto/i18n/translate';

import { needsValidTo, pendingTypes, uploadIssues, type PickedFile } from './rules.ts';

const pdf = (size: number): PickedFile => ({
  head: new TextEncoder().encode('%PDF-1.7'),
  size,
  name: 'escrituras.pdf',
});
const png: PickedFile = {
  head: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]),
  size: 10,
  name: 'x.pdf',
};

describe('upload rules (§5, the server’s own checks)', () => {
  it('accepts a PDF under 4 MB with its type and dates', () => {
    expect(
      uploadIssues({
        type: 'PROPERTY_DEEDS',
        valid_from: '2026-01-01',
        valid_to: '2031-01-01',
        file: pdf(1000),
      }),
    ).toEqual({});
  });

  it('asks for a file, in es and en', () => {
    const issue = uploadIssues({ type: 'WATER_BILL', valid_from: '', valid_to: '', file: null }).file!;
    expect(translate(issue.key, 'es', issue.params)).toBe('No se proporcionó ningún archivo');
    expect(translate(issue.key, 'en', issue.params)).toBe('No file provided');
  });

  it('refuses a non-PDF renamed .pdf by its bytes', () => {
    expect(uploadIssues({ type: 'WATER_BILL', valid_from: '', valid_to: '', file: png }).file?.key).toBe(
      'file.pdfOnly',
    );
  });

  it('refuses a PDF of 4 MB or more with the limit in the message', () => {
    expect(
      uploadIssues({ type: 'WATER_BILL', valid_from: '', valid_to: '', file: pdf(PDF_MAX_BYTES - 1) }),
    ).toEqual({});
    const issue = uploadIssues({
      type: 'WATER_BILL',
      valid_from: '',
      valid_to: '',
      file: pdf(PDF_MAX_BYTES + 1),
    }).file!;
    expect(translate(issue.key, 'en', issue.params)).toBe('The file must be a PDF under 4 MB.');
    expect(translate(issue.key, 'es', issue.params)).toBe('El archivo debe ser un PDF de menos de 4 MB.');
  });

  it('needs valid_to for deeds and registration tickets only, and a start not after the end', () => {
    expect(needsValidTo('PROPERTY_DEEDS')).toBe(true);
    expect(needsValidTo('REGISTRATION_TICKET')).toBe(true);
    expect(needsValidTo('LEASE_CONTRACT')).toBe(false);
    expect(
      uploadIssues({ type: 'PROPERTY_DEEDS', valid_from: '', valid_to: '', file: pdf(5) }).valid_to?.key,
    ).toBe('propertyFile.validToRequired');
    expect(
      uploadIssues({ type: 'LEASE_CONTRACT', valid_from: '2026-05-01', valid_to: '2026-04-30', file: pdf(5) })
        .valid_to?.key,
    ).toBe('validation.dateRange');
    expect(uploadIssues({ type: '', valid_from: '', valid_to: '', file: pdf(5) }).type?.key).toBe(
      'validation.required',
    );
  });

  it('lists the missing and expired files as pending', () => {
    expect(
      pendingTypes([
        { type: 'PREDIAL', standing: 'VALID' },
        { type: 'WATER_BILL', standing: 'MISSING' },
        { type: 'PROPERTY_DEEDS', standing: 'EXPIRED' },
        { type: 'REGISTRATION_TICKET', standing: 'EXPIRING' },
      ] as const).map((l) => l.type),
    ).toEqual(['WATER_BILL', 'PROPERTY_DEEDS']);
  });
});
