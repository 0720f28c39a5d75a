/**
 * Grouped cross-validation of the short-term-rental estimate (issue 18): every listing of the
 * committed Inside Airbnb comparables is estimated by strEstimate from the listings of the other
 * folds only. Folds are whole ~550 m cells (0.005°), so a host's several flats in one building and
 * the same flat listed twice — the file has no host id, and Inside Airbnb blurs coordinates by up
 * to 150 m — always fall in one fold together. Reported: the nightly price's median absolute
 * percentage error (estimate = the comparables' median), the occupancy's mean absolute error in
 * percentage points, and how often the shown p25–p75 ranges hold the true value.
 *
 * Two lighter designs are measured beside it (REPORT.md, "Which validation design"): 'same-coordinate'
 * leaves out the listing and every listing at its very coordinate (within 1 m — where a host's flats in
 * one building sit: 22 % of such entire-home pairs have the same nightly price, against 1 % of pairs
 * 1–1,500 m apart), and 'none' only the listing itself (the reference figures). The baseline
 * is the cells' in every design.
 */
import { distanceM, GridIndex, median } from './geo.ts';
import { strEstimate, type AirbnbComparable } from './str.ts';

export type StrCvDesign = 'cell' | 'same-coordinate' | 'none';

export interface StrCvFigures {
  design: StrCvDesign;
  folds: number;
  n: number;
  /** Listings for which no estimate was available (no comparables outside their own fold). */
  not_available: number;
  adr_mdape: number;
  occupancy_mae_points: number;
  adr_range_coverage: number;
  occupancy_range_coverage: number;
  /** Baseline: the alcaldía's median nightly price and occupancy for the room type, same folds. */
  baseline_muni_adr_mdape: number;
  baseline_muni_occupancy_mae_points: number;
}

const CELL_DEG = 0.005;

/** The fold of a listing: a deterministic hash of its ~550 m cell. */
export function strFold(c: Pick<AirbnbComparable, 'lat' | 'lon'>, folds: number): number {
  const key = `${Math.floor(c.lat / CELL_DEG)}:${Math.floor(c.lon / CELL_DEG)}`;
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % folds;
}

/** `every` > 1 estimates only every n-th listing (all listings still serve as comparables) — the bench's quick run. */
export function strCrossValidate(
  items: readonly AirbnbComparable[],
  folds = 5,
  every = 1,
  design: StrCvDesign = 'cell',
): StrCvFigures {
  const grid = new GridIndex<AirbnbComparable>(items);
  const fold = new Map(items.map((c) => [c, strFold(c, folds)]));
  const ape: number[] = [];
  const occErr: number[] = [];
  const baseApe: number[] = [];
  const baseOcc: number[] = [];
  let adrIn = 0;
  let occIn = 0;
  let na = 0;
  // Baseline per fold: alcaldía × room type medians from the other folds.
  const baseline = new Map<string, { adr: number; occ: number }>();
  for (let f = 0; f < folds; f++) {
    const groups = new Map<string, AirbnbComparable[]>();
    for (const c of items) {
      if (fold.get(c) === f) continue;
      const k = `${f}|${c.muni}|${c.room_type}`;
      const g = groups.get(k);
      if (g) g.push(c);
      else groups.set(k, [c]);
    }
    for (const [k, g] of groups)
      baseline.set(k, { adr: median(g.map((c) => c.adr)), occ: median(g.map((c) => c.occupancy)) });
  }
  for (const [i, c] of items.entries()) {
    if (i % every !== 0) continue;
    const f = fold.get(c) as number;
    const e = strEstimate(
      grid,
      { latitude: c.lat, longitude: c.lon, room_type: c.room_type },
      design === 'cell'
        ? (o) => fold.get(o) === f
        : design === 'same-coordinate'
          ? (o) => o === c || distanceM(c.lat, c.lon, o.lat, o.lon) < 1
          : (o) => o === c,
    );
    if (!e.available) {
      na++;
      continue;
    }
    ape.push(Math.abs(e.adr.mid - c.adr) / c.adr);
    occErr.push(Math.abs(e.occupancy.mid - c.occupancy) * 100);
    if (c.adr >= e.adr.low && c.adr <= e.adr.high) adrIn++;
    if (c.occupancy >= e.occupancy.low && c.occupancy <= e.occupancy.high) occIn++;
    const b = baseline.get(`${f}|${c.muni}|${c.room_type}`);
    if (b) {
      baseApe.push(Math.abs(b.adr - c.adr) / c.adr);
      baseOcc.push(Math.abs(b.occ - c.occupancy) * 100);
    }
  }
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
  return {
    design,
    folds,
    n: ape.length,
    not_available: na,
    adr_mdape: median(ape),
    occupancy_mae_points: mean(occErr),
    adr_range_coverage: adrIn / Math.max(1, ape.length),
    occupancy_range_coverage: occIn / Math.max(1, ape.length),
    baseline_muni_adr_mdape: median(baseApe),
    baseline_muni_occupancy_mae_points: mean(baseOcc),
  };
}
