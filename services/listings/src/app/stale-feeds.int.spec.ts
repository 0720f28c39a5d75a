/**
 * Stale feeds on the real database (issue 12): a listing whose calendar has not synced successfully
 * for 24 h is flagged on its list, its sync health and the owner's dashboard list, and announced once
 * per episode (listings.airbnb_listing.stale, which notifications turns into the managers' email);
 * a successful sync ends the episode, a failed one does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeed } from '../../test-fixtures/ical/feeds.ts';
import {
  authOf,
  givenMember,
  givenProfile,
  startUseCases,
  submission,
  type UseCases,
} from '../testing/use-cases.ts';
import { listAirbnbListings, upsertAirbnbListing } from './airbnb-listings.ts';
import {
  airbnbListingSyncLog,
  announceStaleFeeds,
  staleAirbnbListings,
  syncListing,
} from './calendar-sync.ts';
import type { Deps } from './deps.ts';
import { submitProperty } from './submission.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

const T0 = Date.parse('2031-03-01T12:00:00Z');
const hours = (h: number): Deps => ({ ...uc.deps, now: () => new Date(T0 + h * 3_600_000) });
const staleEvents = async (listingId: string) =>
  (await uc.events('listings.airbnb_listing.stale'))
    .map((e) => e.payload as Record<string, unknown>)
    .filter((p) => p.airbnbListingId === listingId);

describe('stale feeds', () => {
  it('flags a feed 24 h without a success, announces each episode once, and a success ends it', async () => {
    const owner = await givenProfile(uc);
    const { property_id } = await submitProperty(hours(0), owner.auth, submission({ name: 'Casa Ceiba' }), {
      locale: 'es',
    });
    await givenMember(uc, owner.id, property_id, 'OWNER');
    const staff = authOf(owner.id, 'STAFF');
    const listing = await upsertAirbnbListing(hours(0), staff, {
      property_id,
      name: 'Loft Ceiba',
      url: 'https://www.airbnb.mx/rooms/53627481',
      ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
      currency: 'MXN',
      base_hours_to_clean: 3,
    });
    const flag = async (h: number) =>
      (await listAirbnbListings(hours(h), owner.auth, property_id)).find((l) => l.id === listing.id)!;

    // never synced: stale 24 h after it was added
    expect(await flag(23.9)).toMatchObject({ stale: false, last_success_at: null });
    await announceStaleFeeds(hours(23.9));
    expect(await staleEvents(listing.id)).toEqual([]);
    expect((await staleAirbnbListings(hours(23.9), owner.auth)).items).toEqual([]);

    expect(await flag(24)).toMatchObject({ stale: true });
    expect(await announceStaleFeeds(hours(24))).toBeGreaterThanOrEqual(1);
    expect(await staleEvents(listing.id)).toEqual([
      {
        airbnbListingId: listing.id,
        propertyId: property_id,
        name: 'Loft Ceiba',
        url: 'https://www.airbnb.mx/rooms/53627481',
        lastSuccessAt: null,
        staleSince: new Date(T0 + 24 * 3_600_000).toISOString(),
        lastError: null,
        consecutiveFailures: 0,
      },
    ]);
    expect((await staleAirbnbListings(hours(25), owner.auth)).items).toEqual([
      {
        property_id,
        property_name: 'Casa Ceiba',
        property_airbnb_listing_id: listing.id,
        name: 'Loft Ceiba',
        last_success_at: null,
        stale_since: new Date(T0 + 24 * 3_600_000).toISOString(),
        last_error: null,
      },
    ]);
    // the same episode is announced once, however many checks and failed syncs follow
    await syncListing(hours(25), listing.id, { kind: 'error', error: 'HTTP 403' });
    await announceStaleFeeds(hours(25));
    await announceStaleFeeds(hours(40));
    expect(await staleEvents(listing.id)).toHaveLength(1);
    expect((await airbnbListingSyncLog(hours(40), owner.auth, listing.id)).state).toMatchObject({
      stale: true,
      stale_since: new Date(T0 + 24 * 3_600_000).toISOString(),
      consecutive_failures: 1,
      last_error: 'HTTP 403',
    });

    // a success ends the episode: fresh again, and stale again 24 h later is a new episode
    const body = readFeed('airbnbReservedAndBlocked');
    await syncListing(hours(41), listing.id, { kind: 'body', body, etag: null, lastModified: null });
    expect(await flag(41)).toMatchObject({
      stale: false,
      last_success_at: new Date(T0 + 41 * 3_600_000).toISOString(),
    });
    expect((await airbnbListingSyncLog(hours(41), owner.auth, listing.id)).state).toMatchObject({
      stale: false,
      stale_since: null,
    });
    expect((await staleAirbnbListings(hours(41), owner.auth)).items).toEqual([]);
    await announceStaleFeeds(hours(64.9));
    expect(await staleEvents(listing.id)).toHaveLength(1);
    await syncListing(hours(64.95), listing.id, { kind: 'error', error: 'HTTP 500' });
    await announceStaleFeeds(hours(65));
    expect(await staleEvents(listing.id)).toMatchObject([
      { lastSuccessAt: null },
      {
        lastSuccessAt: new Date(T0 + 41 * 3_600_000).toISOString(),
        staleSince: new Date(T0 + 65 * 3_600_000).toISOString(),
        lastError: 'HTTP 500',
        consecutiveFailures: 1,
      },
    ]);
    // an unchanged feed (304) is a success too: the episode ends without a new write of events
    await syncListing(hours(66), listing.id, { kind: 'not_modified' });
    expect(await flag(66)).toMatchObject({ stale: false });
    expect((await airbnbListingSyncLog(hours(66), owner.auth, listing.id)).state).toMatchObject({
      stale: false,
      consecutive_failures: 0,
    });
  });

  it('lists only the stale feeds of properties whose label reads Airbnb listings', async () => {
    const owner = await givenProfile(uc);
    const { property_id } = await submitProperty(hours(0), owner.auth, submission(), { locale: 'es' });
    await givenMember(uc, owner.id, property_id, 'OWNER');
    await upsertAirbnbListing(hours(0), authOf(owner.id, 'STAFF'), {
      property_id,
      name: 'Depa',
      url: 'https://www.airbnb.mx/rooms/777',
      ics_url: 'https://www.airbnb.mx/calendar/ical/777.ics?s=abc',
      currency: 'USD',
      base_hours_to_clean: 2,
    });
    const worker = await givenProfile(uc);
    await givenMember(uc, worker.id, property_id, 'WORKER');
    const manager = await givenProfile(uc);
    await givenMember(uc, manager.id, property_id, 'MANAGER');
    const stranger = await givenProfile(uc);
    expect((await staleAirbnbListings(hours(30), owner.auth)).items.map((i) => i.property_id)).toEqual([
      property_id,
    ]);
    expect((await staleAirbnbListings(hours(30), manager.auth)).items).toHaveLength(1);
    expect((await staleAirbnbListings(hours(30), worker.auth)).items).toEqual([]);
    expect((await staleAirbnbListings(hours(30), stranger.auth)).items).toEqual([]);
  });
});
