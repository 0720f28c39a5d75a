/**
 * The demo's Airbnb listing is synced from the committed feed (feed.ts), never from the internet:
 * the sweep and "sync now" read it here instead of fetching its ics_url (calendar-sync.ts), so the
 * demo's calendar stays healthy and its stays where the seed put them.
 */
import { DEMO_PROPERTY_ID } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { AirbnbListingRow } from '../app/airbnb-listing-store.ts';
import { findProperty } from '../app/property-store.ts';
import { addDays, dateInZone } from '../domain/calendar/dates.ts';
import { liveDemoFeed } from './feed.ts';

/** How long before the seeding day the demo's Airbnb listing was connected and first synced. */
export const HISTORY_DAYS = 183;

/** Whether a listing is the demo's (synced from the committed file, never fetched). */
export const isDemoListing = (listing: Pick<AirbnbListingRow, 'property_id'>): boolean =>
  listing.property_id === DEMO_PROPERTY_ID;

/** The day the demo was seeded: its listing's connection plus HISTORY_DAYS, in the home's zone. */
export function seededOn(listing: Pick<AirbnbListingRow, 'created_at'>, timeZone: string): string {
  return addDays(dateInZone(listing.created_at, timeZone), HISTORY_DAYS);
}

/**
 * The demo listing's feed as a fetch would bring it at `now`: the committed file moved to the
 * seeding day and repeated past it, the half year behind and ahead of `now`'s day (liveDemoFeed),
 * so every sync keeps half a year booked ahead however long ago the demo was seeded.
 */
export async function demoFetch(
  q: Queryable,
  listing: AirbnbListingRow,
  now: Date = new Date(),
): Promise<{ kind: 'body'; body: string; etag: null; lastModified: null }> {
  const home = await findProperty(q, listing.property_id);
  if (!home) throw new Error('the demo home is gone');
  const body = liveDemoFeed(seededOn(listing, home.timezone), dateInZone(now, home.timezone));
  return { kind: 'body', body, etag: null, lastModified: null };
}
