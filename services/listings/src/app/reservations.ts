/**
 * A property's reservations (issue 12): the list the Airbnb tab's calendar and table read, the money
 * people complete, and direct bookings typed by hand.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  PAGE_SIZE,
  type Reservation,
  type ReservationCreate,
  type ReservationPage,
  type ReservationBlockList,
  type ReservationPatch,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { badRequest, notFound } from '@casona/kit/errors/errors';
import type { Queryable } from '@casona/kit/db/queryable';
import { assertAllowed, requireProperty, type Access } from './access.ts';
import { airbnbListingsOf } from './airbnb-listing-store.ts';
import {
  blocksOfProperty,
  findReservation,
  insertDirectReservation,
  cancelDirectReservation,
  propertyStaysOf,
  RESERVATION_MONEY_COLUMNS,
  reservationsOf,
  updateDirectReservationDates,
  updateReservationMoney,
  type ReservationRow,
} from './calendar-sync-store.ts';
import { neighbourTurnoverEvents, reservationPayload } from './reservation-events.ts';
import { numOrNull, type Deps } from './deps.ts';
import { pageOf } from './properties.ts';
import { dateInZone, daysBetween } from '../domain/calendar/dates.ts';
import { turnoverIn } from '../domain/calendar/turnover.ts';

export const reservationView = (row: ReservationRow): Reservation => ({
  id: row.id,
  property_id: row.property_id,
  property_airbnb_listing_id: row.airbnb_listing_id,
  check_in: row.check_in,
  check_out: row.check_out,
  cleaning_fee: numOrNull(row.cleaning_fee),
  confirmation_code: row.confirmation_code,
  guest_amount: row.guest_amount,
  guest_service_fee: numOrNull(row.guest_service_fee),
  host_service_fee: numOrNull(row.host_service_fee),
  is_canceled: row.is_canceled,
  pet_fee: numOrNull(row.pet_fee),
  night_amount: daysBetween(row.check_in, row.check_out),
  nightly_rate_adjustment: numOrNull(row.nightly_rate_adjustment),
  occupancy_taxes: numOrNull(row.occupancy_taxes),
  remitted_occupancy_tax: numOrNull(row.remitted_occupancy_tax),
  total_earned: numOrNull(row.total_earned),
  total_paid: numOrNull(row.total_paid),
  currency: row.currency,
  is_direct_booking: row.is_direct_booking,
  tentative: row.tentative,
  turnover_previous: row.turnover_previous,
  turnover_next: row.turnover_next,
});

/** GET /property_airbnb_listing_reservation?property_id=: reservation read. */
export async function listReservations(
  deps: Deps,
  auth: AuthContext,
  filter: { propertyId: string; page: number },
): Promise<ReservationPage> {
  requireProfile(auth);
  await assertAllowed(deps, auth, filter.propertyId, 'reservation', 'select');
  const { total, rows } = await reservationsOf(deps.db, filter.propertyId, pageOf(filter.page));
  return { items: rows.map(reservationView), total, page: filter.page, pageSize: PAGE_SIZE };
}

/** GET /property_airbnb_listing_block?property_id=: the stored blocks, for the calendar (reservation read). */
export async function listReservationBlocks(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
): Promise<ReservationBlockList> {
  requireProfile(auth);
  await assertAllowed(deps, auth, propertyId, 'reservation', 'select');
  const rows = await blocksOfProperty(deps.db, propertyId);
  return {
    items: rows.map((b) => ({
      id: b.id,
      property_id: b.property_id,
      property_airbnb_listing_id: b.airbnb_listing_id,
      listing_ref: b.listing_ref,
      start_date: b.start_date,
      end_date: b.end_date,
    })),
  };
}

/** What the audit log keeps of a booking: its dates, money and whether it was canceled. */
function auditFields(row: ReservationRow): Record<string, unknown> {
  const view = reservationView(row);
  return {
    check_in: view.check_in,
    check_out: view.check_out,
    currency: view.currency,
    is_canceled: view.is_canceled,
    ...Object.fromEntries(RESERVATION_MONEY_COLUMNS.map((c) => [c, view[c]])),
  };
}

/**
 * Staff's direct booking, change or cancellation, in the audit log (issue 19), in the change's
 * transaction, named by its property; a member's is not logged.
 */
async function auditReservation(
  deps: Deps,
  client: pg.ClientBase,
  auth: AuthContext,
  access: Access,
  action: 'RESERVATION_CREATED' | 'RESERVATION_UPDATED' | 'RESERVATION_CANCELED',
  before: ReservationRow | null,
  after: ReservationRow,
): Promise<void> {
  if (!access.staff) return;
  const property = await requireProperty(client, after.property_id);
  await audit(deps, client, auth, {
    action,
    entity: 'reservation',
    entityId: after.id,
    entityLabel: property.name,
    propertyId: after.property_id,
    before: before && auditFields(before),
    after: auditFields(after),
  });
}

function assertStayDates(checkIn: string, checkOut: string): void {
  if (daysBetween(checkIn, checkOut) <= 0)
    throw badRequest({ messageKey: 'reservation.checkOutBeforeCheckIn' });
}

/** Same-day turnover of a direct booking against the property's other stays, feed or direct. */
async function turnoverOf(q: Queryable, propertyId: string, id: string, checkIn: string, checkOut: string) {
  const stay = { id, source: null, listingRef: null, checkIn, checkOut };
  const t = turnoverIn(stay, await propertyStaysOf(q, propertyId));
  return { turnover_previous: t.previous, turnover_next: t.next };
}

