import { describe, expect, it } from 'vitest';

import { tourHasTakenPlace } from './tour-review.ts';

describe('a tour may be reviewed', () => {
  const tour = new Date('2026-12-09T17:00:00Z');
  it('not before its time', () => {
    expect(tourHasTakenPlace(tour, new Date('2026-12-09T16:59:59Z'))).toBe(false);
    expect(tourHasTakenPlace(tour, new Date('2026-11-28T12:00:00Z'))).toBe(false);
  });
  it('from its time on', () => {
    expect(tourHasTakenPlace(tour, new Date('2026-12-09T17:00:00Z'))).toBe(true);
    expect(tourHasTakenPlace(tour, new Date('2027-01-02T09:00:00Z'))).toBe(true);
  });
});
