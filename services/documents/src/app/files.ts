/**
 * Property files (§3, §7): upload stores the object, then inserts the row and announces it in one
 * transaction (notifications sends the §7 email, listings moves the funnel); delete removes the
 * object, then the row. A failure half way leaves neither an orphan row nor an orphan object, and
 * says so in the caller's language.
 */
import { randomUUID } from 'node:crypto';
import {
  PropertyFileUploadFields,
  validate,
  type FileDownloadLink,
  type PropertyFileView,
  type ValidationIssue,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { AppError, notFound, validationFailed } from '@casona/kit/errors/errors';
import { propertyKey } from '@casona/kit/ports/object-storage';
import { removeQuietly } from '@casona/kit/storage/files';
import { checkFileDates, checkUploadedPdf, isContract, notificationTypeOf } from '../domain/files.ts';
import { standingOf } from '../domain/schedule.ts';
import { judgeCredit } from './credit.ts';
import type { Deps } from './deps.ts';
import { todayOf, validTypesOf } from './facts.ts';
import {
  contractStatesOf,
  deleteFile,
  fileById,
  filesOfProperties,
  insertContractState,
  insertFile,
  type ContractStateRow,
  type FileRow,
} from './file-store.ts';
import { propertyById } from './property-store.ts';

const storeFailed = (cause: unknown) =>
  new AppError('UPSTREAM', 503, { messageKey: 'propertyFile.storeFailed', cause });
const saveFailed = (cause: unknown) =>
  new AppError('UPSTREAM', 503, { messageKey: 'propertyFile.saveFailed', cause });
const removeFailed = (cause: unknown) =>
  new AppError('UPSTREAM', 502, { messageKey: 'propertyFile.removeFailed', cause });

export function toFileView(
  row: FileRow,
  state: ContractStateRow | undefined,
  today: string,
): PropertyFileView {
  return {
    id: row.id,
    property_id: row.property_id,
    type: row.type,
    url: row.url,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    created_at: row.created_at.toISOString(),
    size: row.size,
    standing: standingOf(row.type, row.valid_to, today),
    contract_state: isContract(row.type)
      ? {
          property_file_id: row.id,
          auto_renewal: state?.auto_renewal ?? false,
          auto_renewal_state_set_at: state?.auto_renewal_state_set_at?.toISOString() ?? null,
        }
      : null,
  };
}

/** The text fields of the multipart form as they arrive: strings, '' meaning "not given". */
export type UploadFields = Record<string, string | undefined>;

export interface UploadedPdf {
  bytes: Buffer;
  /** The parser stopped at the size limit. */
  truncated: boolean;
}

function readFields(fields: UploadFields) {
  const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());
  const raw: Record<string, unknown> = {};
  for (const name of ['property_id', 'type'] as const)
    if (fields[name] !== undefined) raw[name] = fields[name];
  for (const name of ['valid_from', 'valid_to'] as const) raw[name] = blank(fields[name]);
  return validate(PropertyFileUploadFields, raw);
}

export async function uploadFile(
  deps: Deps,
  auth: AuthContext,
  fields: UploadFields,
  file: UploadedPdf | null,
): Promise<PropertyFileView> {
  const uploadedBy = requireProfile(auth);
  const checked = readFields(fields);
  if (!checked.ok) throw validationFailed([...checked.issues, ...checkUploadedPdf(file)]);
  const input = checked.value;
  await deps.memberships.assert(auth, input.property_id, 'file', 'insert');
  const issues: ValidationIssue[] = [...checkFileDates(input), ...checkUploadedPdf(file)];
  if (issues.length > 0) throw validationFailed(issues);
  const property = await propertyById(deps.db, input.property_id);
  if (!property || property.deleted) throw notFound({ messageKey: 'property.notFound' });

  const id = randomUUID();
  const key = propertyKey(property.id, `files/${input.type.toLowerCase()}-${id}.pdf`);
  const bytes = file!.bytes;
  try {
    await deps.storage.put('private', key, bytes, { contentType: 'application/pdf', size: bytes.length });
  } catch (err) {
    throw storeFailed(err);
  }

  try {
    return await deps.db.tx(async (client) => {
      const now = deps.now();
      const today = todayOf(property, now);
      const row = await insertFile(client, {
        id,
        property_id: property.id,
        type: input.type,
        url: key,
        size: bytes.length,
        valid_from: input.valid_from ?? null,
        valid_to: input.valid_to ?? null,
        uploaded_by: uploadedBy,
        created_at: now,
      });
      if (isContract(row.type)) await insertContractState(client, row.id);
      if (isStaff(auth))
        await audit(deps, client, auth, {
          action: 'FILE_UPLOADED',
          entity: 'file',
          entityId: row.id,
          entityLabel: property.name,
          propertyId: row.property_id,
          before: null,
          after: { type: row.type, valid_from: row.valid_from, valid_to: row.valid_to },
        });
      await deps.emit(client, [
        deps.event('documents.file.uploaded', {
          fileId: row.id,
          propertyId: row.property_id,
          type: row.type,
          validFrom: row.valid_from,
          validTo: row.valid_to,
          validTypes: await validTypesOf(client, row.property_id, today),
          uploadedBy,
          emailNotificationType: notificationTypeOf(row.type),
        }),
      ]);
      await judgeCredit(client, deps, row.property_id);
      return toFileView(row, undefined, today);
    });
  } catch (err) {
    // The row was not written (the transaction rolled back): the object must not stay behind.
    await removeQuietly(deps, 'private', key);
    throw saveFailed(err);
  }
}

