/** A property's Airbnb listings (§3 property_airbnb_listing): SQL only. */
import type { Currency } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface AirbnbListingRow {
  id: string;
  property_id: string;
  name: string;
  url: string;
  profile_url: string | null;
  ics_url: string;
  is_main_listing: boolean;
  cohost_verified: boolean;
  currency: Currency;
  base_hours_to_clean: number;
  current_hours_to_clean: number;
  created_at: Date;
  updated_at: Date;
}

export async function airbnbListingsOf(q: Queryable, propertyId: string): Promise<AirbnbListingRow[]> {
  const { rows } = await q.query<AirbnbListingRow>(
    'SELECT * FROM property_airbnb_listing WHERE property_id = $1 ORDER BY created_at, id',
    [propertyId],
  );
  return rows;
}

/** One listing, locked for the caller's transaction when asked; null when there is none. */
export async function findAirbnbListing(
  q: Queryable,
  id: string,
  lock = false,
): Promise<AirbnbListingRow | null> {
  const { rows } = await q.query<AirbnbListingRow>(
    `SELECT * FROM property_airbnb_listing WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertAirbnbListing(q: Queryable, row: AirbnbListingRow): Promise<AirbnbListingRow> {
  const { rows } = await q.query<AirbnbListingRow>(
    `INSERT INTO property_airbnb_listing (id, property_id, name, url, profile_url, ics_url, is_main_listing,
       cohost_verified, currency, base_hours_to_clean, current_hours_to_clean, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
    [
      row.id,
      row.property_id,
      row.name,
      row.url,
      row.profile_url,
      row.ics_url,
      row.is_main_listing,
      row.cohost_verified,
      row.currency,
      row.base_hours_to_clean,
      row.current_hours_to_clean,
      row.created_at,
      row.updated_at,
    ],
  );
  return rows[0]!;
}

/** Writes every editable column of a listing (the property and creation time never change). */
export async function updateAirbnbListing(q: Queryable, row: AirbnbListingRow): Promise<AirbnbListingRow> {
  const { rows } = await q.query<AirbnbListingRow>(
    `UPDATE property_airbnb_listing SET name = $2, url = $3, profile_url = $4, ics_url = $5, is_main_listing = $6,
       currency = $7, base_hours_to_clean = $8, current_hours_to_clean = $9, updated_at = $10
     WHERE id = $1 RETURNING *`,
    [
      row.id,
      row.name,
      row.url,
      row.profile_url,
      row.ics_url,
      row.is_main_listing,
      row.currency,
      row.base_hours_to_clean,
      row.current_hours_to_clean,
      row.updated_at,
    ],
  );
  return rows[0]!;
}

/** Takes the main flag from the property's other listings (one main listing per property). */
export async function clearMainAirbnbListing(
  q: Queryable,
  propertyId: string,
  exceptId: string,
): Promise<void> {
  await q.query(
    'UPDATE property_airbnb_listing SET is_main_listing = false WHERE property_id = $1 AND id <> $2 AND is_main_listing',
    [propertyId, exceptId],
  );
}

export async function deleteAirbnbListing(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM property_airbnb_listing WHERE id = $1', [id]);
}

/** The URL of the property's main listing, or null when it has none. */
export async function mainAirbnbListingUrl(q: Queryable, propertyId: string): Promise<string | null> {
  const { rows } = await q.query<{ url: string }>(
    'SELECT url FROM property_airbnb_listing WHERE property_id = $1 AND is_main_listing',
    [propertyId],
  );
  return rows[0]?.url ?? null;
}

/** The public page's "reserve on Airbnb" address (property.main_airbnb_listing_url). */
export async function setPropertyMainAirbnbListingUrl(q: Queryable, propertyId: string, url: string | null) {
  await q.query('UPDATE property SET main_airbnb_listing_url = $2 WHERE id = $1', [propertyId, url]);
}

/** Every listing's id, for the calendar sync sweep. */
export async function allAirbnbListingIds(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM property_airbnb_listing ORDER BY id');
  return rows.map((r) => r.id);
}
