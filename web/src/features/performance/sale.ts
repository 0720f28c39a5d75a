/**
 * Pure helpers of /dashboard/performance/sale: the three prices of a property side by side, the
 * months it has been on sale, and the nightly rate and nights the commission estimate starts from.
 */
import type { OwnerStatement } from '@casona/proto/finance/statements';

export type PriceKind = 'wished' | 'market' | 'offered';
export interface PriceBar {
  kind: PriceKind;
  amount: number | null;
  /** Share of the largest known price, 0–1 (0 when unknown). */
  share: number;
  /** Difference against the offered price, as a fraction (null when either is unknown, or for the offered price). */
  versusOffered: number | null;
}

/** The owner's wished price, the company's market price and the price it is offered at. */
export function priceBars(p: {
  price: number;
  wished_price: number | null;
  market_price: number | null;
}): PriceBar[] {
  const entries: [PriceKind, number | null][] = [
    ['wished', p.wished_price],
    ['market', p.market_price],
    ['offered', p.price],
  ];
  const max = Math.max(...entries.map(([, a]) => a ?? 0));
  return entries.map(([kind, amount]) => ({
    kind,
    amount,
    share: amount !== null && max > 0 ? amount / max : 0,
    versusOffered:
      kind === 'offered' || amount === null || p.price <= 0
        ? null
        : Math.round(((amount - p.price) / p.price) * 1000) / 1000,
  }));
}

/** Whole months between publication and `today` (both ISO; a month counts once its day is reached). */
export function monthsOnSale(publishedAt: string | null, today: string): number | null {
  if (!publishedAt) return null;
  const [py, pm, pd] = publishedAt.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  const months = (ty - py) * 12 + (tm - pm) - (td < pd ? 1 : 0);
  return Math.max(0, months);
}

/**
 * The nightly rate and the nights per month of the stays in the given statements (reservation
 * lines, corrections left out): income ÷ nights, and nights ÷ months, rounded to whole nights.
 * Null when no night was booked.
 */
export function rateAndNights(
  statements: readonly Pick<OwnerStatement, 'reservations'>[],
): { adr: number; nights: number } | null {
  let nights = 0;
  let income = 0;
  for (const s of statements)
    for (const r of s.reservations) {
      if (r.corrects !== null) continue;
      nights += r.nights;
      income += r.amount_mxn;
    }
  if (nights === 0 || statements.length === 0) return null;
  return {
    adr: Math.round((income / nights) * 100) / 100,
    nights: Math.min(31, Math.round(nights / statements.length)),
  };
}

/** Today in Mexico City, as YYYY-MM-DD. */
export const mexicoToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** Where a tour stands on the sale page: still to come, taken place without a review yet, or reviewed. */
export type TourStage = 'upcoming' | 'awaitingReview' | 'reviewed';

export function tourStage(tour: { tour_time: string; review: object | null }, now: Date): TourStage {
  if (tour.review) return 'reviewed';
  return new Date(tour.tour_time).getTime() > now.getTime() ? 'upcoming' : 'awaitingReview';
}
