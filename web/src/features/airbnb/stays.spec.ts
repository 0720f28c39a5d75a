import type { ReservationBlock } from '@casona/proto/listings/airbnb-listings';
import type { Reservation } from '@casona/proto/listings/entities';
import { describe, expect, it } from 'vitest';

import { shortDate, stayRows } from './stays.ts';

const reservation = (id: string, check_in: string, check_out: string) =>
  ({ id, check_in, check_out }) as Reservation;
const block = (id: string, start_date: string, end_date: string) =>
  ({ id, start_date, end_date }) as ReservationBlock;

describe('the list of stays and blocks', () => {
  const reservations = [
    reservation('late', '2026-12-20', '2026-12-27'),
    reservation('past', '2026-11-01', '2026-11-05'),
  ];
  const blocks = [block('b', '2026-12-19', '2026-12-20'), block('same-day', '2026-12-20', '2026-12-21')];

  it('merges reservations and blocks by start date, a reservation before a block starting the same day', () => {
    expect(stayRows(reservations, blocks, '2026-11-25', false).map((r) => `${r.kind}:${r.start}`)).toEqual([
      'reservation:2026-11-01',
      'block:2026-12-19',
      'reservation:2026-12-20',
      'block:2026-12-20',
    ]);
  });

  it('keeps, as upcoming, what has not ended yet (a stay checking out today included)', () => {
    expect(stayRows(reservations, blocks, '2026-12-20', true).map((r) => r.start)).toEqual([
      '2026-12-19',
      '2026-12-20',
      '2026-12-20',
    ]);
    expect(stayRows(reservations, [], '2026-11-05', true).map((r) => r.start)).toEqual([
      '2026-11-01',
      '2026-12-20',
    ]);
  });

  it('writes short calendar dates that no time zone can move', () => {
    expect(shortDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(shortDate('2026-12-01', 'es')).toMatch(/^1 dic\.? 2026$/);
  });
});
