/**
 * String formats of the contracts (§5), registered in TypeBox's format registry.
 *
 * Standard names (uuid, date, date-time, url, email) are re-registered with the product's stricter
 * meaning (UUID v4 only, http/https URLs only…), so a schema keeps the name OpenAPI readers know.
 * `registerFormats()` is idempotent and is called by `compileValidator` before every compile, because
 * TypeBox binds the checker at compile time and another library (e.g. the Fastify type provider's
 * `registerAjvFormats`) may have replaced a standard one in between.
 */
import Format from 'typebox/format';

import { RECURRENCE_FREQUENCIES, type RecurrenceFrequency } from '../enums.ts';

export const UUID_V4_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Date, `T` (or space), hours and minutes, optional seconds and fraction, optional Z or offset. */
export const ISO_DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-](\d{2}):?(\d{2}))?$/;
export const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const PHONE10_RE = /^\d{10}$/;
export const ZIP5_RE = /^\d{5}$/;
export const DIGITS_RE = /^\d+$/;
/** "0", "1234", "1,234,567.89": plain digits or comma-grouped thousands, optional decimals. */
export const NUMERIC_STRING_RE = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
/** Any Airbnb host: www.airbnb.com, airbnb.mx, www.airbnb.com.mx, es.airbnb.com, www.airbnb.co.uk… */
const AIRBNB_HOST = String.raw`(?:[a-z0-9-]+\.)?airbnb\.[a-z]{2,3}(?:\.[a-z]{2})?`;
/** `http(s)://{airbnb host}/rooms/{number}`, optional trailing slash, query and fragment. */
export const AIRBNB_LISTING_URL_RE = new RegExp(
  String.raw`^https?://${AIRBNB_HOST}/rooms/(\d+)/?(?:\?[^#\s]*)?(?:#\S*)?$`,
  'i',
);
/** `https://{airbnb host}/users/show/{digits}`, optional trailing slash and query. */
export const AIRBNB_PROFILE_URL_RE = new RegExp(
  String.raw`^https://${AIRBNB_HOST}/users/show/(\d+)/?(?:\?[^#\s]*)?$`,
  'i',
);
export const RRULE_FREQ_RE = /(?:^|[;:\s])FREQ=([A-Z]+)/;
export const RRULE_INTERVAL_RE = /(?:^|[;:\s])INTERVAL=(\d+)/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Year 0 is not a calendar year (1 BC is followed by AD 1); PostgreSQL refuses it as a date. */
function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const max = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= max;
}

export function isUuidV4(value: string): boolean {
  return UUID_V4_RE.test(value);
}

