/**
 * Listings' part of the demo (§2 /demo, issue 19): the demo home and its Airbnb calendar, by proto's
 * fixed ids, through listings' own stores and use cases so every event flows as in real use.
 *
 * - The home is one of the published demo homes (../seed/demo-properties.json, real listings):
 *   DEMO_SOURCE_ID, given DEMO_PROPERTY_ID and announced as created with the demo owner as its
 *   owner (identity makes the membership; identity's own seed makes it whatever start came first).
 *   The marketplace seed leaves that entry out (marketplaceSeed), so the home exists once.
 * - Its Airbnb listing was connected HISTORY_DAYS before the seeding day and synced then and now
 *   from the committed feed (feed.ts: a real export's shape, moved to the seeding day), so the
 *   stays of the half year behind are on record (a first sync never adds past stays) and the half
 *   year ahead is booked; each stay then gets its money (money.ts) as a host would type it.
 * - Its buyers' side (buyers.ts): leads, tour requests (to come, taken place, reviewed) and tour
 *   reviews, written as the buyer forms write them, without the events that would email people.
 * - Idempotent: each step looks for what it would make and makes only what is missing.
 */
import { DEMO_PROFILE_ID, DEMO_PROPERTY_ID, demoUuid } from '@casona/proto';
import type { AuthContext } from '@casona/kit/auth/context';
import type { Deps } from '../app/deps.ts';
import { airbnbListingsOf, type AirbnbListingRow } from '../app/airbnb-listing-store.ts';
import { upsertAirbnbListing } from '../app/airbnb-listings.ts';
import { feedReservationsOf, findSyncState } from '../app/calendar-sync-store.ts';
import { syncListing, type SyncResult } from '../app/calendar-sync.ts';
import { findProperty, findPropertyBySlug } from '../app/property-store.ts';
import { createReservation, updateReservation } from '../app/reservations.ts';
import { insertDemoProperty } from '../app/seed-store.ts';
import { baseSlug } from '../domain/slug.ts';
import { timezoneFor } from '../domain/timezone.ts';
import { loadDemoSeed, type DemoProperty, type DemoSeed } from '../seed/demo.ts';
import { demoFetch, HISTORY_DAYS } from './sync.ts';
import { directStayMoneyUsd, gapsBetween, stayMoney } from './money.ts';
import { directBookingCount, existingLeadIds } from './demo-store.ts';
import { buyerDates, DEMO_BUYERS } from './buyers.ts';
import { attachTourToLead, insertLead, insertTourRequest, insertTourReview } from '../app/buyer-store.ts';
import { dateInZone } from '../domain/calendar/dates.ts';

/** The demo home among the published demo homes: a two-bedroom house in San Pedro Cholula, Puebla. */
export const DEMO_SOURCE_ID = 'lamudi:41032-73-77e23522f1-2577-1909b11-b427-762d';

/**
 * The seed acts with company staff's rights on the demo owner's behalf: the demo home is published
 * (only staff edit those, §4) and its reservation money is not the owner label's to write (§6).
 */
const SEED_AUTH: AuthContext = Object.freeze({
  profileId: DEMO_PROFILE_ID,
  staffRole: 'STAFF',
  clientIp: null,
});

const DAY_MS = 86_400_000;

/** The demo marketplace without the demo home, which seedListingsDemo adds with its fixed id. */
export function marketplaceSeed(seed: DemoSeed = loadDemoSeed()): DemoSeed {
  return { ...seed, properties: seed.properties.filter((p) => p.source_id !== DEMO_SOURCE_ID) };
}

function demoHomeOf(seed: DemoSeed): DemoProperty {
  const home = seed.properties.find((p) => p.source_id === DEMO_SOURCE_ID);
  if (!home) throw new Error(`the demo home ${DEMO_SOURCE_ID} is not among the demo properties`);
  return home;
}

