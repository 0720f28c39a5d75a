/**
 * The back office's Airbnb listings (issue 19): every property's listings with their calendar's
 * health — the staff home's card shows the few that need someone; this page finds any of them.
 */
import type { AdminAirbnbListingPage, AdminAirbnbListingQuery } from '@casona/proto';
import { isStale, staleCutoff, staleSince } from '../domain/calendar/stale.ts';
import { nameNeedle } from '../domain/name-search.ts';
import { adminFeeds } from './admin-airbnb-store.ts';
import type { Deps } from './deps.ts';

const PAGE_SIZE = 20;

/** GET /admin/airbnb_listing (staff; the gateway and the route check the role). */
export async function adminAirbnbListings(
  deps: Pick<Deps, 'db' | 'now'>,
  query: AdminAirbnbListingQuery,
): Promise<AdminAirbnbListingPage> {
  const now = deps.now();
  const page = query.page ?? 1;
  const { rows, total } = await adminFeeds(
    deps.db,
    { q: nameNeedle(query.q), health: query.health ?? 'all', cutoff: staleCutoff(now) },
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return {
    total,
    page,
    pageSize: PAGE_SIZE,
    items: rows.map((r) => {
      const stale = isStale(now, r.last_success_at, r.created_at);
      return {
        property_id: r.property_id,
        property_name: r.property_name,
        property_airbnb_listing_id: r.id,
        name: r.name,
        url: r.url,
        is_main_listing: r.is_main_listing,
        currency: r.currency,
        created_at: r.created_at.toISOString(),
        last_success_at: r.last_success_at?.toISOString() ?? null,
        stale,
        stale_since: stale ? staleSince(r.last_success_at, r.created_at).toISOString() : null,
        consecutive_failures: r.consecutive_failures,
        last_error: r.last_error,
      };
    }),
  };
}
