/**
 * What the demo's Airbnb stays were paid (§3 Reservation money), as a pure function of the stay:
 * a Cholula two-bedroom house's nightly rate (more on Friday and Saturday nights and in the high
 * seasons), Airbnb's cleaning fee, the guest's 14 % and the host's 3 % service fees, Puebla's 3 %
 * lodging tax that Airbnb remits, and what is left to the host. The same stay always gets the same
 * money, so the seed is idempotent. Money in MXN.
 */
import { addDays, daysBetween, type IsoDate } from '../domain/calendar/dates.ts';

export interface StayMoney {
  guest_amount: number;
  cleaning_fee: number;
  guest_service_fee: number;
  host_service_fee: number;
  occupancy_taxes: number;
  remitted_occupancy_tax: number;
  total_paid: number;
  total_earned: number;
}

const WEEKDAY_RATE = 1450;
const WEEKEND_RATE = 1850;
const CLEANING_FEE = 450;
const round = (n: number) => Math.round(n * 100) / 100;

function highSeason(date: IsoDate): boolean {
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return (
    (m === 12 && d >= 15) ||
    (m === 1 && d <= 6) ||
    (m === 3 && d >= 25) ||
    (m === 4 && d <= 12) ||
    m === 7 ||
    (m === 10 && d >= 28) ||
    (m === 11 && d <= 3)
  );
}

/** A small stable number from the stay's dates: how many guests came. */
function guestsOf(checkIn: IsoDate, nights: number): number {
  const n = [...checkIn].reduce((a, c) => a * 31 + c.charCodeAt(0), nights) >>> 0;
  return 2 + (n % 4);
}

export function stayMoney(checkIn: IsoDate, checkOut: IsoDate): StayMoney {
  const nights = daysBetween(checkIn, checkOut);
  let lodging = 0;
  for (let i = 0; i < nights; i++) {
    const night = addDays(checkIn, i);
    const weekday = new Date(`${night}T12:00:00Z`).getUTCDay();
    const rate = weekday === 5 || weekday === 6 ? WEEKEND_RATE : WEEKDAY_RATE;
    lodging += highSeason(night) ? rate * 1.3 : rate;
  }
  const subtotal = round(lodging + CLEANING_FEE);
  const guestFee = round(subtotal * 0.14);
  const hostFee = round(subtotal * 0.03);
  const tax = round(subtotal * 0.03);
  return {
    guest_amount: guestsOf(checkIn, nights),
    cleaning_fee: CLEANING_FEE,
    guest_service_fee: guestFee,
    host_service_fee: hostFee,
    occupancy_taxes: tax,
    remitted_occupancy_tax: tax,
    total_paid: round(subtotal + guestFee + tax),
    total_earned: round(subtotal - hostFee),
  };
}

/**
 * A direct booking paid in US dollars (a guest who came back and booked with the host, §3
 * is_direct_booking): a nightly rate, the same cleaning, no platform fees, Puebla's 3 % lodging tax.
 */
export function directStayMoneyUsd(checkIn: IsoDate, checkOut: IsoDate): StayMoney {
  const nights = daysBetween(checkIn, checkOut);
  const subtotal = round(nights * 95 + 25);
  const tax = round(subtotal * 0.03);
  return {
    guest_amount: guestsOf(checkIn, nights),
    cleaning_fee: 25,
    guest_service_fee: 0,
    host_service_fee: 0,
    occupancy_taxes: tax,
    remitted_occupancy_tax: 0,
    total_paid: round(subtotal + tax),
    total_earned: subtotal,
  };
}

/**
 * Free stretches between stays (check-out to the next check-in) of at least `nights` nights, as
 * `[check-in, check-out]` of a booking that leaves a night free on each side.
 */
export function gapsBetween(
  stays: readonly { check_in: IsoDate; check_out: IsoDate }[],
  nights: number,
): [IsoDate, IsoDate][] {
  const sorted = [...stays].sort((a, b) => a.check_in.localeCompare(b.check_in));
  const gaps: [IsoDate, IsoDate][] = [];
  for (let i = 1; i < sorted.length; i++) {
    const from = addDays(sorted[i - 1]!.check_out, 1);
    const to = addDays(sorted[i]!.check_in, -1);
    if (daysBetween(from, to) >= nights) gaps.push([from, addDays(from, nights)]);
  }
  return gaps;
}