/** The neighbours a direct booking's change turned over (or freed), announced as updated. */
async function neighbours(deps: Deps, q: Queryable, propertyId: string, bookingId: string) {
  const property = await requireProperty(q, propertyId);
  return neighbourTurnoverEvents(deps, q, propertyId, {
    today: dateInZone(deps.now(), property.timezone),
    skip: new Set([bookingId]),
  });
}

/**
 * POST /property_airbnb_listing_reservation: a direct booking (reservation insert), in the currency
 * sent or the property's main Airbnb listing's; announces listings.reservation.added.
 */
export async function createReservation(
  deps: Deps,
  auth: AuthContext,
  input: ReservationCreate,
): Promise<Reservation> {
  requireProfile(auth);
  const access = await assertAllowed(deps, auth, input.property_id, 'reservation', 'insert');
  assertStayDates(input.check_in, input.check_out);
  return deps.db.tx(async (client) => {
    // Staff pass assertAllowed for any id: a property that does not exist is a 404, not a failed insert.
    await requireProperty(client, input.property_id);
    const listings = await airbnbListingsOf(client, input.property_id);
    const currency =
      input.currency ?? (listings.find((l) => l.is_main_listing) ?? listings[0])?.currency ?? 'MXN';
    const id = randomUUID();
    const money = Object.fromEntries(
      RESERVATION_MONEY_COLUMNS.filter((c) => input[c] !== undefined).map((c) => [c, input[c]]),
    );
    const row = await insertDirectReservation(client, {
      ...money,
      id,
      property_id: input.property_id,
      check_in: input.check_in,
      check_out: input.check_out,
      currency,
      ...(await turnoverOf(client, input.property_id, id, input.check_in, input.check_out)),
      now: deps.now(),
    });
    await deps.emit(client, [
      deps.event('listings.reservation.added', reservationPayload(row)),
      ...(await neighbours(deps, client, input.property_id, id)),
    ]);
    await auditReservation(deps, client, auth, access, 'RESERVATION_CREATED', null, row);
    return reservationView(row);
  });
}

/**
 * PATCH /property_airbnb_listing_reservation/{id}: the guests and money of a reservation, and the
 * dates of a direct booking (reservation update; a feed's stay keeps its feed's dates: 400); announces
 * listings.reservation.updated with the fields that changed, nothing when none did.
 */
export async function updateReservation(
  deps: Deps,
  auth: AuthContext,
  id: string,
  patch: ReservationPatch,
): Promise<Reservation> {
  requireProfile(auth);
  const found = await findReservation(deps.db, id);
  if (!found) throw notFound();
  const access = await assertAllowed(deps, auth, found.property_id, 'reservation', 'update');
  return deps.db.tx(async (client) => {
    const current = await findReservation(client, id, true);
    if (!current) throw notFound();
    const checkIn = patch.check_in ?? current.check_in;
    const checkOut = patch.check_out ?? current.check_out;
    const moved = checkIn !== current.check_in || checkOut !== current.check_out;
    if (moved && !current.is_direct_booking) throw badRequest({ messageKey: 'reservation.feedDates' });
    if (moved) assertStayDates(checkIn, checkOut);
    const changed: string[] = RESERVATION_MONEY_COLUMNS.filter(
      (c) => patch[c] !== undefined && patch[c] !== numOrNull(current[c]),
    );
    if (changed.length === 0 && !moved) return reservationView(current);
    let row = current;
    if (moved) {
      const turnover = await turnoverOf(client, current.property_id, id, checkIn, checkOut);
      row = await updateDirectReservationDates(
        client,
        id,
        { check_in: checkIn, check_out: checkOut, ...turnover },
        deps.now(),
      );
      changed.unshift('dates');
    }
    const money = RESERVATION_MONEY_COLUMNS.filter((c) => changed.includes(c));
    if (money.length > 0) {
      const values = Object.fromEntries(money.map((c) => [c, patch[c] ?? null]));
      row = await updateReservationMoney(client, id, values, deps.now());
    }
    await deps.emit(client, [
      deps.event('listings.reservation.updated', { ...reservationPayload(row), changes: changed }),
      ...(moved ? await neighbours(deps, client, row.property_id, id) : []),
    ]);
    await auditReservation(deps, client, auth, access, 'RESERVATION_UPDATED', current, row);
    return reservationView(row);
  });
}

/**
 * POST /property_airbnb_listing_reservation/{id}/cancel: cancels a direct booking by hand
 * (reservation delete; a feed's stay follows its feed: 400 'reservation.feedCancel'). The row stays,
 * canceled; announces listings.reservation.canceled and the neighbours' turnovers it frees. A booking
 * already canceled is answered as it is.
 */
export async function cancelReservation(deps: Deps, auth: AuthContext, id: string): Promise<Reservation> {
  requireProfile(auth);
  const found = await findReservation(deps.db, id);
  if (!found) throw notFound();
  const access = await assertAllowed(deps, auth, found.property_id, 'reservation', 'delete');
  if (!found.is_direct_booking) throw badRequest({ messageKey: 'reservation.feedCancel' });
  return deps.db.tx(async (client) => {
    const current = await findReservation(client, id, true);
    if (!current) throw notFound();
    if (current.is_canceled) return reservationView(current);
    const row = await cancelDirectReservation(client, id, deps.now());
    await deps.emit(client, [
      deps.event('listings.reservation.canceled', { ...reservationPayload(row), canceledBy: auth.profileId }),
      ...(await neighbours(deps, client, row.property_id, id)),
    ]);
    await auditReservation(deps, client, auth, access, 'RESERVATION_CANCELED', current, row);
    return reservationView(row);
  });
}
