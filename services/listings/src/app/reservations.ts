/** A property's reservations (issue 12): the list the Airbnb tab's calendar and table read. */
import { PAGE_SIZE, type Reservation, type ReservationPage, type ReservationPatch } from '@casona/proto';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { assertAllowed } from './access.ts';
import {
  findReservation,
  RESERVATION_MONEY_COLUMNS,
  reservationsOf,
  updateReservationMoney,
  type ReservationRow,
} from './calendar-sync-store.ts';
import { reservationPayload } from './calendar-sync.ts';
import { numOrNull, type Deps } from './deps.ts';
import { pageOf } from './properties.ts';
import { daysBetween } from '../domain/calendar/dates.ts';

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

/**
 * PATCH /property_airbnb_listing_reservation/{id}: the guests and money of a reservation (reservation
 * update); announces listings.reservation.updated with the fields that changed, nothing when none did.
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
  await assertAllowed(deps, auth, found.property_id, 'reservation', 'update');
  return deps.db.tx(async (client) => {
    const current = await findReservation(client, id, true);
    if (!current) throw notFound();
    const changed = RESERVATION_MONEY_COLUMNS.filter(
      (c) => patch[c] !== undefined && patch[c] !== numOrNull(current[c]),
    );
    if (changed.length === 0) return reservationView(current);
    const values = Object.fromEntries(changed.map((c) => [c, patch[c] ?? null]));
    const row = await updateReservationMoney(client, id, values, deps.now());
    await deps.emit(client, [
      deps.event('listings.reservation.updated', { ...reservationPayload(row), changes: changed }),
    ]);
    return reservationView(row);
  });
}
