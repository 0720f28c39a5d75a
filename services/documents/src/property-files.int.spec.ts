/**
 * The property file journey over HTTP through the gateway: a multipart upload in Spanish or
 * English, hostile uploads answered 4xx with the spec's message, the status page, the calendar
 * feed, renewal, and the download redirect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MAX_BYTES } from '@casona/proto';
import {
  createProperty,
  pdf,
  registerAccount,
  startHarness,
  uploadForm,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;
let ownerEn: Account;
let propertyId: string;

beforeAll(async () => {
  h = await startHarness();
  owner = await registerAccount(h, { name: 'Dueña' });
  ownerEn = await registerAccount(h, { name: 'Owner', locale: 'EN' });
  propertyId = await createProperty(h, owner, { name: 'Casa Papeles' });
});
afterAll(async () => h?.stop());

const upload = (
  token: string | undefined,
  fields: Record<string, string>,
  file?: Parameters<typeof uploadForm>[1],
) => h.call('POST', '/api/v1/property_file', { token, raw: uploadForm(fields, file) });

describe('uploading through the gateway', () => {
  it('answers the spec’s messages in Spanish for a PNG renamed .pdf, 4 MB + 1 byte, and no file', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const renamed = await upload(
      owner.accessToken,
      { property_id: propertyId, type: 'WATER_BILL' },
      { bytes: png, name: 'recibo.pdf' },
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual([{ path: '/file', message: 'El archivo debe ser un PDF.' }]);

    const large = await upload(
      owner.accessToken,
      { property_id: propertyId, type: 'WATER_BILL' },
      { bytes: pdf(PDF_MAX_BYTES + 1) },
    );
    expect(large.status).toBe(400);
    expect(large.body.errors).toEqual([
      { path: '/file', message: 'El archivo debe ser un PDF de menos de 4 MB.' },
    ]);

    const none = await upload(owner.accessToken, { property_id: propertyId, type: 'WATER_BILL' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: '/file', message: 'No se proporcionó ningún archivo' }]);
    expect(await h.sql('SELECT 1 FROM property_file WHERE property_id = $1', [propertyId])).toEqual([]);
  });

  it('answers in English for an English profile, and refuses JSON, bad ids and unknown types with 4xx', async () => {
    const other = await createProperty(h, ownerEn, { name: 'House of Papers' });
    const png = Buffer.from('GIF89a this is not a pdf at all');
    const renamed = await upload(
      ownerEn.accessToken,
      { property_id: other, type: 'PREDIAL' },
      { bytes: png, name: 'tax.pdf' },
    );
    expect(renamed.body.errors).toEqual([{ path: '/file', message: 'The file must be a PDF.' }]);

    const json = await h.call('POST', '/api/v1/property_file', {
      token: ownerEn.accessToken,
      body: { property_id: other, type: 'PREDIAL' },
    });
    expect(json.status).toBe(400);
    expect(json.body.errors).toEqual([{ path: '/file', message: 'No file provided' }]);

    const hostile: Record<string, string>[] = [
      { property_id: 'not-a-uuid', type: 'PREDIAL' },
      { property_id: other, type: 'SELFIE' },
      { property_id: other, type: 'PREDIAL', valid_to: '2026-02-30' },
      { type: 'PREDIAL' },
      { property_id: other, type: 'PREDIAL\u0000' },
    ];
    for (const fields of hostile) {
      const res = await upload(ownerEn.accessToken, fields, { bytes: pdf() });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    // Too many fields or files: refused by the parser's limits, a 4xx, never a 500.
    const crowded: Record<string, string> = { property_id: other, type: 'PREDIAL' };
    for (let i = 0; i < 20; i++) crowded[`extra${i}`] = 'x';
    const tooMany = await upload(ownerEn.accessToken, crowded, { bytes: pdf() });
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.status).toBeLessThan(500);
    const twoFiles = uploadForm({ property_id: other, type: 'PREDIAL' }, { bytes: pdf() });
    twoFiles.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'otro.pdf');
    const doubled = await h.call('POST', '/api/v1/property_file', {
      token: ownerEn.accessToken,
      raw: twoFiles,
    });
    expect(doubled.status).toBeGreaterThanOrEqual(400);
    expect(doubled.status).toBeLessThan(500);
    const unknown = await upload(
      ownerEn.accessToken,
      { property_id: crypto.randomUUID(), type: 'PREDIAL' },
      { bytes: pdf() },
    );
    expect(unknown.status).toBe(403);
  });

  it('an owner uploads deeds and a lease contract in Spanish; the status page moves and the renewal is accepted', async () => {
    for (const type of ['ELECTRICITY_BILL', 'PREDIAL', 'WATER_BILL'])
      expect(
        (await upload(owner.accessToken, { property_id: propertyId, type }, { bytes: pdf() })).status,
      ).toBe(201);
    const deeds = await upload(
      owner.accessToken,
      { property_id: propertyId, type: 'PROPERTY_DEEDS', valid_from: '', valid_to: '2031-05-31' },
      { bytes: pdf(), name: 'escrituras.pdf' },
    );
    expect(deeds.status).toBe(201);
    expect(deeds.body).toMatchObject({
      type: 'PROPERTY_DEEDS',
      valid_from: null,
      valid_to: '2031-05-31',
      standing: 'VALID',
    });
    await upload(
      owner.accessToken,
      { property_id: propertyId, type: 'REGISTRATION_TICKET', valid_to: '2031-05-31' },
      { bytes: pdf() },
    );

    const signing = await h.call('GET', `/api/v1/property_file/status?property_id=${propertyId}`, {
      token: owner.accessToken,
    });
    expect(signing.body.items[0]).toMatchObject({ property_name: 'Casa Papeles', funnel_stage: 'signing' });
    expect(signing.body.items[0].funnel_explanation).toBe(
      'Tus archivos están completos. Siguiente paso: firmar el contrato de exclusividad o de arrendamiento.',
    );

    const lease = await upload(
      owner.accessToken,
      { property_id: propertyId, type: 'LEASE_CONTRACT', valid_from: '2026-01-01', valid_to: '2026-12-31' },
      { bytes: pdf() },
    );
    expect(lease.status).toBe(201);
    const accepted = await h.call('POST', '/api/v1/property_file_contract_state', {
      token: owner.accessToken,
      body: { property_file_id: lease.body.id, decision: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.auto_renewal).toBe(true);
    const setup = await h.call('GET', `/api/v1/property_file/status?property_id=${propertyId}`, {
      token: owner.accessToken,
    });
    expect(setup.body.items[0].funnel_stage).toBe('setup');
    expect(setup.body.items[0].contracts).toEqual([
      expect.objectContaining({ file_id: lease.body.id, auto_renewal: true, renewal: 'accepted' }),
    ]);

    const uploaded = await h.events('documents.file.uploaded');
    expect(
      uploaded
        .filter((e) => e.key === propertyId)
        .map((e) => (e.payload as { emailNotificationType: string }).emailNotificationType),
    ).toEqual([
      'MISCELLANEOUS_FILE_SUBMITTED',
      'MISCELLANEOUS_FILE_SUBMITTED',
      'MISCELLANEOUS_FILE_SUBMITTED',
      'MISCELLANEOUS_FILE_SUBMITTED',
      'MISCELLANEOUS_FILE_SUBMITTED',
      'CONTRACT_UPLOADED',
    ]);
  });

  it('serves the deadline calendar at its secret address as text/calendar', async () => {
    const feed = await h.call('POST', '/api/v1/property_file/calendar_feed', {
      token: owner.accessToken,
      body: { property_id: propertyId },
    });
    expect(feed.status).toBe(200);
    const path = new URL(feed.body.url).pathname;
    const ics = await h.call('GET', path);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20310531');
    const wrong = await h.call('GET', '/api/v1/property_file/calendar/not-the-right-secret-at-all', {
      lang: 'en',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('This calendar link was revoked or does not exist.');
  });
});
