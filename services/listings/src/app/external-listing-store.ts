/** Where else a property is advertised: SQL only. */
import type { PropertyExternalListing } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface ExternalListingRow {
  id: string;
  property_id: string;
  type: PropertyExternalListing['type'];
  url: string;
  created_at: Date;
}

export async function externalListingsOf(q: Queryable, propertyId: string): Promise<ExternalListingRow[]> {
  const { rows } = await q.query<ExternalListingRow>(
    'SELECT * FROM property_external_listing WHERE property_id = $1 ORDER BY created_at, id',
    [propertyId],
  );
  return rows;
}

export async function findExternalListing(q: Queryable, id: string): Promise<ExternalListingRow | null> {
  const { rows } = await q.query<ExternalListingRow>(
    'SELECT * FROM property_external_listing WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function insertExternalListing(
  q: Queryable,
  row: ExternalListingRow,
): Promise<ExternalListingRow> {
  const { rows } = await q.query<ExternalListingRow>(
    `INSERT INTO property_external_listing (id, property_id, type, url, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING *`,
    [row.id, row.property_id, row.type, row.url, row.created_at],
  );
  return rows[0]!;
}

/** Changes a listing of the property; null when the property has no listing with that id. */
export async function updateExternalListing(
  q: Queryable,
  row: Omit<ExternalListingRow, 'created_at'>,
): Promise<ExternalListingRow | null> {
  const { rows } = await q.query<ExternalListingRow>(
    'UPDATE property_external_listing SET type = $3, url = $4 WHERE id = $1 AND property_id = $2 RETURNING *',
    [row.id, row.property_id, row.type, row.url],
  );
  return rows[0] ?? null;
}

export async function deleteExternalListing(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM property_external_listing WHERE id = $1', [id]);
}
