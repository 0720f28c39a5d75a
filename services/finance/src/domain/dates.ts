/** Calendar days as integers (days since 1970-01-01, UTC): stays, intervals and months are compared as numbers. */
const DAY_MS = 86_400_000;

export function dayOf(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

export function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-03" of a day. */
export function monthOf(day: number): string {
  return isoOf(day).slice(0, 7);
}

/** The first day of the month of `day`, and of the month after it. */
export function monthBounds(day: number): { start: number; next: number } {
  const d = new Date(day * DAY_MS);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS;
  return { start, next };
}

/** The Monday on or before `day` (§9: the week starts on Monday). 1970-01-01 was a Thursday. */
export function mondayOf(day: number): number {
  return day - ((day + 3) % 7);
}

/** The day of "YYYY-MM" 's first day. */
export function firstOfMonth(month: string): number {
  return dayOf(`${month}-01`);
}

export const isIsoDate = (v: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(v) && isoOf(dayOf(v)) === v;
