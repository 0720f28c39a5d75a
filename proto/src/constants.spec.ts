import { describe, expect, it } from 'vitest';
import {
  AVERAGE_DAYS_PER_MONTH,
  DATE_FORMATS,
  IMAGE_MAX_BYTES,
  PDF_MAX_BYTES,
  PRICE_MAX,
  PRICE_MIN,
  PUBLIC_LINK_REFRESH_HOURS,
  SIGNED_CHORE_LINK_SECONDS,
  yearBuiltMax,
} from './constants.ts';

describe('constants', () => {
  it('caps year_built at the current year', () => {
    expect(yearBuiltMax(new Date(2031, 5, 1))).toBe(2031);
    expect(yearBuiltMax()).toBe(new Date().getFullYear());
  });

  it('refreshes public chore links no later than they expire', () => {
    expect(PUBLIC_LINK_REFRESH_HOURS * 3600).toBeLessThanOrEqual(SIGNED_CHORE_LINK_SECONDS);
  });

  it('keeps the spec values', () => {
    expect([PRICE_MIN, PRICE_MAX]).toEqual([300_000, 100_000_000]);
    expect(IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(PDF_MAX_BYTES).toBe(4 * 1024 * 1024);
    expect(AVERAGE_DAYS_PER_MONTH).toBe(30.4);
  });

  it('quotes the literal in the Spanish date pattern', () => {
    expect(DATE_FORMATS.es).toBe("d 'de' MMMM yyyy");
  });
});
