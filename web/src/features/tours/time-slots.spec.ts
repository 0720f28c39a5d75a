import { describe, expect, it } from 'vitest';

import { dayIn, slotToIso, tourDays, tourHours, TOUR_DAYS_AHEAD } from './time-slots.ts';

describe('tour time slots', () => {
  it('turn a local hour at the property into the UTC instant', () => {
    expect(slotToIso('2026-03-10', 10, 'America/Mexico_City')).toBe('2026-03-10T16:00:00.000Z');
    expect(slotToIso('2026-03-10', 10, 'America/Cancun')).toBe('2026-03-10T15:00:00.000Z');
    // Tijuana keeps daylight saving time: UTC-7 in July, UTC-8 in January.
    expect(slotToIso('2026-07-01', 9, 'America/Tijuana')).toBe('2026-07-01T16:00:00.000Z');
    expect(slotToIso('2026-01-15', 9, 'America/Tijuana')).toBe('2026-01-15T17:00:00.000Z');
  });

  it('offer the next days from tomorrow, without Sundays', () => {
    // Saturday 2026-11-21, 23:30 in Mexico City (already Sunday in UTC).
    const now = new Date('2026-11-22T05:30:00Z');
    expect(dayIn(now, 'America/Mexico_City')).toBe('2026-11-21');
    const days = tourDays(now, 'America/Mexico_City');
    expect(days).toHaveLength(TOUR_DAYS_AHEAD);
    expect(days[0]!.value).toBe('2026-11-23');
    expect(days.some((d) => d.date.getUTCDay() === 0)).toBe(false);
  });

  it('offer hours from 9 to 18', () => {
    expect(tourHours()).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
});
