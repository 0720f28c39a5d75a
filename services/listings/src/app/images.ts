import type pg from 'pg';
import { IMAGE_MAX_BYTES, MAX_PROPERTY_IMAGES, type PropertyView } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import type { AuthContext } from '@casona/kit/auth/context';
import { forbidden, validationFailed } from '@casona/kit/errors/errors';
import { removeQuietly } from '@casona/kit/storage/files';
import { inspectImage, keyOfReference } from '../domain/images.ts';
import { canEditDetails } from '../domain/lifecycle.ts';
import { allows, assertAllowed, requireProperty, type Access } from './access.ts';
import type { Deps } from './deps.ts';
import { storeImage } from './property-files.ts';
import { appendImageKey, setImageKeys, type PropertyRow } from './property-store.ts';
import { toView } from './views.ts';

const MB = 1024 * 1024;

/**
 * Staff's change to a property's photos, in the audit log (issue 19) like their other edits of the
 * property: the stored photos before and after, in the change's transaction. A member's is not logged.
 */
async function auditImages(
  deps: Deps,
  client: pg.ClientBase,
  auth: AuthContext,
  access: Access,
  row: PropertyRow,
  after: readonly string[],
): Promise<void> {
  if (!access.staff) return;
  await audit(deps, client, auth, {
    action: 'PROPERTY_EDITED',
    entity: 'property',
    entityId: row.id,
    entityLabel: row.name,
    propertyId: row.id,
    before: { img_keys: row.img_keys },
    after: { img_keys: [...after] },
  });
}

/** Images are property details: the §4 edit rule applies to them too. */
function assertEditable(access: Access, row: PropertyRow): void {
  const memberCanUpdate = access.label !== null && allows(access, 'property', 'update');
  if (!canEditDetails({ status: row.status, staff: access.staff, memberCanUpdate }))
    throw forbidden({ messageKey: 'property.notEditable' });
}

const tooMany = (path: string) =>
  validationFailed([{ path, key: 'image.tooMany', params: { max: MAX_PROPERTY_IMAGES } }], {
    messageKey: 'image.tooMany',
    params: { max: MAX_PROPERTY_IMAGES },
  });

/**
 * POST /property/image (base64) and POST /property/image/upload (multipart): one more image at the
 * end of the property's list. The bytes decide the type (a whole JPEG or PNG), under 2 MB, 30 at most.
 * The object is stored first; if the property cannot take it, it is removed again.
 */
export async function addImage(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
  bytes: Buffer,
  path = '/base64Image',
): Promise<{ url: string }> {
  const access = await assertAllowed(deps, auth, propertyId, 'property', 'update');
  const checked = await inspectImage(bytes);
  if (!checked.ok)
    throw validationFailed([{ path, key: checked.key, params: { max: IMAGE_MAX_BYTES / MB } }], {
      messageKey: checked.key,
      params: { max: IMAGE_MAX_BYTES / MB },
    });
  // Fail fast before storing anything; the count is checked again under the row lock.
  const before = await requireProperty(deps.db, propertyId);
  assertEditable(access, before);
  if (before.img_keys.length >= MAX_PROPERTY_IMAGES) throw tooMany(path);

  const key = await storeImage(deps, propertyId, bytes, checked.type);
  try {
    await deps.db.tx(async (client) => {
      const row = await requireProperty(client, propertyId, true);
      assertEditable(access, row);
      if (row.img_keys.length >= MAX_PROPERTY_IMAGES) throw tooMany(path);
      await appendImageKey(client, propertyId, key, deps.now());
      await auditImages(deps, client, auth, access, row, [...row.img_keys, key]);
      await deps.emit(client, [
        deps.event('listings.property.updated', {
          propertyId,
          changedFields: ['img_urls'],
          name: row.name,
          timezone: row.timezone,
        }),
      ]);
    });
  } catch (err) {
    await removeQuietly(deps, 'public', [key]);
    throw err;
  }
  return { url: deps.storage.publicUrl(key) };
}

/** DELETE /property/image: removes the named images (URLs as answered, or keys) from the property. */
export async function deleteImages(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
  references: readonly string[],
): Promise<{ success: true }> {
  const access = await assertAllowed(deps, auth, propertyId, 'property', 'update');
  const removed = await deps.db.tx(async (client) => {
    const row = await requireProperty(client, propertyId, true);
    assertEditable(access, row);
    const keys = references.map((ref) => keyOfReference(ref, row.img_keys, (k) => deps.storage.publicUrl(k)));
    if (keys.some((k) => k === null))
      throw validationFailed([{ path: '/eliminated_img_urls', key: 'image.unknown' }], {
        messageKey: 'image.unknown',
      });
    const gone = new Set(keys as string[]);
    const kept = row.img_keys.filter((k) => !gone.has(k));
    await setImageKeys(client, propertyId, kept, deps.now());
    await auditImages(deps, client, auth, access, row, kept);
    await deps.emit(client, [
      deps.event('listings.property.updated', {
        propertyId,
        changedFields: ['img_urls'],
        name: row.name,
        timezone: row.timezone,
      }),
    ]);
    return [...gone];
  });
  await removeQuietly(deps, 'public', removed);
  return { success: true };
}

/** PUT /property/{id}/images: the same images in a new order. */
export async function reorderImages(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
  references: readonly string[],
): Promise<PropertyView> {
  const access = await assertAllowed(deps, auth, propertyId, 'property', 'update');
  return deps.db.tx(async (client) => {
    const row = await requireProperty(client, propertyId, true);
    assertEditable(access, row);
    const keys = references.map((ref) => keyOfReference(ref, row.img_keys, (k) => deps.storage.publicUrl(k)));
    const sameSet =
      keys.length === row.img_keys.length && !keys.includes(null) && new Set(keys).size === keys.length;
    if (!sameSet)
      throw validationFailed([{ path: '/img_urls', key: 'image.reorderMismatch' }], {
        messageKey: 'image.reorderMismatch',
      });
    const updated = await setImageKeys(client, propertyId, keys as string[], deps.now());
    await auditImages(deps, client, auth, access, row, keys as string[]);
    await deps.emit(client, [
      deps.event('listings.property.updated', {
        propertyId,
        changedFields: ['img_urls'],
        name: row.name,
        timezone: row.timezone,
      }),
    ]);
    return toView(deps, client, updated, {
      labels: new Map([[propertyId, access.label]]),
      permissions: { staff: access.staff },
    });
  });
}