/** A calendar date written yyyy-mm-dd that exists (no 2023-02-29). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** An ISO 8601 date-time: a real date and a valid time; seconds and the offset are optional. */
export function isIsoDateTime(value: string): boolean {
  const m = ISO_DATE_TIME_RE.exec(value);
  if (m === null || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  const [hh, mm, ss, oh, om] = [m[4], m[5], m[6], m[7], m[8]].map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return hh <= 23 && mm <= 59 && ss <= 60 && oh <= 23 && om <= 59;
}

/** An absolute http or https address with a host. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value) || /\s/.test(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

export function isPhone10(value: string): boolean {
  return PHONE10_RE.test(value);
}

export function isZip5(value: string): boolean {
  return ZIP5_RE.test(value);
}

export function isDigits(value: string): boolean {
  return DIGITS_RE.test(value);
}

export function isNumericString(value: string): boolean {
  return NUMERIC_STRING_RE.test(value);
}

/** The number a numeric string stands for ("1,234.5" → 1234.5), or NaN. */
export function parseNumericString(value: string): number {
  return isNumericString(value) ? Number(value.replaceAll(',', '')) : Number.NaN;
}

export function isAirbnbListingUrl(value: string): boolean {
  return AIRBNB_LISTING_URL_RE.test(value);
}

export function isAirbnbProfileUrl(value: string): boolean {
  return AIRBNB_PROFILE_URL_RE.test(value);
}

/** The room id of an Airbnb listing address, or null when it is not one ('Invalid listing URL'). */
export function airbnbRoomIdOf(url: string): string | null {
  return AIRBNB_LISTING_URL_RE.exec(url)?.[1] ?? null;
}

/** The user id of an Airbnb profile address, or null when it is not one ('Invalid profile URL'). */
export function airbnbProfileIdOf(url: string): string | null {
  return AIRBNB_PROFILE_URL_RE.exec(url)?.[1] ?? null;
}

export const RRULE_INTERVAL_MIN = 1;
export const RRULE_INTERVAL_MAX = 100;
const WEEK_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export type ParsedRRule = {
  frequency: RecurrenceFrequency;
  interval: number;
  /** BYDAY as 0–6, Sunday = 0 (the entity's byWeekDay). */
  byWeekDay: number[];
  byMonthDay: number[];
  /** DTSTART as written (yyyymmdd or yyyymmddThhmmss[Z]), when present. */
  dtStart: string | null;
};

/**
 * Parses the recurrence rule of a chore: an RFC 5545 RRULE value ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO"),
 * optionally prefixed "RRULE:" and optionally preceded by a "DTSTART…:" line, as rrule.js writes it.
 * FREQ must be DAILY, WEEKLY or MONTHLY and INTERVAL 1–100 (§5); BYDAY and BYMONTHDAY are checked
 * when present. Returns null for anything else.
 */
export function parseRRule(rule: string): ParsedRRule | null {
  let dtStart: string | null = null;
  let body: string | null = null;
  for (const rawLine of rule.trim().split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const dt = /^DTSTART(?:;[^:]*)?:(\d{8}(?:T\d{6}Z?)?)$/i.exec(line);
    if (dt) {
      dtStart = dt[1] ?? null;
      continue;
    }
    if (body !== null) return null;
    body = line.replace(/^RRULE:/i, '');
  }
  if (body === null) return null;
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).toUpperCase();
    if (parts.has(key)) return null;
    parts.set(key, part.slice(eq + 1));
  }
  const freq = parts.get('FREQ')?.toUpperCase();
  const intervalText = parts.get('INTERVAL');
  if (freq === undefined || intervalText === undefined) return null;
  if (!(RECURRENCE_FREQUENCIES as readonly string[]).includes(freq)) return null;
  if (!/^\d{1,3}$/.test(intervalText)) return null;
  const interval = Number(intervalText);
  if (interval < RRULE_INTERVAL_MIN || interval > RRULE_INTERVAL_MAX) return null;

  const byWeekDay: number[] = [];
  const byDay = parts.get('BYDAY');
  if (byDay !== undefined) {
    for (const day of byDay.toUpperCase().split(',')) {
      const index = WEEK_DAYS.indexOf(day as (typeof WEEK_DAYS)[number]);
      if (index < 0) return null;
      byWeekDay.push((index + 1) % 7);
    }
  }
  const byMonthDay: number[] = [];
  const byMonthDayText = parts.get('BYMONTHDAY');
  if (byMonthDayText !== undefined) {
    for (const day of byMonthDayText.split(',')) {
      if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > 31) return null;
      byMonthDay.push(Number(day));
    }
  }
  return { frequency: freq as RecurrenceFrequency, interval, byWeekDay, byMonthDay, dtStart };
}

export function isRRule(value: string): boolean {
  return parseRRule(value) !== null;
}

/**
 * Every format the contracts use, by name. Exported so a server that validates with Ajv instead of
 * TypeBox can register the same checks (`ajv.addFormat(name, check)`).
 */
export const FORMATS = {
  uuid: isUuidV4,
  date: isIsoDate,
  'date-time': isIsoDateTime,
  url: isHttpUrl,
  email: isEmail,
  phone10: isPhone10,
  zip5: isZip5,
  digits: isDigits,
  'numeric-string': isNumericString,
  'airbnb-listing-url': isAirbnbListingUrl,
  'airbnb-profile-url': isAirbnbProfileUrl,
  rrule: isRRule,
} as const satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof FORMATS;
export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

/** Registers (or re-registers) every format in TypeBox's registry. Idempotent. */
export function registerFormats(): void {
  for (const name of FORMAT_NAMES) {
    if (Format.Get(name) !== FORMATS[name]) Format.Set(name, FORMATS[name]);
  }
}

registerFormats();
