/**
 * The calendar of a property file, as pure functions over ISO dates (YYYY-MM-DD): today in the
 * property's time zone, month arithmetic that keeps month ends and leap days sensible, the expiry
 * warnings (§9: three months ahead of valid_to, then one month, then on the day) and the renewal of
 * a contract by its own term.
 */
import {
  EXPIRING_FILE_TYPES,
  EXPIRING_LAST_WARNING_MONTHS,
  EXPIRING_WARNING_MONTHS,
  type ExpiryWarning,
  type FileStanding,
  type FileType,
} from '@casona/proto';

const DAY_MS = 86_400_000;

/** The calendar day `now` falls on in `timeZone` (e.g. 'America/Mexico_City'). */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `date` moved by `months` (negative goes back). A day the target month lacks becomes its last
 * day: 31 March − 1 month is 28 (or 29) February, 29 February 2028 + 12 months is 28 February 2029.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

// ─── Expiry ─────────────────────────────────────────────────────────────────────────────────────

export const isExpiringType = (type: FileType): boolean =>
  (EXPIRING_FILE_TYPES as readonly FileType[]).includes(type);

/** The day each warning is due for a file valid until `validTo`, earliest first. */
export function warningDates(validTo: string): { warning: ExpiryWarning; on: string }[] {
  return [
    { warning: 'THREE_MONTHS', on: addMonths(validTo, -EXPIRING_WARNING_MONTHS) },
    { warning: 'ONE_MONTH', on: addMonths(validTo, -EXPIRING_LAST_WARNING_MONTHS) },
    { warning: 'DAY', on: validTo },
  ];
}

/**
 * The warning to send today, if any: the latest one whose day has come, while the file is still
 * valid (through valid_to), and not sent before. A warning a late upload or a stopped job passed
 * by is not sent after a later one (a file uploaded 20 days before it ends gets the one-month
 * warning only).
 */
export function dueWarning(
  validTo: string,
  today: string,
  sent: ReadonlySet<ExpiryWarning>,
): ExpiryWarning | null {
  if (today > validTo) return null;
  const reached = warningDates(validTo).filter((w) => w.on <= today);
  const latest = reached.at(-1);
  if (!latest || sent.has(latest.warning)) return null;
  // A later warning already sent means this one was superseded.
  const order = warningDates(validTo).map((w) => w.warning);
  if ([...sent].some((s) => order.indexOf(s) > order.indexOf(latest.warning))) return null;
  return latest.warning;
}

/** A file is expired once the day after its valid_to has begun in the property's time zone. */
export const isExpired = (validTo: string | null, today: string): boolean =>
  validTo !== null && today > validTo;

/**
 * Where a file stands today: EXPIRED after valid_to; EXPIRING for deeds and registration tickets
 * from the three-month warning on (other types have no warning window); else VALID.
 */
export function standingOf(type: FileType, validTo: string | null, today: string): FileStanding {
  if (validTo === null) return 'VALID';
  if (today > validTo) return 'EXPIRED';
  if (isExpiringType(type) && today >= addMonths(validTo, -EXPIRING_WARNING_MONTHS)) return 'EXPIRING';
  return 'VALID';
}

// ─── Contract renewal ───────────────────────────────────────────────────────────────────────────

/** A contract without a start renews for a year. */
export const DEFAULT_RENEWAL_MONTHS = 12;

export interface Period {
  validFrom: string;
  validTo: string;
}

export type Term = { months: number } | { days: number };

/**
 * How a contract renews, fixed from its first period: periods of its own term counted from its
 * start (`anchor`), so a contract from 31 January renews to the end of each month rather than
 * drifting to the 28th. `first` is the index of the first renewed period.
 */
export interface RenewalPlan {
  anchor: string;
  term: Term;
  first: number;
}

/**
 * The term of a contract: whole months when it runs from a day to the day before the same day of a
 * later month (1 Jan – 31 Dec is 12 months; 31 Jan – 27 Feb 2025 is 1), else its length in days.
 */
export function termOf(period: Period): Term {
  const end = addDays(period.validTo, 1);
  const [y1, m1] = parts(period.validFrom);
  const [y2, m2] = parts(end);
  const months = (y2 - y1) * 12 + (m2 - m1);
  if (months >= 1 && addMonths(period.validFrom, months) === end) return { months };
  return { days: Math.max(1, daysBetween(period.validFrom, end)) };
}

/** The plan of a contract from its first period (a year from its end when it has no start). */
export function renewalPlan(original: { validFrom: string | null; validTo: string }): RenewalPlan {
  if (!original.validFrom || original.validFrom > original.validTo)
    return { anchor: addDays(original.validTo, 1), term: { months: DEFAULT_RENEWAL_MONTHS }, first: 0 };
  return { anchor: original.validFrom, term: termOf(original as Period), first: 1 };
}

const startOf = (plan: RenewalPlan, k: number): string =>
  'months' in plan.term
    ? addMonths(plan.anchor, k * plan.term.months)
    : addDays(plan.anchor, k * plan.term.days);

/** The k-th period of a plan (0 is the one starting at the anchor). */
export function periodAt(plan: RenewalPlan, k: number): Period {
  return { validFrom: startOf(plan, k), validTo: addDays(startOf(plan, k + 1), -1) };
}

/**
 * What auto_renew_contracts does today to an auto-renewing contract now valid until `validTo`:
 * nothing before its last day; from its last day on, the following periods until one runs past
 * today (a job stopped for a while catches up, each renewal recorded).
 */
export function renewalsDue(plan: RenewalPlan, validTo: string, today: string): Period[] {
  if (today < validTo) return [];
  // The period of the plan the contract is in now: the first ending on or after validTo.
  let k = plan.first - 1;
  while (periodAt(plan, k).validTo < validTo && k < plan.first + 10_000) k += 1;
  const renewals: Period[] = [];
  let current = validTo;
  while (today >= current && renewals.length < 1000) {
    k += 1;
    const next = periodAt(plan, k);
    renewals.push({ validFrom: addDays(current, 1), validTo: next.validTo });
    current = next.validTo;
  }
  return renewals;
}
