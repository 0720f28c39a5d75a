/**
 * The calendar sync use case on the real database (issue 12): the real Airbnb export and mutations
 * of it (moved dates, regenerated UID, a stay gone for 1, 2, 3 polls, an emptied feed, a same-day
 * turnover), a failed fetch, and an unchanged feed that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drop, editEvent, newUid, set, withEvent } from '../../test-fixtures/ical/edit.ts';
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
import { blocksOf, feedReservationsOf, findSyncState, syncLogOf } from './calendar-sync-store.ts';
import { pruneSyncLog, syncListing, type FetchedFeed } from './calendar-sync.ts';
import type { Deps } from './deps.ts';
import { listReservations, updateReservation } from './reservations.ts';
import { submitProperty } from './submission.ts';

const AIRBNB = readFeed('airbnbReservedAndBlocked');

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

/** The use cases' ports on a fixed clock (the feed's stays are in 2022–2023). */
const at = (iso = '2022-09-01T18:00:00Z'): Deps => ({ ...uc.deps, now: () => new Date(iso) });
const body = (text: string, etag: string | null = null): FetchedFeed => ({
  kind: 'body',
  body: text,
  etag,
  lastModified: null,
});

async function newListing(
  label: RoleLabel = 'MANAGER',
): Promise<{ listingId: string; propertyId: string; auth: AuthContext }> {
  const person = await givenProfile(uc);
  const { property_id } = await submitProperty(uc.deps, person.auth, submission(), { locale: 'es' });
  await givenMember(uc, person.id, property_id, label);
  const listing = await upsertAirbnbListing(uc.deps, authOf(person.id, 'STAFF'), {
    property_id,
    name: 'Depa Roma Norte',
    url: 'https://www.airbnb.mx/rooms/53627481',
    ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
    currency: 'MXN',
    base_hours_to_clean: 3,
  });
  return { listingId: listing.id, propertyId: property_id, auth: person.auth };
}

const eventsOf = async (type: string, listingId: string) =>
  (await uc.events(type))
    .map((e) => e.payload as Record<string, unknown>)
    .filter((p) => p.airbnbListingId === listingId);

const stayOf = async (listingId: string, code: string) =>
  (await feedReservationsOf(uc.deps.db, listingId)).find((r) => r.confirmation_code === code)!;

/** Every row of the sync's tables for the listing, with its updated_at where it has one. */
async function snapshot(listingId: string) {
  const { rows } = await uc.deps.db.query(
    `SELECT (SELECT json_agg(json_build_object('id', id, 'u', updated_at) ORDER BY id) FROM property_airbnb_listing_reservation WHERE airbnb_listing_id = $1) AS reservations,
            (SELECT json_agg(id ORDER BY id) FROM property_airbnb_listing_block WHERE airbnb_listing_id = $1) AS blocks,
            (SELECT json_agg(updated_at) FROM property_airbnb_listing_sync WHERE airbnb_listing_id = $1) AS state,
            (SELECT count(*) FROM property_airbnb_listing_sync_log WHERE airbnb_listing_id = $1) AS log`,
    [listingId],
  );
  return rows[0];
}

