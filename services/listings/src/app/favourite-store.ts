/** Favourites (issue 16): SQL only, rows in and out. */
import type { Queryable } from '@casona/kit/db/queryable';
import { MARKET_CARD_COLUMNS } from '../domain/market-query.ts';
import type { CardRow } from './market-store.ts';

/** Keeps a PUBLISHED home for the person; false when no such published home exists. */
export async function insertFavourite(q: Queryable, profileId: string, propertyId: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `WITH home AS (SELECT id FROM property WHERE id = $2 AND status = 'PUBLISHED'),
          kept AS (INSERT INTO property_favourite (profile_id, property_id)
                   SELECT $1, id FROM home ON CONFLICT DO NOTHING)
     SELECT id FROM home`,
    [profileId, propertyId],
  );
  return rows.length > 0;
}

export async function deleteFavourite(q: Queryable, profileId: string, propertyId: string): Promise<void> {
  await q.query('DELETE FROM property_favourite WHERE profile_id = $1 AND property_id = $2', [
    profileId,
    propertyId,
  ]);
}

/** The person's kept homes still published, newest kept first, at most `limit`. */
export async function favouriteCards(
  q: Queryable,
  profileId: string,
  limit: number,
): Promise<(CardRow & { saved_at: Date })[]> {
  const { rows } = await q.query<CardRow & { saved_at: Date }>(
    `SELECT ${MARKET_CARD_COLUMNS}, f.created_at AS saved_at
     FROM property_favourite f JOIN property ON property.id = f.property_id
     WHERE f.profile_id = $1 AND property.status = 'PUBLISHED'
     ORDER BY f.created_at DESC, property.id
     LIMIT $2`,
    [profileId, limit],
  );
  return rows;
}
