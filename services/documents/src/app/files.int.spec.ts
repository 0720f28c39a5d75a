import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MAX_BYTES, translate } from '@casona/proto';
import type { AppError } from '@casona/kit/errors/errors';
import type { Database } from '@casona/kit/db/database';
import type { ObjectStorage } from '@casona/kit/ports/object-storage';
import {
  authOf,
  givenProperty,
  newProfile,
  pdf,
  startUseCases,
  type UseCases,
} from '../testing/use-cases.ts';
import { downloadLink, listFiles, removeFile, uploadFile } from './files.ts';

let uc: UseCases;
const owner = newProfile();

beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a failure');
}

const fields = (
  propertyId: string,
  type: string,
  dates: { valid_from?: string; valid_to?: string } = {},
) => ({
  property_id: propertyId,
  type,
  ...dates,
});
const file = (bytes: Buffer) => ({ bytes, truncated: false });
const objectsOf = async (propertyId: string) => uc.deps.storage.list('private', `properties/${propertyId}/`);

describe('uploading a property file', () => {
  it('stores the PDF privately under the property, inserts the row and announces it in one go', async () => {
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const deeds = await uploadFile(
      uc.deps,
      authOf(owner),
      fields(propertyId, 'PROPERTY_DEEDS', { valid_from: '2020-01-01', valid_to: '2030-12-31' }),
      file(pdf()),
    );
    expect(deeds).toMatchObject({
      property_id: propertyId,
      type: 'PROPERTY_DEEDS',
      valid_to: '2030-12-31',
      size: 2048,
      standing: 'VALID',
      contract_state: null,
    });
    expect(deeds.url).toMatch(new RegExp(`^properties/${propertyId}/files/property_deeds-.+\\.pdf$`));
    expect((await uc.deps.storage.get('private', deeds.url)).subarray(0, 5).toString()).toBe('%PDF-');

    const lease = await uploadFile(
      uc.deps,
      authOf(owner),
      fields(propertyId, 'LEASE_CONTRACT', { valid_from: '2026-01-01', valid_to: '2026-12-31' }),
      file(pdf()),
    );
    expect(lease.contract_state).toEqual({
      property_file_id: lease.id,
      auto_renewal: false,
      auto_renewal_state_set_at: null,
    });

    const events = (await uc.events('documents.file.uploaded')).filter((e) => e.key === propertyId);
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        fileId: deeds.id,
        emailNotificationType: 'MISCELLANEOUS_FILE_SUBMITTED',
        validTypes: ['PROPERTY_DEEDS'],
        uploadedBy: owner,
      }),
      expect.objectContaining({
        fileId: lease.id,
        emailNotificationType: 'CONTRACT_UPLOADED',
        validTypes: ['LEASE_CONTRACT', 'PROPERTY_DEEDS'],
      }),
    ]);
    const listed = await listFiles(uc.deps, authOf(owner), propertyId);
    expect(listed.items.map((f) => f.id).sort()).toEqual([lease.id, deeds.id].sort());
  });

  it('refuses a non-PDF renamed .pdf, 4 MB and 4 MB + 1 byte, no file, and deeds without an end — storing nothing', async () => {
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const auth = authOf(owner);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const cases: [Parameters<typeof uploadFile>[2], Parameters<typeof uploadFile>[3], string][] = [
      [fields(propertyId, 'WATER_BILL'), file(png), 'file.pdfOnly'],
      [fields(propertyId, 'WATER_BILL'), file(pdf(PDF_MAX_BYTES)), 'file.pdfTooLarge'],
      [fields(propertyId, 'WATER_BILL'), file(pdf(PDF_MAX_BYTES + 1)), 'file.pdfTooLarge'],
      [fields(propertyId, 'WATER_BILL'), { bytes: pdf(PDF_MAX_BYTES), truncated: true }, 'file.pdfTooLarge'],
      [fields(propertyId, 'WATER_BILL'), null, 'error.noFile'],
      [fields(propertyId, 'PROPERTY_DEEDS'), file(pdf()), 'propertyFile.validToRequired'],
      [fields(propertyId, 'NOT_A_TYPE'), file(pdf()), 'validation.enum'],
      [
        fields(propertyId, 'WATER_BILL', { valid_from: '2026-02-01', valid_to: '2026-01-01' }),
        file(pdf()),
        'validation.dateRange',
      ],
    ];
    for (const [f, pdfFile, key] of cases) {
      const err = await failure(uploadFile(uc.deps, auth, f, pdfFile));
      expect(err.statusCode, key).toBe(400);
      expect(err.issues.map((i) => i.key)).toContain(key);
    }
    expect(await objectsOf(propertyId)).toEqual([]);
    expect(await uc.sql('SELECT 1 FROM property_file WHERE property_id = $1', [propertyId])).toEqual([]);
    const tooLarge = (
      await failure(uploadFile(uc.deps, auth, fields(propertyId, 'PREDIAL'), file(pdf(PDF_MAX_BYTES + 1))))
    ).issues[0]!;
    expect(translate('file.pdfTooLarge', 'en', tooLarge.params)).toBe('The file must be a PDF under 4 MB.');
    expect(translate('file.pdfTooLarge', 'es', tooLarge.params)).toBe(
      'El archivo debe ser un PDF de menos de 4 MB.',
    );
  });

  it('storage down during the upload: a clear 503, no row, no event', async () => {
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const storage: ObjectStorage = {
      ...uc.deps.storage,
      put: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
      },
    };
    const before = (await uc.events('documents.file.uploaded')).length;
    const err = await failure(
      uploadFile({ ...uc.deps, storage }, authOf(owner), fields(propertyId, 'PREDIAL'), file(pdf())),
    );
    expect(err.statusCode).toBe(503);
    expect(translate(err.messageKey as 'propertyFile.storeFailed', 'es')).toBe(
      'No se pudo guardar el archivo. No se guardó nada; por favor, inténtalo de nuevo más tarde.',
    );
    expect(await uc.sql('SELECT 1 FROM property_file WHERE property_id = $1', [propertyId])).toEqual([]);
    expect(await uc.events('documents.file.uploaded')).toHaveLength(before);
  });

  it('database down after the object is stored: a clear 503, no row, and the object removed again', async () => {
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    let stored: string[] = [];
    const storage: ObjectStorage = {
      ...uc.deps.storage,
      put: async (...args) => {
        await uc.deps.storage.put(...args);
        stored = (await objectsOf(propertyId)).map((o) => o.key);
      },
    };
    const db: Database = {
      ...uc.deps.db,
      tx: async () => {
        throw new Error('Connection terminated unexpectedly');
      },
    };
    const err = await failure(
      uploadFile({ ...uc.deps, storage, db }, authOf(owner), fields(propertyId, 'PREDIAL'), file(pdf())),
    );
    expect(stored).toHaveLength(1);
    expect(err.statusCode).toBe(503);
    expect(err.messageKey).toBe('propertyFile.saveFailed');
    expect(await uc.sql('SELECT 1 FROM property_file WHERE property_id = $1', [propertyId])).toEqual([]);
    expect(await objectsOf(propertyId)).toEqual([]);
  });

  it('a member whose label may not add files, or a stranger, gets 403 before anything is stored', async () => {
    const manager = newProfile();
    const propertyId = await givenProperty(uc, { members: [{ profileId: manager, label: 'MANAGER' }] });
    for (const who of [manager, newProfile()]) {
      const err = await failure(uploadFile(uc.deps, authOf(who), fields(propertyId, 'PREDIAL'), file(pdf())));
      expect(err.statusCode).toBe(403);
    }
    expect(await objectsOf(propertyId)).toEqual([]);
  });
});

