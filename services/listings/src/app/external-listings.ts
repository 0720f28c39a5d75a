import { randomUUID } from 'node:crypto';
import type { ExternalListingUpsert, PropertyExternalListing } from '@casona/proto';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { assertAllowed } from './access.ts';
import type { Deps } from './deps.ts';
import { requireRow } from './properties.ts';

interface Row {
  id: string;
  property_id: string;
  type: PropertyExternalListing['type'];
  url: string;
  created_at: Date;
}

const toView = (r: Row): PropertyExternalListing => ({ ...r, created_at: r.created_at.toISOString() });

/** GET /property_external_listing?property_id=: §6 external listing read. */
export async function listExternalListings(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
): Promise<PropertyExternalListing[]> {
  await assertAllowed(deps, auth, propertyId, 'external_listing', 'select');
  const { rows } = await deps.db.query<Row>(
    'SELECT * FROM property_external_listing WHERE property_id = $1 ORDER BY created_at, id',
    [propertyId],
  );
  return rows.map(toView);
}

/** POST /property_external_listing: add one (or change it, with `id`); §6 external listing insert/update. */
export async function upsertExternalListing(
  deps: Deps,
  auth: AuthContext,
  input: ExternalListingUpsert,
): Promise<PropertyExternalListing> {
  await assertAllowed(deps, auth, input.property_id, 'external_listing', input.id ? 'update' : 'insert');
  return deps.db.tx(async (client) => {
    const property = await requireRow(client, input.property_id);
    const now = deps.now();
    const { rows } = input.id
      ? await client.query<Row>(
          'UPDATE property_external_listing SET type = $3, url = $4 WHERE id = $1 AND property_id = $2 RETURNING *',
          [input.id, input.property_id, input.type, input.url],
        )
      : await client.query<Row>(
          `INSERT INTO property_external_listing (id, property_id, type, url, created_at) VALUES ($1, $2, $3, $4, $5)
           RETURNING *`,
          [randomUUID(), input.property_id, input.type, input.url, now],
        );
    if (!rows[0]) throw notFound();
    await deps.emit(client, [
      deps.event('listings.property.updated', {
        propertyId: input.property_id,
        changedFields: ['external_listings'],
        name: property.name,
        timezone: property.timezone,
      }),
    ]);
    return toView(rows[0]);
  });
}

/** DELETE /property_external_listing/{id}: §6 external listing delete. */
export async function deleteExternalListing(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  requireProfile(auth);
  const { rows } = await deps.db.query<Row>('SELECT * FROM property_external_listing WHERE id = $1', [id]);
  const listing = rows[0];
  if (!listing) throw notFound();
  await assertAllowed(deps, auth, listing.property_id, 'external_listing', 'delete');
  await deps.db.tx(async (client) => {
    const property = await requireRow(client, listing.property_id);
    await client.query('DELETE FROM property_external_listing WHERE id = $1', [id]);
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
