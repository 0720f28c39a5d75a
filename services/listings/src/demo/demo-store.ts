/** What the demo's listings seed looks up: SQL only. */
import type { Queryable } from '@casona/kit/db/queryable';

/** The property's direct bookings; with `after`, only those not canceled checking in after that day. */
export async function directBookingCount(q: Queryable, propertyId: string, after?: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM property_airbnb_listing_reservation
      WHERE property_id = $1 AND is_direct_booking
        AND ($2::date IS NULL OR (check_in > $2::date AND NOT is_canceled))`,
    [propertyId, after ?? null],
  );
  return rows[0]!.n;
}

/** Which of the given lead ids a property already has (the demo's buyers are made once). */
export async function existingLeadIds(q: Queryable, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM lead WHERE id = ANY($1)', [ids]);
  return new Set(rows.map((r) => r.id));
}
