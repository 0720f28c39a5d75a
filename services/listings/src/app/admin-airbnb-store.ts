/** The back office's Airbnb listings: SQL only, rows in and out. */
import type { Queryable } from '@casona/kit/db/queryable';
import { FOLD_SQL as FOLD } from '../domain/name-search.ts';
import type { AttentionFeedRow } from './staff-home-store.ts';

export interface AdminFeedRow extends AttentionFeedRow {
  url: string;
  is_main_listing: boolean;
  currency: 'MXN' | 'USD';
}

/**
 * The listings of every property still in Casona (not DELETED) whose name or property's name holds
 * `q` (already folded and LIKE-escaped by domain/search.ts `nameNeedle`; null: any), those needing attention (no success since `cutoff` or the last sync
 * failed), the others, or all; longest without a success first, a page at a time, with the total.
 */
export async function adminFeeds(
  q: Queryable,
  filter: { q: string | null; health: 'all' | 'attention' | 'healthy'; cutoff: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminFeedRow[]; total: number }> {
  const attention = `(COALESCE(s.last_success_at, l.created_at) <= $2::timestamptz OR COALESCE(s.consecutive_failures, 0) > 0)`;
  // 'all' still names $2 (always set) so every parameter has a type.
  const health =
    filter.health === 'attention'
      ? attention
      : filter.health === 'healthy'
        ? `NOT ${attention}`
        : '$2::timestamptz IS NOT NULL';
  const { rows } = await q.query<AdminFeedRow & { total: string }>(
    `SELECT l.id, l.property_id, p.name AS property_name, l.name, l.url, l.is_main_listing, l.currency,
            l.created_at, s.last_success_at, s.last_error, COALESCE(s.consecutive_failures, 0) AS consecutive_failures,
            count(*) OVER () AS total
     FROM property_airbnb_listing l
       JOIN property p ON p.id = l.property_id
       LEFT JOIN property_airbnb_listing_sync s ON s.airbnb_listing_id = l.id
     WHERE p.status <> 'DELETED'
       AND ($1::text IS NULL OR ${FOLD('l.name')} LIKE '%' || $1 || '%' ESCAPE '\\' OR ${FOLD('p.name')} LIKE '%' || $1 || '%' ESCAPE '\\')
       AND ${health}
     ORDER BY COALESCE(s.last_success_at, l.created_at), l.id
     LIMIT $3 OFFSET $4`,
    [filter.q === null ? null : filter.q, filter.cutoff, page.limit, page.offset],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}
