/**
 * Listings' demo seed on an empty database: the demo home among the published demo homes, owned
 * by the demo owner, with an Airbnb listing whose committed feed gave half a year of stays behind
 * and half a year ahead, each paid; run again it changes nothing; its feed is never fetched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROFILE_ID, DEMO_PROPERTY_ID } from '@casona/proto';
import { runCalendarSync } from '../app/calendar-sync.ts';
import type { SafeFetch, SafeFetchResponse } from '@casona/kit/http/safe-fetch';
import type { Deps } from '../app/deps.ts';
import { addDays, dateInZone } from '../domain/calendar/dates.ts';
import { parseFeed } from '../domain/calendar/parse.ts';
import { loadListingsConfig } from '../config.ts';
import { listingsDeps } from '../service.ts';
import { staffAccount, startHarness, type Harness } from '../testing/harness.ts';
import { committedFeed, demoFeed, liveDemoFeed } from './feed.ts';
import { DEMO_SOURCE_ID, marketplaceSeed, seedListingsDemo } from './seed.ts';
import { HISTORY_DAYS } from './sync.ts';
import { loadDemoSeed } from '../seed/demo.ts';
import { listPropertyTours } from '../app/buyers.ts';
import { DEMO_BUYERS } from './buyers.ts';

const DAY = 86_400_000;
const STAFF = { profileId: DEMO_PROFILE_ID, staffRole: 'STAFF', clientIp: null } as const;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.stop());

const deps = () => listingsDeps(h.listings.context);
const TZ = 'America/Mexico_City';

describe('the demo home on an empty database', () => {
  it('is one of the published demo homes, owned by the demo owner, announced as created', async () => {
    const seeded = await seedListingsDemo(deps());
    expect(seeded.property).toBe(true);
    expect(seeded.airbnbListing).toBe(true);
    expect(seeded.direct).toBe(3);
    expect(seeded.buyers).toBe(DEMO_BUYERS.length);
    const [home] = await h.sql(
      'SELECT name, status, city, state, demo_source_id FROM property WHERE id = $1',
      [DEMO_PROPERTY_ID],
    );
    const source = loadDemoSeed().properties.find((p) => p.source_id === DEMO_SOURCE_ID)!;
    expect(home).toMatchObject({
      name: source.name,
      status: 'PUBLISHED',
      city: 'San Pedro Cholula',
      state: 'Puebla',
    });
    expect(marketplaceSeed().properties.some((p) => p.source_id === DEMO_SOURCE_ID)).toBe(false);
    const created = (await h.events('listings.property.created')).map(
      (e) => e.payload as Record<string, unknown>,
    );
    expect(created).toEqual([
      expect.objectContaining({ propertyId: DEMO_PROPERTY_ID, ownerProfileId: DEMO_PROFILE_ID }),
    ]);
  });

  it('has a healthy main Airbnb listing with a year of paid stays from the committed feed', async () => {
    const listings = await h.sql('SELECT * FROM property_airbnb_listing WHERE property_id = $1', [
      DEMO_PROPERTY_ID,
    ]);
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({ is_main_listing: true, currency: 'MXN' });
    const [sync] = await h.sql('SELECT * FROM property_airbnb_listing_sync WHERE airbnb_listing_id = $1', [
      listings[0].id,
    ]);
    expect(sync).toMatchObject({ consecutive_failures: 0, last_error: null });
    expect(Date.now() - new Date(sync.last_success_at).getTime()).toBeLessThan(60_000);

    const today = dateInZone(new Date(), TZ);
    const stays = await h.sql(
      `SELECT to_char(check_in, 'YYYY-MM-DD') AS check_in, to_char(check_out, 'YYYY-MM-DD') AS check_out,
              total_earned::float AS earned, total_paid::float AS paid, guest_amount, confirmation_code, currency
         FROM property_airbnb_listing_reservation WHERE property_id = $1 AND NOT is_direct_booking ORDER BY check_in`,
      [DEMO_PROPERTY_ID],
    );
    const feed = parseFeed(demoFeed(today), { timeZone: TZ });
    expect(feed.status).toBe('events');
    expect(feed.warnings).toEqual([]);
    // Every stay of the feeds read since the listing was connected, half a year back (the first
    // sync's, read that day, and today's: the same as the committed year moved to today).
    const since = addDays(today, -HISTORY_DAYS);
    const first = parseFeed(liveDemoFeed(today, since), { timeZone: TZ });
    const live = parseFeed(liveDemoFeed(today, today), { timeZone: TZ });
    expect(live.reservations).toEqual(feed.reservations);
    const read = new Set(
      [...first.reservations, ...live.reservations].filter((r) => r.checkOut >= since).map((r) => r.uid),
    );
    expect(stays.length).toBe(read.size);
    expect(stays.filter((s) => s.check_out < today).length).toBeGreaterThan(20);
    expect(stays.filter((s) => s.check_in > addDays(today, 90)).length).toBeGreaterThan(10);
    for (const s of stays) {
      expect(s.currency).toBe('MXN');
      expect(s.confirmation_code).toMatch(/^HM[A-Z0-9]{8}$/);
      expect(s.earned).toBeGreaterThan(0);
      expect(s.paid).toBeGreaterThan(s.earned);
      expect(s.guest_amount).toBeGreaterThanOrEqual(2);
    }
    const direct = await h.sql(
      `SELECT currency, total_earned::float AS earned, to_char(check_in, 'YYYY-MM-DD') AS check_in
         FROM property_airbnb_listing_reservation WHERE property_id = $1 AND is_direct_booking ORDER BY check_in`,
      [DEMO_PROPERTY_ID],
    );
    expect(direct).toHaveLength(3);
    expect(direct.every((d) => d.currency === 'USD' && d.earned > 0)).toBe(true);
    expect(direct.filter((d) => d.check_in > today)).toHaveLength(2);
    expect((await h.events('listings.reservation.added')).length).toBe(stays.length + 3);
    expect((await h.events('listings.reservation.updated')).length).toBe(stays.length);
  });

  it('has its buyers: leads that stayed interested, and tours to come, taken place and reviewed, dated from today', async () => {
    const leads = await h.sql(
      `SELECT l.name, l.email, l.status, l.created_at, l.updated_at, t.tour_time, t.created_at AS asked_at,
              r.property_score, r.created_at AS reviewed_at
         FROM lead l LEFT JOIN tour_request t ON t.id = l.tour_request_id
         LEFT JOIN tour_review r ON r.tour_request_id = t.id
        WHERE l.property_id = $1 ORDER BY l.created_at`,
      [DEMO_PROPERTY_ID],
    );
    expect(leads.map((l) => l.name).sort()).toEqual(DEMO_BUYERS.map((b) => b.name).sort());
    const now = Date.now();
    const interested = leads.filter((l) => l.status === 'interested');
    expect(interested).toHaveLength(3);
    expect(interested.every((l) => l.tour_time === null)).toBe(true);
    const toured = leads.filter((l) => l.status === 'preprofiled');
    expect(toured).toHaveLength(4);
    const upcoming = toured.filter((l) => l.tour_time.getTime() > now);
    const visited = toured.filter((l) => l.tour_time.getTime() <= now);
    expect(upcoming).toHaveLength(1);
    expect(visited.filter((l) => l.property_score === null)).toHaveLength(1);
    expect(visited.filter((l) => l.property_score !== null)).toHaveLength(2);
    for (const l of leads) {
      expect(l.email).toMatch(/@example\.com$/);
      expect(l.created_at.getTime()).toBeLessThan(now);
      expect(now - l.created_at.getTime()).toBeLessThan(40 * DAY);
    }
    for (const l of toured) {
      expect(l.asked_at.getTime()).toBeLessThan(Math.min(now, l.tour_time.getTime()));
      expect(l.updated_at.getTime()).toBe(l.asked_at.getTime());
      if (l.reviewed_at) expect(l.reviewed_at.getTime()).toBeGreaterThan(l.tour_time.getTime());
    }
    // One left his details first and asked for a tour later: the same lead, promoted.
    expect(toured.filter((l) => l.created_at.getTime() < l.asked_at.getTime())).toHaveLength(1);
    // Visits at the home's daytime hours.
    for (const l of toured) {
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', hourCycle: 'h23' }).format(
          l.tour_time,
        ),
      );
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThanOrEqual(18);
    }
    // Written without the events that would email the team and example.com buyers.
    for (const type of [
      'listings.tour.requested',
      'listings.lead.created',
      'listings.tour.reviewed',
    ] as const)
      expect(await h.events(type)).toEqual([]);
    // The owner labels' view of them: tours with their reviews, nobody's name or contact.
    const tours = await listPropertyTours(deps(), STAFF, { propertyId: DEMO_PROPERTY_ID, page: 1 });
    expect(tours.total).toBe(4);
    expect(tours.items.filter((t) => t.review !== null)).toHaveLength(2);
    expect(JSON.stringify(tours)).not.toMatch(/example\.com|Mitchell/);
  });

  it('changes nothing when seeded again, and its sync never fetches', async () => {
    const before = (await h.events()).length;
    expect(await seedListingsDemo(deps())).toEqual({
      property: false,
      airbnbListing: false,
      reservations: 0,
      paid: 0,
      direct: 0,
      buyers: 0,
    });
    const refusing: SafeFetch = Object.assign(
      (): Promise<SafeFetchResponse> => Promise.reject(new Error('the demo feed was fetched')),
      { close: async () => {} },
    );
    const fetchless: Deps = { ...deps(), fetch: refusing };
    const [listing] = await h.sql('SELECT id FROM property_airbnb_listing WHERE property_id = $1', [
      DEMO_PROPERTY_ID,
    ]);
    expect(await runCalendarSync(fetchless, listing.id)).toMatchObject({ outcome: 'unchanged' });
    expect((await h.events()).length).toBe(before);
  });

  it('moves the committed feed to the seeding day by whole days', () => {
    const text = committedFeed();
    expect(text).toContain('PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN');
    const a = parseFeed(demoFeed('2026-01-01', text), { timeZone: TZ });
    const b = parseFeed(demoFeed('2026-03-11', text), { timeZone: TZ });
    expect(b.reservations.map((r) => r.checkIn)).toEqual(a.reservations.map((r) => addDays(r.checkIn, 69)));
    expect(a.reservations.length).toBeGreaterThan(50);
  });

  it("stays off staff's home even when its calendar is stale: the demo is a show, not staff's work", async () => {
    await seedListingsDemo(deps());
    const [listing] = await h.sql('SELECT id FROM property_airbnb_listing WHERE property_id = $1', [
      DEMO_PROPERTY_ID,
    ]);
    await h.sql(
      `UPDATE property_airbnb_listing_sync SET last_success_at = now() - interval '3 days', consecutive_failures = 2,
              last_error = 'timeout' WHERE airbnb_listing_id = $1`,
      [listing.id],
    );
    const admin = await staffAccount(h);
    const res = await h.call<{ items: { property_id: string }[]; total: number }>(
      'GET',
      '/api/v1/property_airbnb_listing/attention',
      { token: admin.accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.property_id)).not.toContain(DEMO_PROPERTY_ID);
    expect(res.body.total).toBe(res.body.items.length);
    // The next sync heals it, as the sweep does.
    expect(await runCalendarSync(deps(), listing.id)).toMatchObject({ outcome: 'unchanged' });
  });

  it('repeats the committed year past the seeding day, each repeat its own stays', () => {
    const seeded = '2026-03-11';
    for (const days of [0, 70, 200, 400]) {
      const today = addDays(seeded, days);
      const feed = parseFeed(liveDemoFeed(seeded, today), { timeZone: TZ });
      expect(feed.warnings).toEqual([]);
      const stays = [...feed.reservations].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
      expect(stays.filter((r) => r.checkIn > addDays(today, 90)).length).toBeGreaterThan(10);
      expect(stays.filter((r) => r.checkOut < today).length).toBeGreaterThan(20);
      expect(new Set(stays.map((r) => r.uid)).size).toBe(stays.length);
      expect(new Set(stays.map((r) => r.confirmationCode)).size).toBe(stays.length);
      for (let i = 1; i < stays.length; i++) expect(stays[i]!.checkIn >= stays[i - 1]!.checkOut).toBe(true);
    }
  });

  it('lives: 70 days on, its daily run keeps half a year booked ahead, every stay paid, a direct booking ahead', async () => {
    const later: Deps = { ...deps(), now: () => new Date(Date.now() + 70 * DAY) };
    const day70 = dateInZone(later.now(), TZ);
    const run = await seedListingsDemo(later);
    expect(run.reservations).toBeGreaterThan(5);
    expect(run.paid).toBe(run.reservations);
    const stays = await h.sql(
      `SELECT to_char(check_in, 'YYYY-MM-DD') AS check_in, is_canceled, is_direct_booking, total_earned
         FROM property_airbnb_listing_reservation WHERE property_id = $1`,
      [DEMO_PROPERTY_ID],
    );
    expect(stays.filter((s) => s.is_canceled)).toEqual([]);
    expect(stays.filter((s) => s.total_earned === null)).toEqual([]);
    expect(stays.filter((s) => s.check_in > addDays(day70, 90)).length).toBeGreaterThan(10);
    expect(stays.filter((s) => s.is_direct_booking && s.check_in > day70).length).toBeGreaterThan(0);
    // The same day again: nothing new.
    expect(await seedListingsDemo(later)).toMatchObject({ reservations: 0, paid: 0, direct: 0 });
  });

  it('is seeded on its own setting: SEED_DEMO for the /demo home, SEED_MARKETPLACE for the 40 homes', () => {
    expect(loadListingsConfig({ SEED_DEMO: 'true' })).toMatchObject({
      SEED_DEMO: true,
      SEED_MARKETPLACE: undefined,
    });
    expect(loadListingsConfig({ SEED_DEMO: '', SEED_MARKETPLACE: 'false' })).toMatchObject({
      SEED_DEMO: undefined,
      SEED_MARKETPLACE: false,
    });
    expect(() => loadListingsConfig({ SEED_MARKETPLACE: 'maybe' })).toThrow('SEED_MARKETPLACE');
  });
});
