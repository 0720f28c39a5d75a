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

/**
 * A stay of a property as the turnover rules see it: `source` is the listing whose feed holds it
 * (null: a direct booking) and `listingRef` the listing a merged feed names.
 */
export interface PropertyStay extends StayDates {
  id: string;
  source: string | null;
  listingRef: string | null;
  isCanceled: boolean;
  turnoverPrevious: boolean;
  turnoverNext: boolean;
}

/**
 * Whether two stays occupy the same place: within one feed, those naming the same listing; across
 * feeds and direct bookings, any stay naming no particular listing shares the property with all.
 */
export function sameUnit(
  a: Pick<PropertyStay, 'source' | 'listingRef'>,
  b: Pick<PropertyStay, 'source' | 'listingRef'>,
): boolean {
  return a.source === b.source
    ? a.listingRef === b.listingRef
    : a.listingRef === null || b.listingRef === null;
}

/** The turnover of `stay` against the property's other live stays of the same unit. */
export function turnoverIn(
  stay: Pick<PropertyStay, 'source' | 'listingRef'> & StayDates & { id?: string },
  stays: readonly PropertyStay[],
): { previous: boolean; next: boolean } {
  return turnoverWith(
    stay,
    stays.filter((o) => o.id !== stay.id && sameUnit(stay, o)),
  );
}

/**
 * The live stays whose stored turnover no longer matches the property's stays, with the new one:
 * what a change of one stay (added, moved, canceled) does to its neighbours. Stays that have
 * checked out before `today`, and those in `skip` (the caller sets them itself), are left alone.
 */
export function turnoverChanges(
  stays: readonly PropertyStay[],
  options: { today: string; skip?: ReadonlySet<string> },
): { id: string; previous: boolean; next: boolean }[] {
  const out: { id: string; previous: boolean; next: boolean }[] = [];
  for (const stay of stays) {
    if (stay.isCanceled || stay.checkOut < options.today || options.skip?.has(stay.id)) continue;
    const t = turnoverIn(stay, stays);
    if (t.previous !== stay.turnoverPrevious || t.next !== stay.turnoverNext) out.push({ id: stay.id, ...t });
  }
  return out;
}
