/** The listing link a property was created from (/submit_from_listing): SQL only. */
import type { Queryable } from '@casona/kit/db/queryable';

export interface SourceListingRow {
  property_id: string;
  url: string;
  created_at: Date;
}

export async function insertSourceListing(q: Queryable, row: SourceListingRow): Promise<void> {
  await q.query('INSERT INTO property_source_listing (property_id, url, created_at) VALUES ($1, $2, $3)', [
    row.property_id,
    row.url,
    row.created_at,
  ]);
}

export async function sourceListingsOf(q: Queryable, propertyIds: string[]): Promise<SourceListingRow[]> {
  if (propertyIds.length === 0) return [];
  const { rows } = await q.query<SourceListingRow>(
    'SELECT property_id, url, created_at FROM property_source_listing WHERE property_id = ANY($1)',
    [propertyIds],
  );
  return rows;
}
