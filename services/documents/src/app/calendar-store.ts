/** The secret addresses of the deadline calendars: SQL only. */
import type { Queryable } from '@casona/kit/db/queryable';

export interface CalendarFeedRow {
  property_id: string;
  token: string;
  created_at: Date;
}

export async function feedOfProperty(q: Queryable, propertyId: string): Promise<CalendarFeedRow | null> {
  const { rows } = await q.query<CalendarFeedRow>(
    'SELECT property_id, token, created_at FROM calendar_feed WHERE property_id = $1',
    [propertyId],
  );
  return rows[0] ?? null;
}

export async function feedByToken(q: Queryable, token: string): Promise<CalendarFeedRow | null> {
  const { rows } = await q.query<CalendarFeedRow>(
    'SELECT property_id, token, created_at FROM calendar_feed WHERE token = $1',
    [token],
  );
  return rows[0] ?? null;
}

/** Creates the address, or replaces it (the old token stops working at once). */
export async function replaceFeed(
  q: Queryable,
  row: CalendarFeedRow & { created_by: string | null },
): Promise<CalendarFeedRow> {
  const { rows } = await q.query<CalendarFeedRow>(
    `INSERT INTO calendar_feed (property_id, token, created_by, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (property_id) DO UPDATE SET token = EXCLUDED.token, created_by = EXCLUDED.created_by,
       created_at = EXCLUDED.created_at
     RETURNING property_id, token, created_at`,
    [row.property_id, row.token, row.created_by, row.created_at],
  );
  return rows[0]!;
}

export async function deleteFeed(q: Queryable, propertyId: string): Promise<void> {
  await q.query('DELETE FROM calendar_feed WHERE property_id = $1', [propertyId]);
}