describe('syncListing', () => {
  it('a first sync stores the stays and blocks with their events and a log row; the same feed again writes nothing', async () => {
    const { listingId, propertyId } = await newListing();
    // Channels stamp every event with the time of the export.
    const stamped = (stamp: string) => AIRBNB.replaceAll('BEGIN:VEVENT', `BEGIN:VEVENT\r\nDTSTAMP:${stamp}`);
    const result = await syncListing(at(), listingId, body(stamped('20220901T180000Z'), '"v1"'));
    expect(result).toEqual({ outcome: 'synced', added: 8, updated: 0, canceled: 0, ignored: 0 });

    const stays = await feedReservationsOf(uc.deps.db, listingId);
    expect(stays.map((s) => [s.confirmation_code, s.check_in, s.check_out])).toContainEqual([
      'HM6DCQN8K9',
      '2022-09-16',
      '2022-09-26',
    ]);
    expect(stays.every((s) => s.currency === 'MXN' && !s.is_canceled && s.total_earned === null)).toBe(true);
    expect((await blocksOf(uc.deps.db, listingId)).length).toBeGreaterThan(0);
    const added = await eventsOf('listings.reservation.added', listingId);
    expect(added).toHaveLength(8);
    expect(added.find((p) => p.confirmationCode === 'HM6DCQN8K9')).toMatchObject({
      propertyId,
      checkIn: '2022-09-16',
      checkOut: '2022-09-26',
      nights: 10,
      guestAmount: null,
      totalEarned: null,
      currency: 'MXN',
      isDirectBooking: false,
    });
    const state = await findSyncState(uc.deps.db, listingId);
    expect(state).toMatchObject({ etag: '"v1"', consecutive_failures: 0, missing_polls: {} });
    expect(await syncLogOf(uc.deps.db, listingId)).toMatchObject([{ outcome: 'synced', added: 8 }]);

    // The channel re-exports: every DTSTAMP differs, the stays do not.
    const before = await snapshot(listingId);
    const again = await syncListing(
      at('2022-09-01T18:05:00Z'),
      listingId,
      body(stamped('20220901T180500Z'), '"v2"'),
    );
    expect(again).toEqual({ outcome: 'unchanged', added: 0, updated: 0, canceled: 0, ignored: 0 });
    expect(await syncListing(at('2022-09-01T18:10:00Z'), listingId, { kind: 'not_modified' })).toMatchObject({
      outcome: 'unchanged',
    });
    expect(await snapshot(listingId)).toEqual(before);
    expect(await eventsOf('listings.reservation.added', listingId)).toHaveLength(8);
  });

  it('moved dates and a regenerated UID update the stored stay; nothing is added or canceled', async () => {
    const { listingId } = await newListing();
    await syncListing(at(), listingId, body(AIRBNB));
    const original = await stayOf(listingId, 'HMAH3SP6PS');

    const moved = editEvent(AIRBNB, 'HMAH3SP6PS', set('DTSTART', '20220928'));
    expect(await syncListing(at(), listingId, body(moved))).toMatchObject({
      added: 0,
      updated: 1,
      canceled: 0,
    });
    expect(await stayOf(listingId, 'HMAH3SP6PS')).toMatchObject({
      id: original.id,
      check_in: '2022-09-28',
      check_out: '2022-10-04',
    });

    const regenerated = editEvent(moved, 'HMAH3SP6PS', (l) => drop('DESCRIPTION')(newUid(l)));
    expect(await syncListing(at(), listingId, body(regenerated))).toMatchObject({
      added: 0,
      updated: 1,
      canceled: 0,
    });
    const after = await stayOf(listingId, 'HMAH3SP6PS');
    expect(after).toMatchObject({
      id: original.id,
      feed_uid: '1418fb94e984-00000000000000000000000000000000@airbnb.com',
    });

    const updated = await eventsOf('listings.reservation.updated', listingId);
    expect(updated.map((p) => [p.reservationId, p.checkIn, p.nights, p.changes])).toEqual([
      [original.id, '2022-09-28', 6, ['dates']],
      [original.id, '2022-09-28', 6, ['uid']],
    ]);
    expect(await feedReservationsOf(uc.deps.db, listingId)).toHaveLength(8);
  });

  it('a stay missing from the feed is canceled on the third poll only, even when the feed no longer changes', async () => {
    const { listingId } = await newListing();
    await syncListing(at(), listingId, body(AIRBNB));
    const gone = await stayOf(listingId, 'HM97EWBXVK');
    const without = editEvent(AIRBNB, 'HM97EWBXVK', () => null);

    await syncListing(at('2022-09-01T18:05:00Z'), listingId, body(without));
    expect((await findSyncState(uc.deps.db, listingId))?.missing_polls).toEqual({ [gone.id]: 1 });
    // The same feed again: unchanged, but a stay waits out its polls, so it is still a poll.
    await syncListing(at('2022-09-01T18:10:00Z'), listingId, body(without));
    expect((await findSyncState(uc.deps.db, listingId))?.missing_polls).toEqual({ [gone.id]: 2 });
    expect((await stayOf(listingId, 'HM97EWBXVK')).is_canceled).toBe(false);
    expect(await eventsOf('listings.reservation.canceled', listingId)).toEqual([]);

    expect(await syncListing(at('2022-09-01T18:15:00Z'), listingId, body(without))).toMatchObject({
      outcome: 'synced',
      canceled: 1,
    });
    expect((await stayOf(listingId, 'HM97EWBXVK')).is_canceled).toBe(true);
    expect(await eventsOf('listings.reservation.canceled', listingId)).toMatchObject([
      // its feed dropped it: no one canceled it
      { reservationId: gone.id, checkIn: '2022-10-17', checkOut: '2022-10-21', nights: 4, canceledBy: null },
    ]);
    expect((await findSyncState(uc.deps.db, listingId))?.missing_polls).toEqual({});
  });

  it('an empty feed once is no poll: stays, blocks and missing counts are kept', async () => {
    const { listingId } = await newListing();
    await syncListing(at('2022-09-01T18:00:00Z'), listingId, body(AIRBNB));
    const without = editEvent(AIRBNB, 'HM97EWBXVK', () => null);
    await syncListing(at('2022-09-01T18:05:00Z'), listingId, body(without));
    const gone = await stayOf(listingId, 'HM97EWBXVK');
    const blocks = await blocksOf(uc.deps.db, listingId);

    expect(await syncListing(at('2022-09-01T18:10:00Z'), listingId, body(''))).toMatchObject({
      outcome: 'not_counted',
      canceled: 0,
    });
    // The same empty body again is still no poll, and writes nothing.
    const before = await snapshot(listingId);
    expect(await syncListing(at('2022-09-01T18:15:00Z'), listingId, body(''))).toMatchObject({
      outcome: 'unchanged',
    });
    expect(await snapshot(listingId)).toEqual(before);
    expect((await findSyncState(uc.deps.db, listingId))?.missing_polls).toEqual({ [gone.id]: 1 });
    expect(await blocksOf(uc.deps.db, listingId)).toEqual(blocks);
    expect((await feedReservationsOf(uc.deps.db, listingId)).filter((r) => r.is_canceled)).toEqual([]);
    expect((await syncLogOf(uc.deps.db, listingId))[0]).toMatchObject({
      outcome: 'not_counted',
      detail: { status: 'empty' },
    });
  });

  it('a stay booked on the day another checks out is a same-day turnover for both', async () => {
    const { listingId } = await newListing();
    await syncListing(at(), listingId, body(AIRBNB));
    const before = await stayOf(listingId, 'HMAH3SP6PS'); // 2022-09-27 → 2022-10-04
    const turnover = withEvent(
      AIRBNB,
      'DTSTART;VALUE=DATE:20221004',
      'DTEND;VALUE=DATE:20221008',
      'UID:1418fb94e984-11111111111111111111111111111111@airbnb.com',
      'SUMMARY:Reserved',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMTURN0001\\nPhone Number (Last 4 Digits): 4321',
    );
    const next = await stayOf(listingId, 'HMMYDJXFJZ'); // 2022-10-08 → 2022-10-12
    expect(await syncListing(at(), listingId, body(turnover))).toMatchObject({ added: 1, updated: 2 });
    expect(await stayOf(listingId, 'HMTURN0001')).toMatchObject({
      check_in: '2022-10-04',
      check_out: '2022-10-08',
      phone_last4: '4321',
      turnover_previous: true,
      turnover_next: true,
    });
    expect(await stayOf(listingId, 'HMAH3SP6PS')).toMatchObject({ id: before.id, turnover_next: true });
    expect(await stayOf(listingId, 'HMMYDJXFJZ')).toMatchObject({ id: next.id, turnover_previous: true });
    expect(await eventsOf('listings.reservation.added', listingId)).toContainEqual(
      expect.objectContaining({
        confirmationCode: 'HMTURN0001',
        turnoverPrevious: true,
        turnoverNext: true,
        nights: 4,
      }),
    );
    expect(await eventsOf('listings.reservation.updated', listingId)).toMatchObject([
      { reservationId: before.id, turnoverPrevious: false, turnoverNext: true, changes: ['turnover'] },
      { reservationId: next.id, turnoverPrevious: true, turnoverNext: false, changes: ['turnover'] },
    ]);
  });

  it('a failed fetch records the error and counts consecutive failures without touching the stays; a success resets them', async () => {
    const { listingId } = await newListing();
    await syncListing(at(), listingId, body(AIRBNB));
    const stays = await feedReservationsOf(uc.deps.db, listingId);
    for (const n of [1, 2]) {
      const when = at(`2022-09-01T18:0${n}:00Z`);
      expect(await syncListing(when, listingId, { kind: 'error', error: 'HTTP 503' })).toMatchObject({
        outcome: 'failed',
      });
      expect(await findSyncState(uc.deps.db, listingId)).toMatchObject({
        last_error: 'HTTP 503',
        consecutive_failures: n,
      });
    }
    expect(await feedReservationsOf(uc.deps.db, listingId)).toEqual(stays);
    expect((await syncLogOf(uc.deps.db, listingId)).map((l) => l.outcome)).toEqual([
      'failed',
      'failed',
      'synced',
    ]);
    // The feed comes back unchanged: health recovers, nothing else is written.
    const log = await syncLogOf(uc.deps.db, listingId);
    expect(await syncListing(at('2022-09-01T18:05:00Z'), listingId, body(AIRBNB))).toMatchObject({
      outcome: 'unchanged',
    });
    expect(await findSyncState(uc.deps.db, listingId)).toMatchObject({
      consecutive_failures: 0,
      last_success_at: new Date('2022-09-01T18:05:00Z'),
    });
    expect(await syncLogOf(uc.deps.db, listingId)).toEqual(log);
  });

  it('the sync log is kept 90 days', async () => {
    const { listingId } = await newListing();
    await syncListing(at('2022-01-01T00:00:00Z'), listingId, { kind: 'error', error: 'timeout' });
    await syncListing(at('2022-06-01T00:00:00Z'), listingId, body(AIRBNB));
    // 2022-04-01 is 90 days after 2022-01-01: that row is still kept; a day later it is gone.
    expect(await pruneSyncLog(at('2022-04-01T00:00:00Z'))).toBe(0);
    expect(await syncLogOf(uc.deps.db, listingId)).toHaveLength(2);
    expect(await pruneSyncLog(at('2022-04-02T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect((await syncLogOf(uc.deps.db, listingId)).map((l) => l.outcome)).toEqual(['synced']);
  });

  describe('the reservation list (reservation read, from proto can())', () => {
    for (const label of ROLE_LABELS) {
      const allowed = can(label, 'reservation', 'select');
      it(`${label}: ${allowed ? 'lists the stays by check-in, canceled ones included, nights computed' : '403'}`, async () => {
        const { listingId, propertyId, auth } = await newListing(label);
        await syncListing(at(), listingId, body(AIRBNB));
        const list = listReservations(uc.deps, auth, { propertyId, page: 1 });
        if (!allowed) {
          await expect(list).rejects.toMatchObject({ statusCode: 403 });
          return;
        }
        const page = await list;
        expect(page).toMatchObject({ total: 8, page: 1 });
        expect(page.items[0]).toEqual({
          id: expect.any(String),
          property_id: propertyId,
          property_airbnb_listing_id: listingId,
          check_in: '2022-09-16',
          check_out: '2022-09-26',
          cleaning_fee: null,
          confirmation_code: 'HM6DCQN8K9',
          guest_amount: null,
          guest_service_fee: null,
          host_service_fee: null,
          is_canceled: false,
          pet_fee: null,
          night_amount: 10,
          nightly_rate_adjustment: null,
          occupancy_taxes: null,
          remitted_occupancy_tax: null,
          total_earned: null,
          total_paid: null,
          currency: 'MXN',
          is_direct_booking: false,
          tentative: false,
          turnover_previous: false,
          turnover_next: false,
        });
      });
    }
  });

  it('a person completes the money of a stay: one updated event with what changed; the feed never overwrites it', async () => {
    const { listingId, auth } = await newListing('OWNER_AIRBNB');
    await syncListing(at(), listingId, body(AIRBNB));
    const stay = await stayOf(listingId, 'HMAH3SP6PS');
    const patch = {
      guest_amount: 3,
      cleaning_fee: 400,
      total_earned: 8_400.5,
      nightly_rate_adjustment: -150,
    };
    expect(await updateReservation(uc.deps, auth, stay.id, patch)).toMatchObject({
      ...patch,
      night_amount: 7,
      pet_fee: null,
    });
    expect(await updateReservation(uc.deps, auth, stay.id, { total_earned: 8_400.5 })).toMatchObject(patch);
    const updated = await eventsOf('listings.reservation.updated', listingId);
    expect(updated).toMatchObject([
      {
        reservationId: stay.id,
        guestAmount: 3,
        cleaningFee: 400,
        totalEarned: 8_400.5,
        nightlyRateAdjustment: -150,
        changes: ['guest_amount', 'cleaning_fee', 'nightly_rate_adjustment', 'total_earned'],
      },
    ]);
    const moved = editEvent(AIRBNB, 'HMAH3SP6PS', set('DTSTART', '20220928'));
    await syncListing(at(), listingId, body(moved));
    expect(await stayOf(listingId, 'HMAH3SP6PS')).toMatchObject({
      check_in: '2022-09-28',
      guest_amount: 3,
      cleaning_fee: '400.00',
      total_earned: '8400.50',
    });
    await expect(
      updateReservation(uc.deps, auth, '00000000-0000-4000-8000-000000000000', { total_paid: 1 }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  describe('reservation money (reservation update, from proto can())', () => {
    for (const label of ROLE_LABELS) {
      const allowed = can(label, 'reservation', 'update');
      it(`${label}: ${allowed ? 'completes the money' : '403'}`, async () => {
        const { listingId, auth } = await newListing(label);
        await syncListing(at(), listingId, body(AIRBNB));
        const stay = await stayOf(listingId, 'HM6DCQN8K9');
        const call = updateReservation(uc.deps, auth, stay.id, { total_paid: 100 });
        if (allowed) await expect(call).resolves.toMatchObject({ total_paid: 100 });
        else await expect(call).rejects.toMatchObject({ statusCode: 403 });
      });
    }
  });
});
