import { describe, expect, it } from 'vitest';
import { turnoverWith } from './turnover.ts';

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
