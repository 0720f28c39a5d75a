import { describe, expect, it } from 'vitest';
import { strCrossValidate, strFold } from './str-cv.ts';
import type { AirbnbComparable } from './str.ts';

const at = (id: number, lat: number, lon: number, adr: number, occupancy: number): AirbnbComparable => ({
  id: String(id),
  muni: '09015',
  lat,
  lon,
  room_type: 'Entire home/apt',
  adr,
  occupancy,
});

describe('short-term-rental grouped cross-validation', () => {
  it('keeps listings of one building (same ~550 m cell) in one fold', () => {
    expect(strFold({ lat: 19.4301, lon: -99.1601 }, 5)).toBe(strFold({ lat: 19.4302, lon: -99.1602 }, 5));
  });

  it("never estimates a listing from its own fold's copies", () => {
    // Each cell holds three copies of one flat at a price of its own; other cells are at 1,000.
    const items: AirbnbComparable[] = [];
    let id = 0;
    for (let i = 0; i < 12; i++)
      for (let j = 0; j < 3; j++)
        items.push(at(id++, 19.4 + i * 0.006 + j * 1e-5, -99.16, i === 0 ? 5_000 : 1_000, 0.5));
    const s = strCrossValidate(items, 3);
    // Were the copies used, the first cell's flats would be estimated at 5,000 (error 0); they are
    // estimated from 1,000-a-night cells: 80 % off for those three, 0 % for the rest.
    expect(s.n).toBe(36);
    expect(s.adr_mdape).toBe(0);
    expect(s.occupancy_mae_points).toBe(0);
    expect(s.adr_range_coverage).toBeCloseTo(33 / 36, 6);
  });
});
