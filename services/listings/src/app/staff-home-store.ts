/** The staff home's calendar card: SQL only, rows in and out. */
import { DEMO_PROPERTY_ID } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface AttentionFeedRow {
  id: string;
  property_id: string;
  property_name: string;
  name: string;
  created_at: Date;
  last_success_at: Date | null;
  last_error: string | null;
  consecutive_failures: number;
}

/**
 * The listings of every property still in Casona (not DELETED) whose last success (or creation,
 * never synced) is at or before `cutoff`, or whose last sync failed; longest without a success
 * first, at most `limit`, with how many there are in all. Never the demo home's (§2 /demo): its
 * calendar is a show synced from a committed file, not staff's work.
 */
export async function attentionFeeds(
  q: Queryable,
  cutoff: Date,
  limit: number,
): Promise<{ rows: AttentionFeedRow[]; total: number }> {
  const { rows } = await q.query<AttentionFeedRow & { total: string }>(
    `SELECT l.id, l.property_id, p.name AS property_name, l.name, l.created_at, s.last_success_at, s.last_error,
            COALESCE(s.consecutive_failures, 0) AS consecutive_failures, count(*) OVER () AS total
     FROM property_airbnb_listing l
       JOIN property p ON p.id = l.property_id
       LEFT JOIN property_airbnb_listing_sync s ON s.airbnb_listing_id = l.id
     WHERE p.status <> 'DELETED' AND l.property_id <> $3
       AND (COALESCE(s.last_success_at, l.created_at) <= $1 OR COALESCE(s.consecutive_failures, 0) > 0)
     ORDER BY COALESCE(s.last_success_at, l.created_at), l.id
     LIMIT $2`,
    [cutoff, limit, DEMO_PROPERTY_ID],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}