describe('downloading and deleting', () => {
  it('signs a short link for members of the file’s property only', async () => {
    const other = newProfile();
    const propertyA = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    await givenProperty(uc, { members: [{ profileId: other, label: 'OWNER' }] });
    const f = await uploadFile(uc.deps, authOf(owner), fields(propertyA, 'PREDIAL'), file(pdf()));
    const link = await downloadLink(uc.deps, authOf(owner), f.id);
    expect(link.url).toContain('X-Amz-Expires=60');
    expect(Date.parse(link.expires_at) - uc.deps.now().getTime()).toBeGreaterThan(50_000);
    expect((await failure(downloadLink(uc.deps, authOf(other), f.id))).statusCode).toBe(403);
    expect((await failure(downloadLink(uc.deps, authOf(owner), crypto.randomUUID()))).messageKey).toBe(
      'propertyFile.notFound',
    );
  });

  it('removes the object, then the row, and announces it', async () => {
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const f = await uploadFile(uc.deps, authOf(owner), fields(propertyId, 'WATER_BILL'), file(pdf()));
    await removeFile(uc.deps, authOf(owner), f.id);
    expect(await objectsOf(propertyId)).toEqual([]);
    expect(await uc.sql('SELECT 1 FROM property_file WHERE id = $1', [f.id])).toEqual([]);
    const [deleted] = (await uc.events('documents.file.deleted')).filter((e) => e.key === propertyId);
    expect(deleted!.payload).toMatchObject({ fileId: f.id, validTypes: [], deletedBy: owner });
  });

  it("answers 'deletePropertyFile - fileName was not found' when the object is gone, and keeps the row", async () => {
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const f = await uploadFile(uc.deps, authOf(owner), fields(propertyId, 'WATER_BILL'), file(pdf()));
    await uc.deps.storage.remove('private', [f.url]);
    const err = await failure(removeFile(uc.deps, authOf(owner), f.id));
    expect(err.statusCode).toBe(404);
    expect(translate(err.messageKey as 'error.propertyFileNameNotFound', 'en')).toBe(
      'deletePropertyFile - fileName was not found',
    );
    expect(await uc.sql('SELECT 1 FROM property_file WHERE id = $1', [f.id])).toHaveLength(1);
  });

  it('storage down while deleting: 502, the row and the object stay', async () => {
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const f = await uploadFile(uc.deps, authOf(owner), fields(propertyId, 'WATER_BILL'), file(pdf()));
    const storage: ObjectStorage = {
      ...uc.deps.storage,
      remove: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    const err = await failure(removeFile({ ...uc.deps, storage }, authOf(owner), f.id));
    expect(err.statusCode).toBe(502);
    expect(await uc.sql('SELECT 1 FROM property_file WHERE id = $1', [f.id])).toHaveLength(1);
    expect(await objectsOf(propertyId)).toHaveLength(1);
  });
});
