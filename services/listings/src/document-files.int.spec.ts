import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventDefinition,
  makeEvent,
  REQUIRED_FILE_TYPES,
  type EventPayload,
  type FileType,
} from '@casona/proto';
import { pdfBase64 } from '@casona/proto/validation/test-builders';
import { registerAccount, startHarness, submitAs, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
let owner: Account;

beforeAll(async () => {
  h = await startHarness();
  owner = await registerAccount(h, { name: 'Dueña de Papeles' });
});
afterAll(async () => h?.stop());

type FileEvent = 'documents.file.uploaded' | 'documents.file.deleted' | 'documents.file.expired';

async function announce(
  type: FileEvent,
  propertyId: string,
  validTypes: readonly FileType[],
  occurredAt: Date,
): Promise<void> {
  const base = {
    fileId: crypto.randomUUID(),
    propertyId,
    type: 'WATER_BILL' as const,
    validFrom: null,
    validTo: '2026-05-31',
    validTypes: [...validTypes],
  };
  const payload = (
    type === 'documents.file.uploaded'
      ? { ...base, uploadedBy: owner.id, emailNotificationType: 'MISCELLANEOUS_FILE_SUBMITTED' }
      : type === 'documents.file.deleted'
        ? { ...base, deletedBy: owner.id }
        : base
  ) as EventPayload<FileEvent>;
  const event = makeEvent(type, { payload, producer: 'documents', now: occurredAt });
  await h.infra.bus.publish(eventDefinition(type).topic, [event]);
}

async function stageOf(propertyId: string): Promise<string> {
  const view = await h.call('GET', `/api/v1/property/${propertyId}`, { token: owner.accessToken });
  return view.body.funnel_stage;
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("the funnel stage follows documents' files (documents.file.* events)", () => {
  it('replaces the count of submitted PDFs once documents has spoken, in order of occurrence', async () => {
    const files = REQUIRED_FILE_TYPES.map((type) => ({ type, base64Pdf: pdfBase64() }));
    const propertyId = await submitAs(h, owner, { name: 'Casa Vigente', files });
    // Before documents says anything, the PDFs sent with the submission count.
    expect(await stageOf(propertyId)).toBe('signing');

    // The water bill expired: back to revision, whatever the submission carried.
    const lapsed = REQUIRED_FILE_TYPES.filter((t) => t !== 'WATER_BILL');
    await announce('documents.file.expired', propertyId, lapsed, new Date('2026-06-01T06:00:00Z'));
    await eventually(async () => (await stageOf(propertyId)) === 'revision', 'revision');

    // A new bill and a lease contract: setup.
    const complete: FileType[] = [...REQUIRED_FILE_TYPES, 'LEASE_CONTRACT'];
    await announce('documents.file.uploaded', propertyId, complete, new Date('2026-06-02T06:00:00Z'));
    await eventually(async () => (await stageOf(propertyId)) === 'setup', 'setup');

    // A late delivery of an older event changes nothing.
    await announce('documents.file.deleted', propertyId, [], new Date('2026-06-01T12:00:00Z'));
    await h.settle();
    const [row] = await h.sql('SELECT valid_types FROM document_file_types WHERE property_id = $1', [
      propertyId,
    ]);
    expect(row.valid_types).toEqual(complete);
    expect(await stageOf(propertyId)).toBe('setup');

    // Deleting the contract: signing again.
    await announce(
      'documents.file.deleted',
      propertyId,
      [...REQUIRED_FILE_TYPES],
      new Date('2026-06-03T06:00:00Z'),
    );
    await eventually(async () => (await stageOf(propertyId)) === 'signing', 'signing');
  });
});
