import { canFlags } from '@casona/proto/permissions';
import { describe, expect, it } from 'vitest';

import { abilities, formatAmount, syncErrorKind } from './rules.ts';

describe('amounts in the listing currency', () => {
  it('says MX$ or US$ with two decimals and thousands commas, in both languages', () => {
    expect(formatAmount(1250, 'MXN', 'es')).toBe('MX$1,250.00');
    expect(formatAmount(1250.5, 'USD', 'en')).toBe('US$1,250.50');
    expect(formatAmount(-30.25, 'MXN', 'en')).toBe('-MX$30.25');
    expect(formatAmount(0, 'USD', 'es')).toBe('US$0.00');
    expect(formatAmount(10_000_000_000, 'MXN', 'es')).toBe('MX$10,000,000,000.00');
  });
});

describe("a sync's recorded error", () => {
  it('is read into a kind the page words, never shown raw', () => {
    expect(syncErrorKind('HTTP 403')).toEqual({ kind: 'http', status: 403 });
    expect(syncErrorKind('timeout')).toEqual({ kind: 'timeout' });
    expect(syncErrorKind('too-large: more than 2097152 bytes')).toEqual({ kind: 'tooLarge' });
    expect(syncErrorKind('refused (private)')).toEqual({ kind: 'refused' });
    expect(syncErrorKind('not a calendar: no VCALENDAR')).toEqual({ kind: 'notCalendar' });
    expect(syncErrorKind('network: ECONNREFUSED')).toEqual({ kind: 'network' });
    expect(syncErrorKind('something else')).toEqual({ kind: 'other' });
  });
});

describe('what a label may do on the Airbnb tab', () => {
  it('follows the §6 flags; staff may do everything', () => {
    expect(abilities(canFlags('OWNER'), false)).toEqual({
      readListings: true,
      writeListings: false,
      deleteListings: false,
      readReservations: true,
      insertReservations: false,
      updateReservations: false,
      cancelReservations: false,
    });
    expect(abilities(canFlags('OWNER_MANAGER'), false)).toMatchObject({
      writeListings: true,
      updateReservations: false,
      cancelReservations: false,
    });
    expect(abilities(canFlags('OWNER_AIRBNB'), false)).toMatchObject({
      writeListings: false,
      updateReservations: true,
      insertReservations: true,
    });
    expect(abilities(canFlags('WORKER'), false).readListings).toBe(false);
    expect(Object.values(abilities(undefined, true)).every(Boolean)).toBe(true);
    expect(Object.values(abilities(undefined, false)).some(Boolean)).toBe(false);
  });
});
