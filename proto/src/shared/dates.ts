/**
 * Calendar dates as `YYYY-MM-DD` strings, for rules that live on a property's calendar (a stay's
 * check-in, a chore's due date): a date is a day, never an instant, so nothing here reads the
 * server's time zone. Arithmetic runs on UTC midnights, where every day has 24 hours; an instant
 * becomes a date only through `dateInZone` with the property's IANA zone.
 */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The date of year, month (1–12) and day, zero-padded. */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The UTC midnight of a calendar date (the representation date arithmetic and rrule run on). */
export function utcMidnight(date: CalendarDate): Date {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** The calendar date of a UTC midnight (or of any instant read in UTC). */
export function dateOfUtc(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, negative when `to` comes first. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMidnight(to).getTime() - utcMidnight(from).getTime()) / DAY_MS);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return dateOfUtc(new Date(utcMidnight(date).getTime() + days * DAY_MS));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in an IANA time zone (a property's). */
export function dateInZone(instant: Date, timeZone: string): CalendarDate {
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
  return calendarDate(Number(parts['year']), Number(parts['month']), Number(parts['day']));
}

const MONTHS = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** A calendar date in §9's format: 'd de MMMM yyyy' in Spanish, 'MMMM d, yyyy' in English. */
export function formatCalendarDate(date: CalendarDate, language: 'es' | 'en'): string {
  const d = utcMidnight(date);
  const month = MONTHS[language][d.getUTCMonth()]!;
  return language === 'es'
    ? `${d.getUTCDate()} de ${month} ${d.getUTCFullYear()}`
    : `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/**
 * Hours since a day's local midnight as a clock (a day plan's estimated arrival): 9.5 → "09:30";
 * past midnight it says so: 25.25 → "01:15 (+1)". The same in both languages.
 */
export function clockOfHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  const days = Math.floor(minutes / (24 * 60));
  const inDay = minutes - days * 24 * 60;
  const hh = String(Math.floor(inDay / 60)).padStart(2, '0');
  const mm = String(inDay % 60).padStart(2, '0');
  return days > 0 ? `${hh}:${mm} (+${days})` : `${hh}:${mm}`;
}
