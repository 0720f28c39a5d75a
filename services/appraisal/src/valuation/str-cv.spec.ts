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

  it('leaves out the listings at the same coordinate, or only the listing itself, in the lighter designs', () => {
    // Three flats of one building at one coordinate (5,000 a night) and two flats 20 m and 40 m away (1,000).
    const items = [
      at(1, 19.43, -99.16, 5_000, 0.5),
      at(2, 19.43, -99.16, 5_000, 0.5),
      at(3, 19.43, -99.16, 5_000, 0.5),
      at(4, 19.43018, -99.16, 1_000, 0.2),
      at(5, 19.43036, -99.16, 1_000, 0.2),
    ];
    const none = strCrossValidate(items, 5, 1, 'none');
    expect(none).toMatchObject({ design: 'none', n: 5, not_available: 0 });
    // Without its twins a flat of the building has two comparables: not available; the two flats
    // nearby still see the building's three (median 5,000: 400 % off).
    const same = strCrossValidate(items, 5, 1, 'same-coordinate');
    expect(same).toMatchObject({ design: 'same-coordinate', n: 2, not_available: 3 });
    expect(same.adr_mdape).toBeCloseTo(4, 9);
    expect(same.occupancy_mae_points).toBeCloseTo(30, 9);
  });
});