export interface ListingsDemoResult {
  property: boolean;
  airbnbListing: boolean;
  /** Stays the syncs added. */
  reservations: number;
  /** Stays whose money was filled. */
  paid: number;
  /** Direct bookings in US dollars added. */
  direct: number;
  /** Buyers (leads, with their tour and review when they have one) added. */
  buyers: number;
}

async function ensureHome(deps: Deps, seed: DemoSeed): Promise<boolean> {
  return deps.db.tx(async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('casona.listings.demo-home'))");
    if (await findProperty(client, DEMO_PROPERTY_ID)) return false;
    const p = demoHomeOf(seed);
    let slug = baseSlug(p.name, p.city);
    for (let n = 2; await findPropertyBySlug(client, slug); n++) slug = `${baseSlug(p.name, p.city)}-${n}`;
    const timezone = timezoneFor(p.state, p.city);
    await insertDemoProperty(client, p, { id: DEMO_PROPERTY_ID, slug, timezone, now: deps.now() });
    await deps.emit(client, [
      deps.event('listings.property.created', {
        propertyId: DEMO_PROPERTY_ID,
        appraisalId: null,
        ownerProfileId: DEMO_PROFILE_ID,
        createdBy: null,
        owner: null,
        name: p.name,
        slug,
        type: p.type,
        status: 'PUBLISHED',
        state: p.state,
        city: p.city,
        timezone,
        price: p.price,
        latitude: p.latitude ?? null,
        longitude: p.longitude ?? null,
      }),
    ]);
    return true;
  });
}

/** The use cases' ports with the clock at `at`: the listing's connection and first sync, in the past. */
const at = (deps: Deps, when: Date): Deps => ({ ...deps, now: () => when });

/** The demo's listing, connected HISTORY_DAYS ago (its creation date says when it was seeded). */
async function ensureListing(deps: Deps): Promise<{ listing: AirbnbListingRow; created: boolean }> {
  const existing = (await airbnbListingsOf(deps.db, DEMO_PROPERTY_ID))[0];
  if (existing) return { listing: existing, created: false };
  const connected = new Date(deps.now().getTime() - HISTORY_DAYS * DAY_MS);
  await upsertAirbnbListing(at(deps, connected), SEED_AUTH, {
    property_id: DEMO_PROPERTY_ID,
    name: 'Casa Camino Real en Cholula, a pasos de la pirámide',
    // Room 0 is no one's listing: the demo links to no real host. Its calendar is never fetched.
    url: 'https://www.airbnb.mx/rooms/0',
    ics_url: 'https://www.airbnb.mx/calendar/ical/0.ics',
    is_main_listing: true,
    currency: 'MXN',
    base_hours_to_clean: 3,
  });
  return { listing: (await airbnbListingsOf(deps.db, DEMO_PROPERTY_ID))[0]!, created: true };
}

/** One sync of the demo's listing from the committed feed, with the clock at `when` (default now). */
async function syncDemoListing(deps: Deps, listing: AirbnbListingRow, when?: Date): Promise<SyncResult> {
  const clock = when ? at(deps, when) : deps;
  return syncListing(clock, listing.id, await demoFetch(deps.db, listing, clock.now()));
}

/**
 * Three direct bookings paid in US dollars (earnings in both currencies, §4): in free stretches of
 * the calendar, one behind the seeding day and two ahead, as a host types them. The demo lives:
 * once none is ahead any more, two more are booked in the next free stretches.
 */
async function ensureDirectBookings(deps: Deps, listing: AirbnbListingRow): Promise<number> {
  const home = await findProperty(deps.db, DEMO_PROPERTY_ID);
  const today = dateInZone(deps.now(), home!.timezone);
  const booked = await directBookingCount(deps.db, DEMO_PROPERTY_ID);
  if (booked > 0 && (await directBookingCount(deps.db, DEMO_PROPERTY_ID, today)) > 0) return 0;
  const stays = (await feedReservationsOf(deps.db, listing.id)).filter((s) => !s.is_canceled);
  const gaps = gapsBetween(stays, 3);
  const picks = [
    ...(booked === 0 ? gaps.filter(([, out]) => out < today).slice(-1) : []),
    ...gaps.filter(([checkIn]) => checkIn > today).slice(0, 2),
  ];
  for (const [checkIn, checkOut] of picks) {
    await createReservation(deps, SEED_AUTH, {
      property_id: DEMO_PROPERTY_ID,
      check_in: checkIn,
      check_out: checkOut,
      currency: 'USD',
      ...directStayMoneyUsd(checkIn, checkOut),
    });
  }
  return picks.length;
}

