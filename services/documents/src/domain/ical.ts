/**
 * A property's deadlines as an iCalendar feed (RFC 5545): each file's end (valid_to), the expiry
 * warnings of deeds and registration tickets, and the start of each file's validity, as all-day
 * events. Text is escaped and lines folded at 75 octets, so any calendar client reads it.
 */
import { FILE_TYPE_LABELS, type FileType } from '@casona/proto';
import { addDays, isExpiringType, warningDates } from './schedule.ts';

export interface CalendarFile {
  id: string;
  type: FileType;
  validFrom: string | null;
  validTo: string | null;
}

export interface CalendarInput {
  propertyId: string;
  propertyName: string | null;
  files: readonly CalendarFile[];
  /** When the feed was produced (DTSTAMP). */
  now: Date;
  locale: 'en' | 'es';
}

const WORDS = {
  en: {
    calendar: 'File deadlines',
    ends: 'ends',
    starts: 'starts',
    THREE_MONTHS: 'ends in three months',
    ONE_MONTH: 'ends in one month',
  },
  es: {
    calendar: 'Vencimientos de archivos',
    ends: 'vence',
    starts: 'entra en vigor',
    THREE_MONTHS: 'vence en tres meses',
    ONE_MONTH: 'vence en un mes',
  },
} as const;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued with CRLF and a space; never splitting a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const basic = (date: string) => date.replaceAll('-', '');
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function event(uid: string, date: string, summary: string, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${basic(date)}`,
    `DTEND;VALUE=DATE:${basic(addDays(date, 1))}`,
    `SUMMARY:${escapeText(summary)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function buildCalendar(input: CalendarInput): string {
  const words = WORDS[input.locale];
  const name = input.propertyName ? `${input.propertyName}: ${words.calendar}` : words.calendar;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Casona//Documents//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  const sorted = [...input.files].sort((a, b) => a.id.localeCompare(b.id));
  for (const f of sorted) {
    const label = FILE_TYPE_LABELS[f.type][input.locale];
    if (f.validFrom)
      lines.push(...event(`${f.id}-start@casona`, f.validFrom, `${label} ${words.starts}`, input.now));
    if (!f.validTo) continue;
    if (isExpiringType(f.type)) {
      for (const w of warningDates(f.validTo)) {
        if (w.warning === 'DAY') continue;
        lines.push(
          ...event(
            `${f.id}-${w.warning.toLowerCase()}@casona`,
            w.on,
            `${label} ${words[w.warning]}`,
            input.now,
          ),
        );
      }
    }
    lines.push(...event(`${f.id}-end@casona`, f.validTo, `${label} ${words.ends}`, input.now));
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
