import { randomUUID } from 'node:crypto';
import {
  can,
  OWNER_ROLE_LABELS,
  PAGE_SIZE,
  ROLE_LABELS,
  type PropertyStatus,
  type PropertyUpdate,
  type PropertyView,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireProfile, requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { forbidden, validationFailed } from '@casona/kit/errors/errors';
import { removeQuietly } from '@casona/kit/storage/files';
import { canEditDetails } from '../domain/lifecycle.ts';
import {
  airbnbChannelIssues,
  changedColumns,
  changedFieldNames,
  detailValues,
  imagesAfter,
  staffOnlyFieldOf,
  storedValues,
} from '../domain/property-update.ts';
import { airbnbListingsOf } from './airbnb-listing-store.ts';
import { baseSlug } from '../domain/slug.ts';
import { allows, assertAllowed, requireProperty } from './access.ts';
import { assertActiveCatalogueIds } from './catalogues.ts';
import { applyStatus } from './lifecycle.ts';
import type { Deps } from './deps.ts';
import { copyImages, storeImages } from './property-files.ts';
import {
  allProperties,
  amenityIdsOf,
  copyAmenitiesAndInsights,
  copyProperty as copyPropertyRow,
  insertWithFreeSlug,
  memberProperties,
  memberWithLabel,
  setAmenities,
  setInsights,
  submittedFilesOf,
  updateColumns,
} from './property-store.ts';
import { toView, toViews } from './views.ts';

/** Submitted PDFs open from the staff view through links this long-lived. */
const FILE_LINK_SECONDS = 15 * 60;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** LIMIT and OFFSET of a 1-based page of PAGE_SIZE. */
export const pageOf = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

// ─── Reading ────────────────────────────────────────────────────────────────────────────────────

/** GET /property/{id}: members whose label reads properties, and staff; with the caller's flags. */
export async function getProperty(deps: Deps, auth: AuthContext, id: string): Promise<PropertyView> {
  const access = await assertAllowed(deps, auth, id, 'property', 'select');
  const row = await requireProperty(deps.db, id);
  return toView(deps, deps.db, row, {
    labels: new Map([[id, access.label]]),
    permissions: { staff: access.staff },
  });
}

/** GET /admin/property/{id}: staff, with the owner's email and the submitted PDFs. */
export async function getPropertyAsStaff(deps: Deps, auth: AuthContext, id: string): Promise<PropertyView> {
  requireStaff(auth);
  const row = await requireProperty(deps.db, id);
  const label = await deps.memberships.labelOf(requireProfile(auth), id);
  const view = await toView(deps, deps.db, row, {
    labels: new Map([[id, label]]),
    permissions: { staff: true },
    ownerEmail: true,
  });
  const files = await submittedFilesOf(deps.db, id);
  view.submitted_files = await Promise.all(
    files.map(async (f) => ({
      type: f.type,
      url: await deps.storage.presignedGetUrl('private', f.storage_key, FILE_LINK_SECONDS),
    })),
  );
  return view;
}

/** The labels §6 lets read a property (not WORKER, not OTHER). */
const READING_LABELS = ROLE_LABELS.filter((label) => can(label, 'property', 'select'));

/**
 * GET /property: the properties the caller's label lets them read (§6, as GET /property/{id}),
 * newest first; deleted ones are gone.
 */
export async function myProperties(deps: Deps, auth: AuthContext, page: number): Promise<Page<PropertyView>> {
  const profileId = requireProfile(auth);
  const { total, rows } = await memberProperties(deps.db, profileId, READING_LABELS, pageOf(page));
  const items = await toViews(deps, deps.db, rows, {
    labels: new Map(rows.map((r) => [r.id, r.member_label])),
  });
  return { items, total, page, pageSize: PAGE_SIZE };
}

/** GET /admin/properties: every property (or those of one status), newest first, with owner emails. */
export async function adminProperties(
  deps: Deps,
  auth: AuthContext,
  filter: { page: number; status?: PropertyStatus | undefined; q?: string | undefined },
): Promise<Page<PropertyView>> {
  requireStaff(auth);
  const { total, rows } = await allProperties(deps.db, filter.status, pageOf(filter.page), filter.q);
  const items = await toViews(deps, deps.db, rows, { ownerEmail: true });
  return { items, total, page: filter.page, pageSize: PAGE_SIZE };
}

// ─── Changing ───────────────────────────────────────────────────────────────────────────────────

/**
 * PATCH /property/{id} and /admin/property/{id}. §4: staff always; members whose label may update
 * the property only while it is in review or rejected, and never the staff-only fields. `img_urls`
 * lists the images kept, in their new order; `new_images` are added after them.
 */
export async function updateProperty(
  deps: Deps,
  auth: AuthContext,
  body: PropertyUpdate,
): Promise<PropertyView> {
  const id = body.property_id;
  const access = await assertAllowed(deps, auth, id, 'property', 'update');
  if (!access.staff && staffOnlyFieldOf(body)) throw forbidden({ messageKey: 'permission.denied' });
  if (body.amenities) await assertActiveCatalogueIds(deps.db, 'amenity', body.amenities, '/amenities');
  if (body.neighborhood_insights) {
    // One amount per insight: a repeated one would break the (property, insight) key.
    const ids = body.neighborhood_insights.map((i) => i.neighborhood_insight_id);
    if (new Set(ids).size !== ids.length)
      throw validationFailed([{ path: '/neighborhood_insights', key: 'validation.array.unique' }]);
    await assertActiveCatalogueIds(deps.db, 'neighborhood_insight', ids, '/neighborhood_insights');
  }
  const newKeys = await storeImages(deps, id, body.new_images ?? [], '/new_images');
  let removedKeys: string[] = [];
  try {
    const view = await deps.db.tx(async (client) => {
      const row = await requireProperty(client, id, true);
      const memberCanUpdate = access.label !== null && allows(access, 'property', 'update');
      if (!canEditDetails({ status: row.status, staff: access.staff, memberCanUpdate }))
        throw forbidden({ messageKey: 'property.notEditable' });

      const channel = airbnbChannelIssues(body, row, await airbnbListingsOf(client, id));
      if (channel.length > 0) throw validationFailed(channel, { messageKey: channel[0]!.key });
      const details = detailValues(body, row);
      if (!details.ok) throw validationFailed(details.issues);
      const next = details.value;
      if (body.img_urls !== undefined || newKeys.length > 0) {
        const images = imagesAfter(row.img_keys, body.img_urls, newKeys, (k) => deps.storage.publicUrl(k));
        if (!images.ok)
          throw validationFailed(images.issues, images.messageKey ? { messageKey: images.messageKey } : {});
        removedKeys = images.value.removed;
        next['img_keys'] = images.value.keys;
      }

      const columns = changedColumns(next, row);
      const changed = [...columns];
      // What staff changed, for the audit log (issue 19): the stored values before and after.
      const before: Record<string, unknown> = Object.fromEntries(
        columns.map((c) => [c, row[c as keyof typeof row]]),
      );
      const after: Record<string, unknown> = {};
      if (body.amenities) {
        const current = await amenityIdsOf(client, id);
        if (JSON.stringify(current) !== JSON.stringify(body.amenities)) {
          await setAmenities(client, id, body.amenities);
          changed.push('amenities');
          before['amenities'] = current;
          after['amenities'] = body.amenities;
        }
      }
      if (body.neighborhood_insights) {
        await setInsights(client, id, body.neighborhood_insights);
        changed.push('neighborhood_insights');
      }
      let updated = row;
      if (columns.length > 0)
        updated = await updateColumns(client, id, storedValues(next, columns), deps.now());
      if (changed.length > 0) {
        await deps.emit(client, [
          deps.event('listings.property.updated', {
            propertyId: id,
            changedFields: changedFieldNames(changed),
            name: updated.name,
            timezone: updated.timezone,
            latitude: updated.latitude,
            longitude: updated.longitude,
            price: Number(updated.price),
          }),
        ]);
      }
      if (access.staff && changed.length > 0) {
        for (const c of columns) after[c] = updated[c as keyof typeof updated];
        await audit(deps, client, auth, {
          action: 'PROPERTY_EDITED',
          entity: 'property',
          entityId: id,
          entityLabel: updated.name,
          propertyId: id,
          before,
          after,
        });
      }
      if (body.status !== undefined && body.status !== updated.status) {
        const previous = updated;
        updated = await applyStatus(
          deps,
          client,
          auth,
          updated,
          body.status,
          body.rejection_reason,
          body.confirmation,
        );
        if (access.staff)
          await audit(deps, client, auth, {
            action: 'PROPERTY_STATUS_CHANGED',
            entity: 'property',
            entityId: id,
            entityLabel: updated.name,
            propertyId: id,
            before: { status: previous.status, rejection_reason: previous.rejection_reason },
            after: { status: updated.status, rejection_reason: updated.rejection_reason },
          });
      }
      return toView(deps, client, updated, {
        labels: new Map([[id, access.label]]),
        permissions: { staff: access.staff },
      });
    });
    await removeQuietly(deps, 'public', removedKeys);
    return view;
  } catch (err) {
    await removeQuietly(deps, 'public', newKeys);
    throw err;
  }
}

/**
 * POST /admin/property/copy (copy_property): a new property in review with the same details,
 * amenities, insights and images (copied into its own folder), owned by the same owner.
 */
export async function copyProperty(
  deps: Deps,
  auth: AuthContext,
  input: { property_id: string; name?: string | undefined },
): Promise<PropertyView> {
  requireStaff(auth);
  const source = await requireProperty(deps.db, input.property_id);
  const id = randomUUID();
  const keys = await copyImages(deps, id, source.img_keys);
  const name = input.name?.trim() || source.name;
  try {
    return await deps.db.tx(async (client) => {
      const now = deps.now();
      const slug = await insertWithFreeSlug(client, baseSlug(name, source.city), (candidate) =>
        copyPropertyRow(client, source.id, {
          id,
          name,
          slug: candidate,
          img_keys: keys,
          created_by: auth.profileId,
          now,
        }),
      );
      await copyAmenitiesAndInsights(client, source.id, id);
      const ownerProfileId = await memberWithLabel(client, source.id, OWNER_ROLE_LABELS);
      const row = await requireProperty(client, id);
      await deps.emit(client, [
        deps.event('listings.property.created', {
          propertyId: id,
          appraisalId: row.appraisal_id,
          ownerProfileId,
          createdBy: auth.profileId,
          owner:
            ownerProfileId === null && source.owner_email
              ? {
                  email: source.owner_email,
                  name: source.owner_email.split('@')[0]!,
                  phoneNumber: null,
                  locale: 'ES',
                }
              : null,
          name,
          slug,
          type: row.type,
          status: 'REVISION',
          state: row.state,
          city: row.city,
          timezone: row.timezone,
          price: Number(row.price),
          latitude: row.latitude,
          longitude: row.longitude,
        }),
      ]);
      await audit(deps, client, auth, {
        action: 'PROPERTY_CREATED',
        entity: 'property',
        entityId: id,
        entityLabel: name,
        propertyId: id,
        before: null,
        after: { name, city: row.city, status: row.status, copied_from: source.name },
      });
      return toView(deps, client, row, { permissions: { staff: true }, ownerEmail: true });
    });
  } catch (err) {
    await removeQuietly(deps, 'public', keys);
    throw err;
  }
}