/**
 * The demo's buyers (buyers.ts), each with its fixed lead and tour ids: the lead as the page's form
 * leaves it (interested), the tour as the tour form does (preprofiled, the earlier lead promoted as
 * requestTour does) and the review as the review page sends it, at the dates of each.
 */
async function ensureBuyers(deps: Deps): Promise<number> {
  return deps.db.tx(async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('casona.listings.demo-buyers'))");
    const leadId = (email: string) => demoUuid(`lead:${email}`);
    const made = await existingLeadIds(
      client,
      DEMO_BUYERS.map((b) => leadId(b.email)),
    );
    const home = (await findProperty(client, DEMO_PROPERTY_ID))!;
    let added = 0;
    for (const buyer of DEMO_BUYERS) {
      const id = leadId(buyer.email);
      if (made.has(id)) continue;
      const dates = buyerDates(buyer, deps.now(), home.timezone);
      const person = { name: buyer.name, email: buyer.email, phone_number: buyer.phone_number };
      const tourId = demoUuid(`tour:${buyer.email}`);
      const { tour } = buyer;
      if (tour && dates.tour) {
        await insertTourRequest(client, {
          ...person,
          id: tourId,
          property_id: DEMO_PROPERTY_ID,
          locale: tour.locale,
          budget: tour.budget,
          buyer_profile: tour.buyer_profile,
          credit_option: tour.credit_option,
          time_to_buy: tour.time_to_buy,
          tour_time: dates.tour.time,
          created_at: dates.tour.askedAt,
        });
      }
      const askedWithTour = dates.tour !== null && dates.tour.askedAt.getTime() === dates.since.getTime();
      await insertLead(client, {
        ...person,
        id,
        property_id: DEMO_PROPERTY_ID,
        tour_request_id: askedWithTour ? tourId : null,
        status: askedWithTour ? 'preprofiled' : 'interested',
        created_at: dates.since,
      });
      if (dates.tour && !askedWithTour)
        await attachTourToLead(client, id, {
          tour_request_id: tourId,
          status: 'preprofiled',
          name: buyer.name,
          phone_number: buyer.phone_number,
          now: dates.tour.askedAt,
        });
      if (tour?.review && dates.tour?.reviewedAt)
        await insertTourReview(client, {
          ...tour.review,
          tour_request_id: tourId,
          comment: tour.review.comment ?? null,
          created_at: dates.tour.reviewedAt,
        });
      added++;
    }
    return added;
  });
}

/** Seeds listings' part of the demo; answers what it added (nothing on a database that has it). */
export async function seedListingsDemo(
  deps: Deps,
  seed: DemoSeed = loadDemoSeed(),
): Promise<ListingsDemoResult> {
  const property = await ensureHome(deps, seed);
  const { listing, created } = await ensureListing(deps);
  let reservations = 0;
  if (!(await findSyncState(deps.db, listing.id))) {
    reservations += (await syncDemoListing(deps, listing, listing.created_at)).added;
  }
  reservations += (await syncDemoListing(deps, listing)).added;
  let paid = 0;
  for (const stay of await feedReservationsOf(deps.db, listing.id)) {
    if (stay.is_canceled || stay.total_earned !== null) continue;
    await updateReservation(deps, SEED_AUTH, stay.id, stayMoney(stay.check_in, stay.check_out));
    paid++;
  }
  const direct = await ensureDirectBookings(deps, listing);
  const buyers = await ensureBuyers(deps);
  return { property, airbnbListing: created, reservations, paid, direct, buyers };
}
