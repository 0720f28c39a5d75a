/**
 * The staff home (issue 19): the Airbnb calendars of every property that need someone — stale for
 * 24 h or failing on the last sync — each with its property's name and the last error.
 */
import type { AttentionAirbnbListingList } from '@casona/proto';
import { isStale, staleCutoff, staleSince } from '../domain/calendar/stale.ts';
import type { Deps } from './deps.ts';
import { attentionFeeds } from './staff-home-store.ts';

const ATTENTION_LIMIT = 200;

/** GET /property_airbnb_listing/attention (staff; the route checks the role). */
export async function attentionAirbnbListings(
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<AttentionAirbnbListingList> {
  const now = deps.now();
  const { rows, total } = await attentionFeeds(deps.db, staleCutoff(now), ATTENTION_LIMIT);
  return {
    total,
    items: rows.map((r) => {
      const stale = isStale(now, r.last_success_at, r.created_at);
      return {
        property_id: r.property_id,
        property_name: r.property_name,
        property_airbnb_listing_id: r.id,
        name: r.name,
        last_success_at: r.last_success_at?.toISOString() ?? null,
        stale,
        stale_since: stale ? staleSince(r.last_success_at, r.created_at).toISOString() : null,
        consecutive_failures: r.consecutive_failures,
        last_error: r.last_error,
      };
    }),
  };
}
