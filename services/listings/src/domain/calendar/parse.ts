import { createHash } from 'node:crypto';
import ical, { type DateWithTimeZone, type ParameterValue, type VEvent } from 'node-ical';
import { addDays, dateInZone, daysBetween, isoDate, isTimeZone, type IsoDate } from './dates.ts';
import { propertyName, propertyValue, readIcs } from './ics-text.ts';

/**
 * A channel's iCal export read into stays and blocks, as a pure function of the text and the
 * property's time zone (the server's own zone never matters).
 *
 * - All-day dates (`VALUE=DATE`) stay calendar dates; `DTEND` is exclusive and is the checkout day.
 *   A `DURATION` is counted in calendar days. Timed events (`TZID`, UTC) are placed on the
 *   property's calendar; floating times and zones this runtime does not know keep their wall clock.
 * - Airbnb `Reserved` and the HomeAway family's `Reserved`/`Réservée`/`Provisoire` are reservations;
 *   `Airbnb (Not available)`, `Blocked`, `Indisponible` are blocks and never reservations.
 *   Booking.com writes `CLOSED - Not available` for bookings and owner blocks alike, so its events
 *   are blocks and the feed is flagged `distinguishesBlocks: false`; so is any feed with a summary
 *   no rule recognises (the event is kept as a block, with a warning).
 * - Malformed events (inverted or empty ranges, unreadable dates) are skipped with a warning; a
 *   repeated UID gets a `#2`, `#3`… suffix so no stay is lost; an event without UID gets one derived
 *   from its content, stable across fetches.
 * - `status` tells the caller whether this counts as a poll: only `events` does. `empty` is a blank
 *   body (Booking.com's answer for an empty calendar) or a calendar without events; `not_calendar`
 *   an HTML page or anything else; `truncated` a calendar cut before its end.
 */
export type Channel = 'airbnb' | 'booking' | 'vrbo' | 'other';
export type FeedStatus = 'events' | 'empty' | 'not_calendar' | 'truncated';

export interface FeedReservation {
  uid: string;
  /** the listing an event belongs to in a feed that merges several (`<listing id> Reserved`) */
  listingRef: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  confirmationCode: string | null;
  phoneLast4: string | null;
  /** a hold the channel has not confirmed (Vrbo/Abritel `Provisoire`, `STATUS:TENTATIVE`) */
  tentative: boolean;
}

export interface FeedBlock {
  uid: string;
  listingRef: string | null;
  start: IsoDate;
  /** exclusive, like a checkout */
  end: IsoDate;
}

export type FeedWarningCode =
  | 'not_calendar'
  | 'truncated'
  | 'unparseable'
  | 'inverted_range'
  | 'empty_range'
  | 'invalid_date'
  | 'duplicate_uid'
  | 'missing_uid'
  | 'unknown_time_zone'
  | 'unrecognized_summary'
  | 'overlapping_reservations';

export interface FeedWarning {
  code: FeedWarningCode;
  uid?: string;
  detail: string;
}

export interface ParsedFeed {
  status: FeedStatus;
  channel: Channel;
  distinguishesBlocks: boolean;
  reservations: FeedReservation[];
  blocks: FeedBlock[];
  warnings: FeedWarning[];
}

export interface ParseOptions {
  /** the property's IANA time zone: the calendar timed events are placed on */
  timeZone: string;
}

const LISTING_PREFIX = /^(\d{6,})\s+(.*)$/s;
const BLOCK_SUMMARY =
  /not available|unavailable|blocked|closed|indisponible|no disponible|bloquead|owner hold|maintenance/;
const RESERVATION_SUMMARY =
  /^(reserved|reservee|reservation|reservado|reservada|booked|confirmed|provisoire|tentative)\b/;
const TENTATIVE_SUMMARY = /^(provisoire|tentative)\b/;
const CONFIRMATION_CODE =
  /reservations\/details\/([A-Za-z0-9]{6,})|[?&]code=([A-Za-z0-9]{6,})|\b(HM[A-Z0-9]{8})\b/;
const PHONE_LAST_4 = /Last 4 Digits\)\s*:\s*(\d{4})/i;

