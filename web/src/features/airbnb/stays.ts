/** The list of a property's stays and blocks, as pure functions (the page draws them). */
import type { ReservationBlock } from '@casona/proto/listings/airbnb-listings';
import type { Reservation } from '@casona/proto/listings/entities';

import { intlLocale, type Language } from '../../lib/money.ts';

export type StayRow =
  | { kind: 'reservation'; start: string; end: string; reservation: Reservation }
  | { kind: 'block'; start: string; end: string; block: ReservationBlock };

/** Stays and blocks in date order; "upcoming" keeps those not yet over (check-out today or later). */
export function stayRows(
  reservations: readonly Reservation[],
  blocks: readonly ReservationBlock[],
  today: string,
  upcomingOnly: boolean,
): StayRow[] {
  const rows: StayRow[] = [
    ...reservations.map((r) => ({
      kind: 'reservation' as const,
      start: r.check_in,
      end: r.check_out,
      reservation: r,
    })),
    ...blocks.map((b) => ({ kind: 'block' as const, start: b.start_date, end: b.end_date, block: b })),
  ];
  return rows
    .filter((row) => !upcomingOnly || row.end >= today)
    .sort(
      (a, b) => a.start.localeCompare(b.start) || Number(a.kind === 'block') - Number(b.kind === 'block'),
    );
}

const shortDates = new Map<Language, Intl.DateTimeFormat>();
/** `9 dic 2026` / `Dec 9, 2026`: a calendar date, never shifted by a time zone. */
export function shortDate(iso: string, language: Language): string {
  let formatter = shortDates.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    shortDates.set(language, formatter);
  }
  return formatter.format(Date.parse(`${iso}T00:00:00Z`));
}