export async function listFiles(
  deps: Pick<Deps, 'db' | 'memberships' | 'now'>,
  auth: AuthContext,
  propertyId: string,
): Promise<{ items: PropertyFileView[] }> {
  await deps.memberships.assert(auth, propertyId, 'file', 'select');
  const property = await propertyById(deps.db, propertyId);
  const today = todayOf(property, deps.now());
  const rows = await filesOfProperties(deps.db, [propertyId]);
  const states = new Map(
    (
      await contractStatesOf(
        deps.db,
        rows.map((r) => r.id),
      )
    ).map((s) => [s.property_file_id, s]),
  );
  return { items: rows.map((r) => toFileView(r, states.get(r.id), today)) };
}

/** The file, once the caller may do `action` on its property; 404 when there is none. */
async function loadFile(
  deps: Pick<Deps, 'db' | 'memberships'>,
  auth: AuthContext,
  id: string,
  action: 'select' | 'delete' | 'update',
): Promise<FileRow> {
  requireProfile(auth);
  const row = await fileById(deps.db, id);
  if (!row) throw notFound({ messageKey: 'propertyFile.notFound' });
  await deps.memberships.assert(auth, row.property_id, 'file', action);
  return row;
}

/** A signed link to the PDF that works for FILE_LINK_TTL_SECONDS; checked against the caller each time. */
export async function downloadLink(
  deps: Pick<Deps, 'db' | 'memberships' | 'storage' | 'config' | 'now'>,
  auth: AuthContext,
  id: string,
): Promise<FileDownloadLink> {
  const row = await loadFile(deps, auth, id, 'select');
  const ttl = deps.config.FILE_LINK_TTL_SECONDS;
  try {
    const url = await deps.storage.presignedGetUrl('private', row.url, ttl);
    return { url, expires_at: new Date(deps.now().getTime() + ttl * 1000).toISOString() };
  } catch (err) {
    throw removeFailed(err);
  }
}

/** §7: removes the object, then the row ('deletePropertyFile - fileName was not found' when the object is gone). */
export async function removeFile(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const deletedBy = requireProfile(auth);
  const row = await loadFile(deps, auth, id, 'delete');
  let exists: boolean;
  try {
    exists = (await deps.storage.stat('private', row.url)) !== null;
  } catch (err) {
    throw removeFailed(err);
  }
  if (!exists) throw notFound({ messageKey: 'error.propertyFileNameNotFound' });
  try {
    await deps.storage.remove('private', [row.url]);
  } catch (err) {
    throw removeFailed(err);
  }
  await deps.db.tx(async (client) => {
    await deleteFile(client, row.id);
    const property = await propertyById(client, row.property_id);
    if (isStaff(auth))
      await audit(deps, client, auth, {
        action: 'FILE_DELETED',
        entity: 'file',
        entityId: row.id,
        entityLabel: property?.name ?? null,
        propertyId: row.property_id,
        before: { type: row.type, valid_from: row.valid_from, valid_to: row.valid_to },
        after: null,
      });
    await deps.emit(client, [
      deps.event('documents.file.deleted', {
        fileId: row.id,
        propertyId: row.property_id,
        type: row.type,
        validFrom: row.valid_from,
        validTo: row.valid_to,
        validTypes: await validTypesOf(client, row.property_id, todayOf(property, deps.now())),
        deletedBy,
      }),
    ]);
    await judgeCredit(client, deps, row.property_id);
  });
}