export function parseFeed(text: string, options: ParseOptions): ParsedFeed {
  const warnings: FeedWarning[] = [];
  const ics = readIcs(text);
  const channel = channelOf(ics.lines);
  const result = (status: FeedStatus): ParsedFeed => ({
    status,
    channel,
    distinguishesBlocks: channel !== 'booking',
    reservations: [],
    blocks: [],
    warnings,
  });
  if (text.trim() === '') return result('empty');
  if (!ics.isCalendar) {
    warnings.push({
      code: 'not_calendar',
      detail: `not an iCalendar body: ${JSON.stringify(text.slice(0, 60))}`,
    });
    return result('not_calendar');
  }
  if (!ics.complete) {
    warnings.push({ code: 'truncated', detail: 'the calendar ends before END:VCALENDAR' });
    return result('truncated');
  }
  if (ics.events.length === 0) return result('empty');

  let parsed: Record<string, unknown>;
  try {
    parsed = ical.sync.parseICS(withStableUids(ics.lines, warnings).join('\r\n'));
  } catch (error) {
    warnings.push({ code: 'unparseable', detail: error instanceof Error ? error.message : String(error) });
    return result('not_calendar');
  }

  const feed = result('events');
  const unknownZones = new Set<string>();
  for (const component of Object.values(parsed)) {
    if (!isEvent(component) || component.status === 'CANCELLED') continue;
    const event = readEvent(component, options.timeZone, unknownZones);
    if ('problem' in event) {
      warnings.push({ code: event.problem, uid: component.uid, detail: event.detail });
      continue;
    }
    const summary = text_(component.summary).trim();
    const prefixed = LISTING_PREFIX.exec(summary);
    const listingRef = prefixed?.[1] ?? null;
    const description = text_(component.description);
    const kind = classify(prefixed?.[2] ?? summary, `${summary}\n${description}`, channel);
    if (kind === 'unknown') {
      feed.distinguishesBlocks = false;
      warnings.push({
        code: 'unrecognized_summary',
        uid: component.uid,
        detail: `kept as a block: ${JSON.stringify(summary.slice(0, 40))}`,
      });
    }
    if (kind === 'reservation') {
      const code = CONFIRMATION_CODE.exec(`${summary}\n${description}`);
      feed.reservations.push({
        uid: component.uid,
        listingRef,
        checkIn: event.start,
        checkOut: event.end,
        nights: daysBetween(event.start, event.end),
        confirmationCode: code ? (code[1] ?? code[2] ?? code[3] ?? null) : null,
        phoneLast4: PHONE_LAST_4.exec(description)?.[1] ?? null,
        tentative: component.status === 'TENTATIVE' || TENTATIVE_SUMMARY.test(fold(summary)),
      });
    } else {
      feed.blocks.push({ uid: component.uid, listingRef, start: event.start, end: event.end });
    }
  }
  for (const zone of unknownZones) {
    warnings.push({
      code: 'unknown_time_zone',
      detail: `TZID ${zone} is unknown; its wall-clock dates were kept`,
    });
  }
  const byListingAndDate = (
    a: { listingRef: string | null; uid: string },
    b: typeof a,
    x: string,
    y: string,
  ) =>
    (a.listingRef ?? '').localeCompare(b.listingRef ?? '') ||
    x.localeCompare(y) ||
    a.uid.localeCompare(b.uid);
  feed.reservations.sort((a, b) => byListingAndDate(a, b, a.checkIn, b.checkIn));
  feed.blocks.sort((a, b) => byListingAndDate(a, b, a.start, b.start));
  for (let i = 1; i < feed.reservations.length; i++) {
    const before = feed.reservations[i - 1]!;
    const stay = feed.reservations[i]!;
    if (before.listingRef === stay.listingRef && stay.checkIn < before.checkOut) {
      warnings.push({
        code: 'overlapping_reservations',
        uid: stay.uid,
        detail: `${stay.checkIn}–${stay.checkOut} overlaps ${before.uid} (${before.checkIn}–${before.checkOut})`,
      });
    }
  }
  return feed;
}

function isEvent(component: unknown): component is VEvent {
  return (
    typeof component === 'object' && component !== null && (component as { type?: unknown }).type === 'VEVENT'
  );
}

function text_(value: ParameterValue | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value.val ?? '');
}

/** Lower case without accents: `Réservée` → `reservee`. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Older Airbnb exports titled a stay with the guest's name and its code (`Ana (HMABCD1234)`): an
 * event naming a confirmation code is a stay whatever its summary says, never a lost booking.
 */
