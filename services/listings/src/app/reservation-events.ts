/**
 * What listings.reservation.* carry, and the same-day turnovers a changed stay leaves its
 * neighbours with: when a stay is added, moved or canceled (by a feed or by hand), every other live
 * stay of the property whose turnover flags no longer hold gets them rewritten and one
 * listings.reservation.updated with `changes: ['turnover']`.
 */
import type { Queryable } from '@casona/kit/db/queryable';
import { propertyStaysOf, setReservationTurnover, type ReservationRow } from './calendar-sync-store.ts';
import { numOrNull, type Deps } from './deps.ts';
import { daysBetween } from '../domain/calendar/dates.ts';
import { turnoverChanges } from '../domain/calendar/turnover.ts';

/** A reservation as listings.reservation.* carry it. */
export function reservationPayload(row: ReservationRow) {
  return {
    reservationId: row.id,
    propertyId: row.property_id,
    airbnbListingId: row.airbnb_listing_id,
    confirmationCode: row.confirmation_code,
    checkIn: row.check_in,
    checkOut: row.check_out,
    nights: daysBetween(row.check_in, row.check_out),
    guestAmount: row.guest_amount,
    cleaningFee: numOrNull(row.cleaning_fee),
    petFee: numOrNull(row.pet_fee),
    guestServiceFee: numOrNull(row.guest_service_fee),
    hostServiceFee: numOrNull(row.host_service_fee),
    nightlyRateAdjustment: numOrNull(row.nightly_rate_adjustment),
    occupancyTaxes: numOrNull(row.occupancy_taxes),
    remittedOccupancyTax: numOrNull(row.remitted_occupancy_tax),
    totalEarned: numOrNull(row.total_earned),
    totalPaid: numOrNull(row.total_paid),
    currency: row.currency,
    isDirectBooking: row.is_direct_booking,
    tentative: row.tentative,
    turnoverPrevious: row.turnover_previous,
    turnoverNext: row.turnover_next,
  };
}

/**
 * Rewrites the turnover flags of the property's live stays (not past `today`, not in `skip`) that its
 * stays no longer justify; answers one listings.reservation.updated per stay rewritten, for the
 * caller to emit in its transaction.
 */
export async function neighbourTurnoverEvents(
  deps: Deps,
  q: Queryable,
  propertyId: string,
  options: { today: string; skip?: ReadonlySet<string> },
) {
  const changes = turnoverChanges(await propertyStaysOf(q, propertyId), options);
  const events = [];
  for (const change of changes) {
    const row = await setReservationTurnover(q, change.id, change, deps.now());
    events.push(
      deps.event('listings.reservation.updated', { ...reservationPayload(row), changes: ['turnover'] }),
    );
  }
  return events;
}
