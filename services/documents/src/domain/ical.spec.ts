import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ical.ts';

const now = new Date('2026-06-01T10:00:00Z');

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the deadline calendar (RFC 5545)', () => {
  const ics = buildCalendar({
    propertyId: 'p1',
    propertyName: 'Casa Colibrí; Mérida, Yucatán',
    locale: 'es',
    now,
    files: [
      { id: 'deeds', type: 'PROPERTY_DEEDS', validFrom: '2020-01-01', validTo: '2028-02-29' },
      { id: 'water', type: 'WATER_BILL', validFrom: null, validTo: '2026-07-31' },
      { id: 'predial', type: 'PREDIAL', validFrom: null, validTo: null },
    ],
  });

  it('is a calendar of CRLF lines of at most 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('holds each end, the deeds’ warnings at three months and one month (leap day kept), and each start', () => {
    const text = unfold(ics);
    const events = text.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(5);
    expect(text).toContain(
      'UID:deeds-three_months@casona\r\nDTSTAMP:20260601T100000Z\r\nDTSTART;VALUE=DATE:20271129',
    );
    expect(text).toContain('UID:deeds-one_month@casona');
    expect(text).toContain('DTSTART;VALUE=DATE:20280129');
    expect(text).toContain(
      'UID:deeds-end@casona\r\nDTSTAMP:20260601T100000Z\r\nDTSTART;VALUE=DATE:20280229\r\nDTEND;VALUE=DATE:20280301',
    );
    expect(text).toContain('SUMMARY:Escrituras vence en tres meses');
    expect(text).toContain('SUMMARY:Recibo de agua vence');
    expect(text).toContain('UID:deeds-start@casona');
    expect(text).not.toContain('predial');
  });

  it('escapes the property name', () => {
    expect(unfold(ics)).toContain('X-WR-CALNAME:Casa Colibrí\\; Mérida\\, Yucatán: Vencimientos de archivos');
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('folds long lines without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'ñ'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(`SUMMARY:${'ñ'.repeat(60)}`);
  });
});
