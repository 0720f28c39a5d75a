/**
 * The month calendar of a property's stays, as pure functions: the Monday-first weeks of a month and
 * where each stay's bar sits in them. A stay covers its nights — check-in up to the day before
 * check-out (the feed's exclusive DTEND) — so a same-day turnover shows one bar ending and the next
 * starting on the same day without overlapping. Dates are ISO calendar dates (`2026-03-14`), never
 * shifted by a time zone: all arithmetic is on UTC midnights.
 */

export type StayKind = 'reservation' | 'block';

/** What the calendar needs of a reservation or a block. `end` is exclusive (the check-out day). */
export type CalendarStay = {
  id: string;
  kind: StayKind;
  start: string;
  end: string;
  canceled: boolean;
};

/** A stay's piece within one week: columns 0 (Monday) to 6, its lane (row) in that week. */
export type StaySegment<S extends CalendarStay = CalendarStay> = {
  stay: S;
  column: number;
  span: number;
  lane: number;
  /** the stay began before this week (its check-in is not here) */
  continuesBefore: boolean;
  /** the stay goes on after this week */
  continuesAfter: boolean;
};

export type CalendarDay = {
  date: string;
  day: number;
  inMonth: boolean;
  /** a reservation checks out and another checks in (canceled ones do not count) */
  turnover: boolean;
  /** someone checks in or out that day */
  checkIn: boolean;
  checkOut: boolean;
};

export type CalendarWeek<S extends CalendarStay = CalendarStay> = {
  days: CalendarDay[];
  segments: StaySegment<S>[];
  lanes: number;
};

const DAY_MS = 86_400_000;

export const toUtc = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
export const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => fromUtc(toUtc(iso) + days * DAY_MS);

/** Nights between check-in and check-out (0 when check-out is not after check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const nights = Math.round((toUtc(checkOut) - toUtc(checkIn)) / DAY_MS);
  return Number.isFinite(nights) && nights > 0 ? nights : 0;
}

/** `{ year, month }` (month 0–11) moved by `delta` months. */
export function shiftMonth(
  at: { year: number; month: number },
  delta: number,
): { year: number; month: number } {
  const index = at.year * 12 + at.month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The month of an ISO date. */
export function monthOf(iso: string): { year: number; month: number } {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 };
}

/** The first and last day (inclusive) shown for a month: whole Monday-to-Sunday weeks around it. */
export function monthRange(year: number, month: number): { first: string; last: string } {
  const firstOfMonth = Date.UTC(year, month, 1);
  const lastOfMonth = Date.UTC(year, month + 1, 0);
  const back = (new Date(firstOfMonth).getUTCDay() + 6) % 7; // Monday = 0
  const forward = 6 - ((new Date(lastOfMonth).getUTCDay() + 6) % 7);
  return { first: fromUtc(firstOfMonth - back * DAY_MS), last: fromUtc(lastOfMonth + forward * DAY_MS) };
}

/** Days where one reservation checks out and another checks in (not canceled ones, not blocks). */
export function turnoverDays(stays: readonly CalendarStay[]): Set<string> {
  const live = stays.filter((s) => s.kind === 'reservation' && !s.canceled);
  const checkIns = new Set(live.map((s) => s.start));
  return new Set(live.map((s) => s.end).filter((day) => checkIns.has(day)));
}

/**
 * The weeks of `month` with each stay's segments. Within a week, segments take the lowest lane free
 * for all their days; reservations come before blocks and earlier stays before later ones, so the
 * layout is the same whatever order the stays arrive in.
 */
export function layoutMonth<S extends CalendarStay>(
  year: number,
  month: number,
  stays: readonly S[],
): CalendarWeek<S>[] {
  const { first, last } = monthRange(year, month);
  const turnovers = turnoverDays(stays);
  const live = stays.filter((s) => s.kind === 'reservation' && !s.canceled);
  const checkIns = new Set(live.map((s) => s.start));
  const checkOuts = new Set(live.map((s) => s.end));
  const ordered = [...stays]
    .filter((s) => nightsBetween(s.start, s.end) > 0)
    .sort(
      (a, b) =>
        Number(a.kind === 'block') - Number(b.kind === 'block') ||
        Number(a.canceled) - Number(b.canceled) ||
        a.start.localeCompare(b.start) ||
        b.end.localeCompare(a.end) ||
        a.id.localeCompare(b.id),
    );
  const weeks: CalendarWeek<S>[] = [];
  for (let weekStart = first; weekStart <= last; weekStart = addDays(weekStart, 7)) {
    const weekEnd = addDays(weekStart, 7); // exclusive
    const days: CalendarDay[] = Array.from({ length: 7 }, (_, i) => {
      const date = addDays(weekStart, i);
      return {
        date,
        day: Number(date.slice(8, 10)),
        inMonth: Number(date.slice(5, 7)) - 1 === month,
        turnover: turnovers.has(date),
        checkIn: checkIns.has(date),
        checkOut: checkOuts.has(date),
      };
    });
    const taken: boolean[][] = [];
    const segments: StaySegment<S>[] = [];
    for (const stay of ordered) {
      const from = stay.start > weekStart ? stay.start : weekStart;
      const to = stay.end < weekEnd ? stay.end : weekEnd; // exclusive
      if (from >= to) continue;
      const column = nightsBetween(weekStart, from);
      const span = nightsBetween(from, to);
      let lane = 0;
      while (taken[lane]?.slice(column, column + span).some(Boolean)) lane++;
      taken[lane] ??= Array.from({ length: 7 }, () => false);
      for (let c = column; c < column + span; c++) taken[lane]![c] = true;
      segments.push({
        stay,
        column,
        span,
        lane,
        continuesBefore: stay.start < weekStart,
        continuesAfter: stay.end > weekEnd,
      });
    }
    weeks.push({ days, segments, lanes: taken.length });
  }
  return weeks;
}
