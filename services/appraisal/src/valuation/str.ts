/**
 * Short-term-rental earnings from the Inside Airbnb Mexico City comparables (data/airbnb.csv.gz):
 * the nearest active listings of the same room type (at least one review in the last 12 months,
 * a nightly price of 150–60,000 MXN, minimum stay ≤ 30 nights) within 2 km, widened to the
 * alcaldía; ADR and occupancy as the comparables' quartiles (low = p25, mid = median, high = p75),
 * occupancy being Inside Airbnb's review-based estimate. The file has no bedrooms or capacity, so
 * capacity is not matched. No comparables within 5 km → not available (no other city is borrowed).
 */
import { col } from './csv.ts';
import { quantile, type GridIndex } from './geo.ts';

export const AIRBNB_COLUMNS = ['id', 'muni', 'lat', 'lon', 'room_type', 'adr', 'occupancy'] as const;

export interface AirbnbComparable {
  id: string;
  muni: string;
  lat: number;
  lon: number;
  room_type: string;
  adr: number;
  occupancy: number;
}

export function cleanAirbnb(r: Record<string, string>): AirbnbComparable | null {
  const adr = Number(col(r, 'price_mxn'));
  const ltm = Number(col(r, 'number_of_reviews_ltm'));
  const minNights = Number(col(r, 'minimum_nights'));
  if (!col(r, 'price_mxn') || !Number.isFinite(adr) || adr < 150 || adr > 60_000) return null;
  if (!(ltm >= 1) || !(minNights <= 30) || col(r, 'est_occupancy_ltm') === '') return null;
  return {
    id: col(r, 'listing_id'),
    muni: `09${col(r, 'municipality_code')}`,
    lat: Number(col(r, 'latitude')),
    lon: Number(col(r, 'longitude')),
    room_type: col(r, 'room_type'),
    adr,
    occupancy: Number(col(r, 'est_occupancy_ltm')),
  };
}

/** A row of the committed data/airbnb.csv.gz as a comparable. */
export const airbnbFromRow = (r: Record<string, string>): AirbnbComparable => ({
  id: col(r, 'id'),
  muni: col(r, 'muni'),
  lat: Number(col(r, 'lat')),
  lon: Number(col(r, 'lon')),
  room_type: col(r, 'room_type'),
  adr: Number(col(r, 'adr')),
  occupancy: Number(col(r, 'occupancy')),
});

export const STR_K = 15;
export const STR_RADIUS_M = 2_000;
export const STR_COVERAGE_M = 5_000;

export interface Triple {
  low: number;
  mid: number;
  high: number;
}

export type StrEstimate =
  | {
      available: true;
      adr: Triple;
      occupancy: Triple;
      monthly_earnings: Triple;
      cap_rate?: number;
      comparables: Array<{
        id: string;
        latitude: number;
        longitude: number;
        room_type: string;
        adr: number;
        occupancy: number;
        distance_m: number;
      }>;
    }
  | { available: false; reason: string };

const triple = (v: number[]): Triple => {
  const s = [...v].sort((a, b) => a - b);
  return { low: quantile(s, 0.25), mid: quantile(s, 0.5), high: quantile(s, 0.75) };
};
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export function strEstimate(
  grid: GridIndex<AirbnbComparable>,
  input: { latitude: number; longitude: number; room_type?: string; price?: number; yearly_costs?: number },
  exclude?: (c: AirbnbComparable) => boolean,
): StrEstimate {
  const roomType = input.room_type ?? 'Entire home/apt';
  const keep = (c: AirbnbComparable) => c.room_type === roomType && !(exclude?.(c) ?? false);
  let found = grid.within(input.latitude, input.longitude, STR_RADIUS_M, keep).slice(0, STR_K);
  if (found.length < STR_K)
    found = grid.within(input.latitude, input.longitude, STR_COVERAGE_M, keep).slice(0, STR_K);
  if (found.length < 3) return { available: false, reason: 'no short-term-rental comparables nearby' };
  const adr = triple(found.map((f) => f.item.adr));
  const o = triple(found.map((f) => f.item.occupancy));
  const occupancy = { low: clamp01(o.low), mid: clamp01(o.mid), high: clamp01(o.high) };
  const month = (a: number, occ: number) => Math.round((a * occ * 365) / 12);
  const monthly_earnings = {
    low: month(adr.low, occupancy.low),
    mid: month(adr.mid, occupancy.mid),
    high: month(adr.high, occupancy.high),
  };
  const out: StrEstimate = {
    available: true,
    adr: { low: Math.round(adr.low), mid: Math.round(adr.mid), high: Math.round(adr.high) },
    occupancy,
    monthly_earnings,
    comparables: found.map((f) => ({
      id: `airbnb:${f.item.id}`,
      latitude: f.item.lat,
      longitude: f.item.lon,
      room_type: f.item.room_type,
      adr: f.item.adr,
      occupancy: f.item.occupancy,
      distance_m: Math.round(f.d),
    })),
  };
  if (input.price && input.price > 0)
    out.cap_rate = clamp01((adr.mid * occupancy.mid * 365 - (input.yearly_costs ?? 0)) / input.price);
  return out;
}
