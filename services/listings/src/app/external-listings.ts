import { randomUUID } from 'node:crypto';
import type { ExternalListingUpsert, PropertyExternalListing } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { assertAllowed, requireProperty } from './access.ts';
import type { Deps } from './deps.ts';
import {
  deleteExternalListing as deleteRow,
  externalListingsOf,
  findExternalListing,
  insertExternalListing,
  updateExternalListing,
  type ExternalListingRow,
} from './external-listing-store.ts';

const toView = (r: ExternalListingRow): PropertyExternalListing => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

/** GET /property_external_listing?property_id=: §6 external listing read. */
export async function listExternalListings(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
): Promise<PropertyExternalListing[]> {
  await assertAllowed(deps, auth, propertyId, 'external_listing', 'select');
  return (await externalListingsOf(deps.db, propertyId)).map(toView);
}

/** POST /property_external_listing: add one (or change it, with `id`); §6 external listing insert/update. */
export async function upsertExternalListing(
  deps: Deps,
  auth: AuthContext,
  input: ExternalListingUpsert,
): Promise<PropertyExternalListing> {
  await assertAllowed(deps, auth, input.property_id, 'external_listing', input.id ? 'update' : 'insert');
  return deps.db.tx(async (client) => {
    const property = await requireProperty(client, input.property_id);
    const now = deps.now();
    const before = input.id ? await findExternalListing(client, input.id) : null;
    const listing = input.id
      ? await updateExternalListing(client, {
          id: input.id,
          property_id: input.property_id,
          type: input.type,
          url: input.url,
        })
      : await insertExternalListing(client, {
          id: randomUUID(),
          property_id: input.property_id,
          type: input.type,
          url: input.url,
          created_at: now,
        });
    if (!listing) throw notFound();
    if (isStaff(auth))
      await audit(deps, client, auth, {
        action: input.id ? 'EXTERNAL_LISTING_UPDATED' : 'EXTERNAL_LISTING_CREATED',
        entity: 'external_listing',
        entityId: listing.id,
        entityLabel: property.name,
        propertyId: input.property_id,
        before: before && { type: before.type, url: before.url },
        after: { type: listing.type, url: listing.url },
      });
    await deps.emit(client, [
      deps.event('listings.property.updated', {
        propertyId: input.property_id,
        changedFields: ['external_listings'],
        name: property.name,
        timezone: property.timezone,
      }),
    ]);
    return toView(listing);
  });
}

/** DELETE /property_external_listing/{id}: §6 external listing delete. */
export async function deleteExternalListing(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  requireProfile(auth);
  const listing = await findExternalListing(deps.db, id);
  if (!listing) throw notFound();
  await assertAllowed(deps, auth, listing.property_id, 'external_listing', 'delete');
  await deps.db.tx(async (client) => {
    const property = await requireProperty(client, listing.property_id);
    await deleteRow(client, id);
    if (isStaff(auth))
      await audit(deps, client, auth, {
        action: 'EXTERNAL_LISTING_DELETED',
        entity: 'external_listing',
        entityId: id,
        entityLabel: property.name,
        propertyId: listing.property_id,
        before: { type: listing.type, url: listing.url },
        after: null,
      });
    await deps.emit(client, [
      deps.event('listings.property.updated', {
        propertyId: listing.property_id,
        changedFields: ['external_listings'],
        name: property.name,
        timezone: property.timezone,
      }),
    ]);
  });
}