function classify(summary: string, text: string, channel: Channel): 'reservation' | 'block' | 'unknown' {
  const folded = fold(summary);
  if (channel === 'booking' || BLOCK_SUMMARY.test(folded)) return 'block';
  if (RESERVATION_SUMMARY.test(folded) || CONFIRMATION_CODE.test(text)) return 'reservation';
  return 'unknown';
}

function channelOf(lines: string[]): Channel {
  const identity = lines
    .filter((line) => ['PRODID', 'UID', 'ORGANIZER'].includes(propertyName(line)))
    .join('\n')
    .toLowerCase();
  if (identity.includes('airbnb')) return 'airbnb';
  if (identity.includes('booking.com')) return 'booking';
  if (/homeaway|vrbo|abritel/.test(identity)) return 'vrbo';
  return 'other';
}

/**
 * node-ical keys events by UID, so a repeated UID would silently replace the earlier event and an
 * event without one would get a random UID on every fetch. Repeats get a `#n` suffix and missing
 * UIDs one derived from the event's own lines (DTSTAMP left out).
 */
function withStableUids(lines: string[], warnings: FeedWarning[]): string[] {
  const seen = new Map<string, number>();
  const out: string[] = [];
  let event: string[] | null = null;
  let depth = 0;
  let hasUid = false;
  for (const line of lines) {
    const name = propertyName(line);
    const value = propertyValue(line).trim();
    if (event === null) {
      out.push(line);
      if (name === 'BEGIN' && value.toUpperCase() === 'VEVENT') {
        event = [];
        depth = 0;
        hasUid = false;
      }
      continue;
    }
    if (name === 'BEGIN') depth += 1;
    if (name === 'END' && depth > 0) depth -= 1;
    else if (name === 'END' && value.toUpperCase() === 'VEVENT') {
      if (!hasUid) {
        const content = event.filter((l) => propertyName(l) !== 'DTSTAMP').join('\n');
        const uid = `nouid-${createHash('sha256').update(content).digest('hex').slice(0, 32)}`;
        warnings.push({ code: 'missing_uid', uid, detail: 'an event without UID got one from its content' });
        out.push(`UID:${uid}`);
      }
      out.push(line);
      event = null;
      continue;
    }
    event.push(line);
    if (name === 'UID' && depth === 0) {
      hasUid = true;
      const count = (seen.get(value) ?? 0) + 1;
      seen.set(value, count);
      if (count > 1) {
        warnings.push({
          code: 'duplicate_uid',
          uid: value,
          detail: `UID repeated; this event is ${value}#${count}`,
        });
        out.push(`UID:${value}#${count}`);
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

type ReadEvent = { start: IsoDate; end: IsoDate } | { problem: FeedWarningCode; detail: string };

function readEvent(event: VEvent, timeZone: string, unknownZones: Set<string>): ReadEvent {
  const start = calendarDate(event.start, timeZone, unknownZones);
  if (start === null) return { problem: 'invalid_date', detail: `DTSTART ${String(event.start)}` };
  let end: IsoDate | null;
  const days = typeof event.duration === 'string' ? durationDays(event.duration) : null;
  if (event.start.dateOnly && days !== null) end = addDays(start, days);
  else if (event.end !== undefined) end = calendarDate(event.end, timeZone, unknownZones);
  else end = event.start.dateOnly ? addDays(start, 1) : start;
  if (end === null) return { problem: 'invalid_date', detail: `DTEND ${String(event.end)}` };
  if (end < start) return { problem: 'inverted_range', detail: `starts ${start}, ends ${end}` };
  if (end === start) return { problem: 'empty_range', detail: `starts and ends ${start}` };
  return { start, end };
}

function calendarDate(value: unknown, timeZone: string, unknownZones: Set<string>): IsoDate | null {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  const date = value as DateWithTimeZone;
  // node-ical builds all-day dates, floating times and times in zones it cannot resolve at local
  // midnight or wall clock in the server's zone: the local fields are the calendar's.
  const wallClock = () => isoDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
  if (date.dateOnly || !date.tz) return wallClock();
  if (!isTimeZone(date.tz)) {
    unknownZones.add(date.tz);
    return wallClock();
  }
  return dateInZone(date, timeZone);
}

/** Whole days of an iCal DURATION (`P3D`, `P1W`, `P2DT0H`); null when it is not whole days. */
function durationDays(duration: string): number | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:0+H)?(?:0+M)?(?:0+S)?)?$/.exec(duration.trim());
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  return Number(m[1] ?? 0) * 7 + Number(m[2] ?? 0);
}
