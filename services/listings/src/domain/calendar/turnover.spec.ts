import { describe, expect, it } from 'vitest';
import { sameUnit, turnoverChanges, turnoverWith, type PropertyStay } from './turnover.ts';

describe('turnoverWith', () => {
  const stay = { checkIn: '2026-12-10', checkOut: '2026-12-14' };
  it('a stay arriving the day another leaves, and leaving the day another arrives, turns over both ways', () => {
    expect(
      turnoverWith(stay, [
        { checkIn: '2026-12-05', checkOut: '2026-12-10' },
        { checkIn: '2026-12-14', checkOut: '2026-12-16' },
      ]),
    ).toEqual({ previous: true, next: true });
  });
  it('a gap of a day, or a canceled neighbour, is no turnover', () => {
    expect(
      turnoverWith(stay, [
        { checkIn: '2026-12-05', checkOut: '2026-12-09' },
        { checkIn: '2026-12-14', checkOut: '2026-12-16', isCanceled: true },
      ]),
    ).toEqual({ previous: false, next: false });
  });
});

const stay = (
  id: string,
  checkIn: string,
  checkOut: string,
  more: Partial<PropertyStay> = {},
): PropertyStay => ({
  id,
  checkIn,
  checkOut,
  source: 'listing-a',
  listingRef: null,
  isCanceled: false,
  turnoverPrevious: false,
  turnoverNext: false,
  ...more,
});

describe('sameUnit', () => {
  it('within one feed, stays of the same listing; across feeds and direct bookings, any stay naming no listing', () => {
    expect(sameUnit({ source: 'a', listingRef: 'x' }, { source: 'a', listingRef: 'x' })).toBe(true);
    expect(sameUnit({ source: 'a', listingRef: 'x' }, { source: 'a', listingRef: 'y' })).toBe(false);
    expect(sameUnit({ source: 'a', listingRef: 'x' }, { source: null, listingRef: null })).toBe(true);
    expect(sameUnit({ source: 'a', listingRef: null }, { source: 'b', listingRef: null })).toBe(true);
    expect(sameUnit({ source: 'a', listingRef: 'x' }, { source: 'b', listingRef: 'y' })).toBe(false);
  });
});

describe('turnoverChanges', () => {
  it('a direct booking added the day a feed stay leaves flips that stay to a turnover with the next one', () => {
    const stays = [
      stay('feed', '2026-12-01', '2026-12-05'),
      stay('direct', '2026-12-05', '2026-12-08', { source: null, turnoverPrevious: true }),
    ];
    expect(turnoverChanges(stays, { today: '2026-11-01', skip: new Set(['direct']) })).toEqual([
      { id: 'feed', previous: false, next: true },
    ]);
  });

  it('a canceled or moved neighbour frees the day: the flag goes back to false', () => {
    const stays = [
      stay('feed', '2026-12-01', '2026-12-05', { turnoverNext: true }),
      stay('direct', '2026-12-05', '2026-12-08', { source: null, isCanceled: true }),
      stay('later', '2026-12-09', '2026-12-10', { turnoverPrevious: true }),
    ];
    expect(turnoverChanges(stays, { today: '2026-11-01' })).toEqual([
      { id: 'feed', previous: false, next: false },
      { id: 'later', previous: false, next: false },
    ]);
  });

  it('leaves past stays, stays of another unit of a merged feed and flags already right alone', () => {
    const stays = [
      stay('past', '2026-10-01', '2026-10-05'),
      stay('past-next', '2026-10-05', '2026-10-06', { turnoverPrevious: true }),
      stay('x', '2026-12-01', '2026-12-05', { listingRef: 'x' }),
      stay('y', '2026-12-05', '2026-12-06', { listingRef: 'y' }),
    ];
    expect(turnoverChanges(stays, { today: '2026-11-01' })).toEqual([]);
  });
});
