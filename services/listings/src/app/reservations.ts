/** A property's reservations (issue 12): the list the Airbnb tab's calendar and table read. */
import { PAGE_SIZE, type Reservation, type ReservationPage } from '@casona/proto';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { assertAllowed } from './access.ts';
import { reservationsOf, type ReservationRow } from './calendar-sync-store.ts';
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
