import { describe, expect, it } from 'vitest';
import Format from 'typebox/format';

import {
  FORMATS,
  FORMAT_NAMES,
  airbnbProfileIdOf,
  airbnbRoomIdOf,
  parseNumericString,
  parseRRule,
  registerFormats,
  type FormatName,
} from './formats.ts';

const CASES: Record<FormatName, { accept: string[]; reject: string[] }> = {
  uuid: {
    accept: ['0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f', '0B1F7C3E-8D2A-4C5B-AE6F-1A2B3C4D5E6F'],
    reject: [
      'a8098c1a-f86e-11da-bd1a-00112444be1e', // v1
      '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', // v7
      '0b1f7c3e-8d2a-4c5b-ce6f-1a2b3c4d5e6f', // wrong variant
      '0b1f7c3e8d2a4c5b9e6f1a2b3c4d5e6f',
      '',
    ],
  },
  date: {
    accept: ['2024-02-29', '1900-01-01', '2023-12-31'],
    reject: ['2023-02-29', '2024-13-01', '2024-1-01', '01/05/2024', '2024-05-01T10:00:00Z', '', '0000-01-01'],
  },
  'date-time': {
    accept: [
      '2024-05-01T10:00:00Z',
      '2024-05-01T10:00:00.123Z',
      '2024-05-01T10:00:00-06:00',
      '2024-05-01T10:00',
      '2024-05-01 10:00:00',
    ],
    reject: [
      '2024-05-01',
      '2024-05-01T24:00:00Z',
      '2024-02-30T10:00:00Z',
      '2024-05-01T10:60',
      'mañana',
      '0000-01-01T10:00:00Z',
    ],
  },
  url: {
    accept: [
      'https://casona.mx',
      'http://localhost:4569/bucket/a.jpg',
      'https://cdn.example.mx/a b'.replace(' ', '%20'),
    ],
    reject: ['ftp://casona.mx', 'casona.mx', 'https://', 'javascript:alert(1)', 'https://casona.mx/a b', ''],
  },
  email: {
    accept: ['ana@example.mx', 'ana.lopez+casa@correo.com.mx', 'A_B@sub.example.com'],
    reject: ['ana@example', 'ana@@example.mx', 'ana example@mx.com', '@example.mx', 'ana@-example.mx', ''],
  },
  phone10: {
    accept: ['5512345678', '0000000000'],
    reject: ['551234567', '55123456789', '55 1234 5678', '+525512345678', ''],
  },
  zip5: { accept: ['06600', '01000'], reject: ['6600', '066000', '06-600', ''] },
  digits: { accept: ['12', '0', '0402'], reject: ['12A', '-1', '1.5', ' 12', ''] },
  'numeric-string': {
    accept: ['0', '1234', '1,234', '1,234,567.89', '0.5', '12.00'],
    reject: ['', '1,23', '12,345,67', ',123', '1.', '.5', '-5', '1 234', '$100'],
  },
  'airbnb-listing-url': {
    accept: [
      'https://www.airbnb.com/rooms/19278160',
      'https://www.airbnb.mx/rooms/53627481?adults=2&check_in=2024-05-01',
      'https://airbnb.mx/rooms/1/',
      'https://es.airbnb.com/rooms/123',
      'https://www.airbnb.com.mx/rooms/123#photos',
      'http://www.airbnb.co.uk/rooms/19278160',
    ],
    reject: [
      'https://www.airbnb.mx/rooms/plus/123',
      'https://www.airbnb.mx/rooms/123abc',
      'https://www.airbnb.mx/users/show/123',
      'https://www.notairbnb.com/rooms/123',
      'https://www.airbnb.mx.evil.com/rooms/123',
      'www.airbnb.mx/rooms/123',
      '',
    ],
  },
  'airbnb-profile-url': {
    accept: [
      'https://www.airbnb.mx/users/show/123456',
      'https://www.airbnb.com/users/show/1/',
      'https://es.airbnb.com/users/show/42?locale=es',
    ],
    reject: [
      'http://www.airbnb.mx/users/show/123',
      'https://www.airbnb.mx/users/show/abc',
      'https://www.airbnb.mx/users/123',
      'https://www.airbnb.mx/rooms/123',
      '',
    ],
  },
  rrule: {
    accept: [
      'FREQ=DAILY;INTERVAL=1',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR',
      'FREQ=MONTHLY;INTERVAL=100;BYMONTHDAY=1,15,31',
      'DTSTART:20240101T090000Z\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU',
      'INTERVAL=3;FREQ=DAILY',
    ],
    reject: [
      'FREQ=WEEKLY',
      'INTERVAL=1',
      'FREQ=YEARLY;INTERVAL=1',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;INTERVAL=101',
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=XX',
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=0',
      'FREQ=DAILY;INTERVAL=1;FREQ=WEEKLY',
      'every day',
      '',
    ],
  },
};

describe('formats', () => {
  describe.each(FORMAT_NAMES)('%s', (name) => {
    it.each(CASES[name].accept)('accepts %j', (value) => {
      expect(FORMATS[name](value)).toBe(true);
    });
    it.each(CASES[name].reject)('rejects %j', (value) => {
      expect(FORMATS[name](value)).toBe(false);
    });
  });

  it('are registered in TypeBox, replacing looser standard ones', () => {
    Format.Set('uuid', () => true);
    registerFormats();
    for (const name of FORMAT_NAMES) expect(Format.Get(name)).toBe(FORMATS[name]);
    expect(Format.Test('uuid', 'a8098c1a-f86e-11da-bd1a-00112444be1e')).toBe(false);
  });
});

describe('format helpers', () => {
  it('reads numeric strings', () => {
    expect(parseNumericString('1,234,567.89')).toBe(1234567.89);
    expect(parseNumericString('0')).toBe(0);
    expect(parseNumericString('1,23')).toBeNaN();
  });

  it('extracts Airbnb ids', () => {
    expect(airbnbRoomIdOf('https://www.airbnb.mx/rooms/53627481?adults=2')).toBe('53627481');
    expect(airbnbRoomIdOf('https://www.airbnb.mx/users/show/1')).toBeNull();
    expect(airbnbProfileIdOf('https://www.airbnb.com/users/show/987')).toBe('987');
    expect(airbnbProfileIdOf('https://www.airbnb.com/rooms/987')).toBeNull();
  });

  it('parses recurrence rules into the recurrence fields', () => {
    expect(parseRRule('DTSTART:20240101T090000Z\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU')).toEqual({
      frequency: 'WEEKLY',
      interval: 2,
      byWeekDay: [1, 0],
      byMonthDay: [],
      dtStart: '20240101T090000Z',
    });
    expect(parseRRule('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31')?.byMonthDay).toEqual([31]);
  });
});
