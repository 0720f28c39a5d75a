/**
 * Direct bookings on the real database (issue 12): a reservation typed by hand, without a feed —
 * its permission from proto's can(), computed nights, dates checked, same-day turnover against the
 * property's other stays, and the same listings.reservation.* events as the feed's stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeed } from '../../test-fixtures/ical/feeds.ts';
import { can, ROLE_LABELS, type RoleLabel } from '@casona/proto';
import type { AuthContext } from '@casona/kit/auth/context';
import {
  authOf,
  givenMember,
  givenProfile,
  startUseCases,
  submission,
  type UseCases,
} from '../testing/use-cases.ts';
import { upsertAirbnbListing } from './airbnb-listings.ts';
import { blocksOf, feedReservationsOf } from './calendar-sync-store.ts';
import { syncListing } from './calendar-sync.ts';
import type { Deps } from './deps.ts';
import {
  cancelReservation,
  createReservation,
  listReservationBlocks,
  listReservations,
  updateReservation,
} from './reservations.ts';
import { submitProperty } from './submission.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

const at = (iso = '2022-09-01T18:00:00Z'): Deps => ({ ...uc.deps, now: () => new Date(iso) });

async function newProperty(
  label: RoleLabel = 'OWNER_AIRBNB',
): Promise<{ propertyId: string; auth: AuthContext; staff: AuthContext }> {
  const person = await givenProfile(uc);
  const { property_id } = await submitProperty(uc.deps, person.auth, submission(), { locale: 'es' });
  await givenMember(uc, person.id, property_id, label);
  return { propertyId: property_id, auth: person.auth, staff: authOf(person.id, 'STAFF') };
}

const eventsOf = async (type: string, propertyId: string) =>
  (await uc.events(type))
    .map((e) => e.payload as Record<string, unknown>)
    .filter((p) => p.propertyId === propertyId);

describe('direct bookings', () => {
  it('a direct booking is stored without a feed, nights computed, in the main listing currency, and announced as added', async () => {
    const { propertyId, auth, staff } = await newProperty('OWNER_AIRBNB');
    await upsertAirbnbListing(uc.deps, staff, {
      property_id: propertyId,
      name: 'Depa',
      url: 'https://www.airbnb.mx/rooms/53627481',
      ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
      currency: 'USD',
      base_hours_to_clean: 3,
    });
    const created = await createReservation(uc.deps, auth, {
      property_id: propertyId,
      check_in: '2026-12-20',
      check_out: '2026-12-27',
      guest_amount: 4,
      total_earned: 1_250.5,
    });
    expect(created).toMatchObject({
      id: expect.any(String),
      property_id: propertyId,
      property_airbnb_listing_id: null,
      confirmation_code: null,
      check_in: '2026-12-20',
      check_out: '2026-12-27',
      night_amount: 7,
      guest_amount: 4,
      total_earned: 1_250.5,
      cleaning_fee: null,
      currency: 'USD',
      is_direct_booking: true,
      is_canceled: false,
      turnover_previous: false,
      turnover_next: false,
    });
    expect((await listReservations(uc.deps, auth, { propertyId, page: 1 })).items).toEqual([created]);
    expect(await eventsOf('listings.reservation.added', propertyId)).toMatchObject([
      {
        reservationId: created.id,
        airbnbListingId: null,
        isDirectBooking: true,
        nights: 7,
        guestAmount: 4,
        totalEarned: 1_250.5,
        currency: 'USD',
      },
    ]);
  });

  it('without a listing the currency is MXN unless sent', async () => {
    const { propertyId, auth } = await newProperty();
    const base = { property_id: propertyId, check_in: '2027-01-02', check_out: '2027-01-03' };
    expect(await createReservation(uc.deps, auth, base)).toMatchObject({ currency: 'MXN', night_amount: 1 });
    expect(
      await createReservation(uc.deps, auth, {
        ...base,
        check_in: '2027-02-02',
        check_out: '2027-02-03',
        currency: 'USD',
      }),
    ).toMatchObject({ currency: 'USD' });
  });

  it('check-out on or before check-in is refused with its message, on create and on a date change', async () => {
    const { propertyId, auth } = await newProperty();
    for (const check_out of ['2027-03-10', '2027-03-09'])
      await expect(
        createReservation(uc.deps, auth, { property_id: propertyId, check_in: '2027-03-10', check_out }),
      ).rejects.toMatchObject({ statusCode: 400, messageKey: 'reservation.checkOutBeforeCheckIn' });
    const stay = await createReservation(uc.deps, auth, {
      property_id: propertyId,
      check_in: '2027-03-10',
      check_out: '2027-03-12',
    });
    await expect(
      updateReservation(uc.deps, auth, stay.id, { check_out: '2027-03-10' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'reservation.checkOutBeforeCheckIn',
    });
    expect(await eventsOf('listings.reservation.added', propertyId)).toHaveLength(1);
  });

  it("a direct booking's dates move, with the turnover against a feed stay; a feed stay keeps its feed dates", async () => {
    const { propertyId, auth, staff } = await newProperty();
    const listing = await upsertAirbnbListing(uc.deps, staff, {
      property_id: propertyId,
      name: 'Depa',
      url: 'https://www.airbnb.mx/rooms/53627481',
      ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
      currency: 'MXN',
      base_hours_to_clean: 3,
    });
    await syncListing(at(), listing.id, {
      kind: 'body',
      body: readFeed('airbnbReservedAndBlocked'),
      etag: null,
      lastModified: null,
    });
    // the feed's first stay is 2022-09-16 → 2022-09-26
    const feedStay = (await feedReservationsOf(uc.deps.db, listing.id)).find(
      (r) => r.confirmation_code === 'HM6DCQN8K9',
    )!;
    const direct = await createReservation(at(), auth, {
      property_id: propertyId,
      check_in: '2022-09-26',
      check_out: '2022-09-28',
    });
    expect(direct).toMatchObject({ turnover_previous: true, turnover_next: false, night_amount: 2 });
    const moved = await updateReservation(at(), auth, direct.id, {
      check_in: '2022-09-12',
      check_out: '2022-09-16',
      cleaning_fee: 300,
    });
    expect(moved).toMatchObject({
      check_in: '2022-09-12',
      check_out: '2022-09-16',
      night_amount: 4,
      cleaning_fee: 300,
      turnover_previous: false,
      turnover_next: true,
    });
    expect(await eventsOf('listings.reservation.updated', propertyId)).toContainEqual(
      expect.objectContaining({
        reservationId: direct.id,
        isDirectBooking: true,
        checkIn: '2022-09-12',
        nights: 4,
        turnoverNext: true,
        changes: ['dates', 'cleaning_fee'],
      }),
    );
    await expect(
      updateReservation(at(), auth, feedStay.id, { check_in: '2022-09-17' }),
    ).rejects.toMatchObject({ statusCode: 400, messageKey: 'reservation.feedDates' });
    // the feed stay's dates sent back unchanged, with money: fine
    await expect(
      updateReservation(at(), auth, feedStay.id, { check_in: feedStay.check_in, total_paid: 10 }),
    ).resolves.toMatchObject({ check_in: '2022-09-16', total_paid: 10 });
  });

  it('adding, moving and canceling a direct booking turns its feed neighbours over and back, each announced', async () => {
    const { propertyId, auth, staff } = await newProperty();
    const listing = await upsertAirbnbListing(uc.deps, staff, {
      property_id: propertyId,
      name: 'Depa',
      url: 'https://www.airbnb.mx/rooms/53627481',
      ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
      currency: 'MXN',
      base_hours_to_clean: 3,
    });
    await syncListing(at(), listing.id, {
      kind: 'body',
      body: readFeed('airbnbReservedAndBlocked'),
      etag: null,
      lastModified: null,
    });
    const feedStay = async () =>
      (await feedReservationsOf(uc.deps.db, listing.id)).find((r) => r.confirmation_code === 'HM6DCQN8K9')!;
    const turnoverEvents = async () =>
      (await eventsOf('listings.reservation.updated', propertyId))
        .filter((e) => e.confirmationCode === 'HM6DCQN8K9')
        .map((e) => [e.changes, e.turnoverPrevious, e.turnoverNext]);
    expect(await feedStay()).toMatchObject({ turnover_previous: false, turnover_next: false });

    // 2022-09-16 → 2022-09-26 is the feed's stay: a booking arriving the day it leaves
    const direct = await createReservation(at(), auth, {
      property_id: propertyId,
      check_in: '2022-09-26',
      check_out: '2022-09-28',
    });
    expect(await feedStay()).toMatchObject({ turnover_previous: false, turnover_next: true });
    expect(await turnoverEvents()).toEqual([[['turnover'], false, true]]);

    await updateReservation(at(), auth, direct.id, { check_in: '2022-09-12', check_out: '2022-09-16' });
    expect(await feedStay()).toMatchObject({ turnover_previous: true, turnover_next: false });
    // money alone moves no neighbour
    await updateReservation(at(), auth, direct.id, { total_paid: 100 });
    expect(await turnoverEvents()).toEqual([
      [['turnover'], false, true],
      [['turnover'], true, false],
    ]);

    const canceled = await cancelReservation(at(), auth, direct.id);
    expect(canceled).toMatchObject({ is_canceled: true, turnover_previous: false, turnover_next: false });
    expect(await feedStay()).toMatchObject({ turnover_previous: false, turnover_next: false });
    expect(await turnoverEvents()).toHaveLength(3);
    expect(await eventsOf('listings.reservation.canceled', propertyId)).toMatchObject([
      // who canceled it by hand: maintenance keeps them on the chores canceled with it
      {
        reservationId: direct.id,
        isDirectBooking: true,
        checkIn: '2022-09-12',
        nights: 4,
        canceledBy: auth.profileId,
      },
    ]);
    // canceling again changes and announces nothing
    await expect(cancelReservation(at(), auth, direct.id)).resolves.toMatchObject({ is_canceled: true });
    expect(await eventsOf('listings.reservation.canceled', propertyId)).toHaveLength(1);
    // the list still shows it, canceled
    expect((await listReservations(uc.deps, auth, { propertyId, page: 1 })).items).toContainEqual(
      expect.objectContaining({ id: direct.id, is_canceled: true }),
    );
  });

  it('a feed stay cannot be canceled by hand: it follows its feed (400, its message)', async () => {
    const { propertyId, auth, staff } = await newProperty();
    const listing = await upsertAirbnbListing(uc.deps, staff, {
      property_id: propertyId,
      name: 'Depa',
      url: 'https://www.airbnb.mx/rooms/53627481',
      ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
      currency: 'MXN',
      base_hours_to_clean: 3,
    });
    await syncListing(at(), listing.id, {
      kind: 'body',
      body: readFeed('airbnbReservedAndBlocked'),
      etag: null,
      lastModified: null,
    });
    const [stay] = await feedReservationsOf(uc.deps.db, listing.id);
    await expect(cancelReservation(at(), auth, stay!.id)).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'reservation.feedCancel',
    });
    expect((await feedReservationsOf(uc.deps.db, listing.id)).every((r) => !r.is_canceled)).toBe(true);
    expect(await eventsOf('listings.reservation.canceled', propertyId)).toEqual([]);
    await expect(cancelReservation(at(), auth, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject(
      { statusCode: 404 },
    );
  });

  it('a feed stay added the day a direct booking leaves turns the booking over too, announced by the sync', async () => {
    const { propertyId, auth, staff } = await newProperty();
    const direct = await createReservation(at(), auth, {
      property_id: propertyId,
      check_in: '2022-09-14',
      check_out: '2022-09-16',
    });
    expect(direct).toMatchObject({ turnover_previous: false, turnover_next: false });
    const listing = await upsertAirbnbListing(uc.deps, staff, {
      property_id: propertyId,
      name: 'Depa',
      url: 'https://www.airbnb.mx/rooms/53627481',
      ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
      currency: 'MXN',
      base_hours_to_clean: 3,
    });
    await syncListing(at(), listing.id, {
      kind: 'body',
      body: readFeed('airbnbReservedAndBlocked'),
      etag: null,
      lastModified: null,
    });
    const added = (await eventsOf('listings.reservation.added', propertyId)).find(
      (e) => e.confirmationCode === 'HM6DCQN8K9',
    );
    expect(added).toMatchObject({ checkIn: '2022-09-16', turnoverPrevious: true });
    expect(
      (await eventsOf('listings.reservation.updated', propertyId)).filter(
        (e) => e.reservationId === direct.id,
      ),
    ).toMatchObject([{ changes: ['turnover'], turnoverPrevious: false, turnoverNext: true }]);
    expect((await listReservations(uc.deps, auth, { propertyId, page: 1 })).items[0]).toMatchObject({
      id: direct.id,
      turnover_next: true,
    });
  });

  describe('reservation insert and update, from proto can()', () => {
    for (const label of ROLE_LABELS) {
      const insert = can(label, 'reservation', 'insert');
      const update = can(label, 'reservation', 'update');
      it(`${label}: add ${insert ? 'allowed' : '403'}, move ${update ? 'allowed' : '403'}, cancel ${can(label, 'reservation', 'delete') ? 'allowed' : '403'}`, async () => {
        const { propertyId, auth, staff } = await newProperty(label);
        const input = { property_id: propertyId, check_in: '2027-05-01', check_out: '2027-05-04' };
        const call = createReservation(uc.deps, auth, input);
        if (insert) await expect(call).resolves.toMatchObject({ night_amount: 3 });
        else await expect(call).rejects.toMatchObject({ statusCode: 403 });
        const stay = await createReservation(uc.deps, staff, {
          ...input,
          check_in: '2027-06-01',
          check_out: '2027-06-02',
        });
        const move = updateReservation(uc.deps, auth, stay.id, { check_out: '2027-06-03' });
        if (update) await expect(move).resolves.toMatchObject({ night_amount: 2 });
        else await expect(move).rejects.toMatchObject({ statusCode: 403 });
        const cancel = cancelReservation(uc.deps, auth, stay.id);
        if (can(label, 'reservation', 'delete'))
          await expect(cancel).resolves.toMatchObject({ is_canceled: true });
        else await expect(cancel).rejects.toMatchObject({ statusCode: 403 });
      });
    }
  });
});

describe('the block list (reservation read, from proto can())', () => {
  for (const label of ROLE_LABELS) {
    const allowed = can(label, 'reservation', 'select');
    it(`${label}: ${allowed ? 'lists the stored blocks of the feed by start date' : '403'}`, async () => {
      const { propertyId, auth, staff } = await newProperty(label);
      const listing = await upsertAirbnbListing(uc.deps, staff, {
        property_id: propertyId,
        name: 'Depa',
        url: 'https://www.airbnb.mx/rooms/53627481',
        ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
        currency: 'MXN',
        base_hours_to_clean: 3,
      });
      await syncListing(at(), listing.id, {
        kind: 'body',
        body: readFeed('airbnbReservedAndBlocked'),
        etag: null,
        lastModified: null,
      });
      const call = listReservationBlocks(uc.deps, auth, propertyId);
      if (!allowed) {
        await expect(call).rejects.toMatchObject({ statusCode: 403 });
        return;
      }
      const stored = await blocksOf(uc.deps.db, listing.id);
      expect(stored.length).toBeGreaterThan(0);
      const { items } = await call;
      expect(items).toEqual(
        stored.map((b) => ({
          id: b.id,
          property_id: propertyId,
          property_airbnb_listing_id: listing.id,
          listing_ref: b.listing_ref,
          start_date: b.start_date,
          end_date: b.end_date,
        })),
      );
      const starts = items.map((b) => b.start_date);
      expect(starts).toEqual([...starts].sort());
    });
  }
});
