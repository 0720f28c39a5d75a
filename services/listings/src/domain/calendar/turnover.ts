/**
 * Same-day turnover of one stay against the property's other stays (issue 12): a stay whose
 * check-in is another's check-out turns over with the previous one, whose check-out is another's
 * check-in with the next one. Canceled stays free their days.
 */
import type { IsoDate } from './dates.ts';

export interface StayDates {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export function turnoverWith(
  stay: StayDates,
  others: readonly (StayDates & { isCanceled?: boolean })[],
): { previous: boolean; next: boolean } {
  const live = others.filter((o) => !o.isCanceled);
  return {
    previous: live.some((o) => o.checkOut === stay.checkIn),
    next: live.some((o) => o.checkIn === stay.checkOut),
  };
}
