/**
 * Calendar dates as `YYYY-MM-DD` strings: a check-in or check-out is a day on the property's
 * calendar, never an instant, so nothing here reads the server's time zone. Arithmetic runs on UTC
 * midnights, where every day has 24 hours.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): value is IsoDate {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The date of year, month (1–12) and day, zero-padded. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function utcDays(date: IsoDate): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`not a calendar date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** Days from `from` to `to` (negative when `to` comes first): the nights of a stay. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return utcDays(to) - utcDays(from);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date((utcDays(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in an IANA time zone (a property's, or the feed's). */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return isoDate(Number(parts.year), Number(parts.month), Number(parts.day));
}

/** Whether the zone is one this runtime knows (a feed may name any TZID). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}
