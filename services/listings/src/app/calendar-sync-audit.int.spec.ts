/**
 * Staff's "sync now" of an Airbnb listing's calendar in the audit log (issue 19), on the real
 * database and the real Airbnb export: one entry per sync staff ask for, in the sync's transaction,
 * with the listing's sync health before and after and what the run did — a feed applied, an
 * unchanged feed that writes nothing else; a member's sync and the sweep's record none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeed } from '../../test-fixtures/ical/feeds.ts';
import type { SafeFetch } from '@casona/kit/http/safe-fetch';
import {
  authOf,
  givenMember,
  givenProfile,
  startUseCases,
  submission,
  type UseCases,
} from '../testing/use-cases.ts';
import { upsertAirbnbListing } from './airbnb-listings.ts';
import { runCalendarSync, syncAirbnbListingNow } from './calendar-sync.ts';
import type { Deps } from './deps.ts';
import { submitProperty } from './submission.ts';

const AIRBNB = readFeed('airbnbReservedAndBlocked');
const NOW = '2022-09-01T18:00:00.000Z';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

/** The ports on the feed's clock, with a fetcher that answers the real export for every calendar. */
const deps = (): Deps => {
  const fetch = Object.assign(
    async (url: string | URL) => ({
      status: 200,
      headers: {},
      body: Buffer.from(AIRBNB),
      url: String(url),
    }),
    { close: async () => {} },
  ) as SafeFetch;
  return { ...uc.deps, fetch, now: () => new Date(NOW) };
};

async function newListing() {
  const owner = await givenProfile(uc, { name: 'Dueña del Depa' });
  const { property_id } = await submitProperty(uc.deps, owner.auth, submission(), { locale: 'es' });
  const manager = await givenProfile(uc, { name: 'Gerente del Depa' });
  await givenMember(uc, manager.id, property_id, 'MANAGER');
  const listing = await upsertAirbnbListing(uc.deps, authOf(owner.id, 'STAFF'), {
    property_id,
    name: 'Depa Roma Norte',
    url: 'https://www.airbnb.mx/rooms/53627481',
    ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
    currency: 'MXN',
    base_hours_to_clean: 3,
  });
  return { listingId: listing.id, propertyId: property_id, manager };
}

const entriesOf = async (listingId: string) =>
  (await uc.events('audit.entry.recorded'))
    .map((e) => e.payload as Record<string, unknown>)
    .filter((p) => p['action'] === 'AIRBNB_LISTING_SYNCED' && p['entityId'] === listingId);

describe("staff's sync now in the audit log", () => {
  it('records the applied feed, then an unchanged one, each once, with the health before and after', async () => {
    const { listingId, propertyId } = await newListing();
    const staff = await givenProfile(uc, { name: 'Esteban Staff' });
    const auth = authOf(staff.id, 'STAFF');

    const first = await syncAirbnbListingNow(deps(), auth, listingId);
    expect(first.outcome).toBe('synced');
    expect(first.added).toBeGreaterThan(0);
    const [applied, ...others] = await entriesOf(listingId);
    expect(others).toEqual([]);
    expect(applied).toMatchObject({
      actorProfileId: staff.id,
      actorIsStaff: true,
      service: 'listings',
      entity: 'airbnb_listing',
      entityLabel: 'Depa Roma Norte',
      propertyId,
      // Never synced before: only what changed is kept (failures in a row stayed 0).
      before: { last_synced: null },
      after: { last_synced: NOW, result: 'synced', added: first.added, updated: 0, canceled: 0 },
    });

    // The same feed within the hour: no write to the sync's tables, still one entry for the run.
    const second = await syncAirbnbListingNow(deps(), auth, listingId);
    expect(second.outcome).toBe('unchanged');
    const entries = await entriesOf(listingId);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      before: {},
      after: { result: 'unchanged', added: 0, updated: 0, canceled: 0 },
    });
  });

  it("a member's sync now and the sweep's sync record nothing", async () => {
    const { listingId, manager } = await newListing();
    expect((await syncAirbnbListingNow(deps(), manager.auth, listingId)).outcome).toBe('synced');
    await runCalendarSync(deps(), listingId);
    expect(await entriesOf(listingId)).toEqual([]);
  });
});
