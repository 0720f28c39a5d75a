/**
 * The cleaning rules that turn a row of `mx_listings.csv.gz` (or any later file of the same shape)
 * into a comparable. Stated once here; model/REPORT.md repeats them.
 *
 * 1. Sales of apartments and houses only (rents, land, offices… are not comparables of a home).
 * 2. USD converted to MXN at the Banxico FIX annual average of the listing's year (USD_MXN below);
 *    Properati has no dates and is taken as 2015 (its export is from about 2014–2016).
 * 3. Prices brought to 2024 pesos by the SHF housing price index (SHF_INDEX below, national,
 *    nominal, 2015 = 100): each yearly average is taken at mid-year and interpolated linearly by
 *    the listing's month (shfIndexAt), so a stale mid-2015 Properati price × 2.01 and a listing of
 *    April 2023 × 200.7 / 180.4.
 * 4. Built area (`surface_covered`) required, 30–2,000 m²; total area kept when 30–100,000 m².
 * 5. Price per built m² (in 2024 pesos) within 3,000–200,000 MXN and price within 300,000–100,000,000
 *    (§5): outside are portal errors (prices typed per m², land areas typed as built area).
 * 6. Coordinates outside Mexico's bounding box are blanked.
 * 7. A listing without a coordinate takes its neighbourhood's (same municipality, name compared
 *    without accents or case) median coordinate of the listings that have one published or
 *    geocoded, marked as colonia-geocoded (imputeColoniaCoordinates; geography only, never a price).
 */
import { col } from './csv.ts';

export interface Comparable {
  id: string;
  source: string;
  type: 'apartment' | 'house';
  /** Price in 2024 MXN after rules 2 and 3. */
  price: number;
  built: number;
  total: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  lat: number | null;
  lon: number | null;
  /** 0 = published with the listing, 1 = colonia geocoded, 2 = shared approximate point, 3 = none. */
  geo: number;
  state_code: string;
  municipality_code: string;
  neighborhood: string;
  postal_code: string;
  /** The listing's year (published, else observed; Properati 2015). */
  year: number;
  listed_at: string | null;
  /** Near-duplicate group (the same ad relisted or copied across portals share one; see groups.ts). */
  group: number;
}

/** Banxico FIX, yearly average MXN per USD (rounded). */
export const USD_MXN: Record<number, number> = {
  2013: 12.77,
  2014: 13.3,
  2015: 15.87,
  2016: 18.69,
  2017: 18.93,
  2018: 19.24,
  2019: 19.26,
  2020: 21.49,
  2021: 20.27,
  2022: 20.13,
  2023: 17.76,
  2024: 18.33,
  2025: 19.2,
};

/** SHF housing price index, national, nominal, approximate yearly averages (2015 = 100). */
export const SHF_INDEX: Record<number, number> = {
  2013: 91.0,
  2014: 95.2,
  2015: 100,
  2016: 107.6,
  2017: 115.1,
  2018: 123.9,
  2019: 132.5,
  2020: 140.0,
  2021: 150.6,
  2022: 166.6,
  2023: 184.1,
  2024: 200.7,
  2025: 214.0,
};

export const TARGET_YEAR = 2024;

/** A date as a fractional year: '2023-04-15' → 2023.29; null → mid-2015 (undated Properati). */
export function yearFraction(date: string | null): number {
  if (!date) return 2015.5;
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) || 7;
  const d = Number(date.slice(8, 10)) || 15;
  return y + (m - 1) / 12 + (d - 1) / 365;
}

/** SHF index at a fractional year: yearly averages placed at mid-year, linear between, flat outside. */
export function shfIndexAt(t: number): number {
  const years = Object.keys(SHF_INDEX).map(Number);
  const first = Math.min(...years);
  const last = Math.max(...years);
  const x = Math.min(last + 0.5, Math.max(first + 0.5, t)) - 0.5;
  const y0 = Math.floor(x);
  const y1 = Math.min(last, y0 + 1);
  const a = SHF_INDEX[y0]!;
  return a + (SHF_INDEX[y1]! - a) * (x - y0);
}
const clampYear = (y: number) => Math.min(2025, Math.max(2013, y));

const num = (s: string | undefined): number | null => {
  if (s === undefined || s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

const GEO: Record<string, number> = { listing: 0, approx_geocoded_colonia: 1, approx_shared_point: 2 };

export type Rejection =
  | 'not_a_home_sale'
  | 'no_built_area'
  | 'area_out_of_range'
  | 'price_out_of_range'
  | 'ppm2_outlier'
  | 'currency';

export function cleanListing(r: Record<string, string>): Comparable | Rejection {
  const type = col(r, 'property_type');
  if (col(r, 'listing_type') !== 'sale' || (type !== 'apartment' && type !== 'house'))
    return 'not_a_home_sale';
  const built = num(col(r, 'surface_covered'));
  if (built === null) return 'no_built_area';
  if (built < 30 || built > 2000) return 'area_out_of_range';
  const dated =
    col(r, 'published_date') || (col(r, 'observed_month') ? `${col(r, 'observed_month')}-15` : '');
  const year = clampYear(dated ? Number(dated.slice(0, 4)) : 2015);
  let price = num(col(r, 'price'));
  if (price === null || price <= 0) return 'price_out_of_range';
  if (col(r, 'currency') === 'USD') price *= USD_MXN[year] ?? USD_MXN[2015]!;
  else if (col(r, 'currency') !== 'MXN') return 'currency';
  price = Math.round(price * (SHF_INDEX[TARGET_YEAR]! / shfIndexAt(dated ? yearFraction(dated) : 2015.5)));
  if (price < 300_000 || price > 100_000_000) return 'price_out_of_range';
  const ppm2 = price / built;
  if (ppm2 < 3_000 || ppm2 > 200_000) return 'ppm2_outlier';
  const total = num(col(r, 'surface_total'));
  let lat = num(col(r, 'lat'));
  let lon = num(col(r, 'lon'));
  if (lat === null || lon === null || lat < 14 || lat > 33 || lon < -118.5 || lon > -86) lat = lon = null;
  return {
    id: col(r, 'external_id'),
    source: col(r, 'source'),
    type,
    price,
    built,
    total: total !== null && total >= 30 && total <= 100_000 ? total : null,
    bedrooms: num(col(r, 'bedrooms')),
    bathrooms: num(col(r, 'bathrooms')),
    lat,
    lon,
    geo: lat === null ? 3 : (GEO[col(r, 'geo_precision')] ?? 0),
    state_code: col(r, 'state_code'),
    municipality_code: col(r, 'municipality_code'),
    neighborhood: col(r, 'neighborhood').trim(),
    postal_code: col(r, 'postal_code') ?? '',
    year,
    listed_at: dated || null,
    group: -1,
  };
}

export const COMPARABLE_COLUMNS = [
  'id',
  'source',
  'type',
  'price',
  'built',
  'total',
  'bedrooms',
  'bathrooms',
  'lat',
  'lon',
  'geo',
  'state_code',
  'municipality_code',
  'neighborhood',
  'postal_code',
  'year',
  'listed_at',
  'group',
] as const;

export function toRow(c: Comparable): Record<string, string | number | null> {
  return { ...c };
}

export function fromRow(r: Record<string, string>): Comparable {
  return {
    id: col(r, 'id'),
    source: col(r, 'source'),
    type: col(r, 'type') as Comparable['type'],
    price: Number(col(r, 'price')),
    built: Number(col(r, 'built')),
    total: num(col(r, 'total')),
    bedrooms: num(col(r, 'bedrooms')),
    bathrooms: num(col(r, 'bathrooms')),
    lat: num(col(r, 'lat')),
    lon: num(col(r, 'lon')),
    geo: Number(col(r, 'geo')),
    state_code: col(r, 'state_code'),
    municipality_code: col(r, 'municipality_code'),
    neighborhood: col(r, 'neighborhood'),
    postal_code: col(r, 'postal_code'),
    year: Number(col(r, 'year')),
    listed_at: col(r, 'listed_at') || null,
    group: Number(col(r, 'group')),
  };
}

/** Rule 7: neighbourhood centroids for listings without a coordinate (rows are changed in place). */
export function imputeColoniaCoordinates(rows: Comparable[], normal: (s: string) => string): number {
  const key = (r: Comparable) => `${r.state_code}${r.municipality_code}|${normal(r.neighborhood)}`;
  const points = new Map<string, { lat: number[]; lon: number[] }>();
  for (const r of rows) {
    if (r.lat === null || r.lon === null || r.geo > 1 || !r.neighborhood) continue;
    const p = points.get(key(r)) ?? { lat: [], lon: [] };
    p.lat.push(r.lat);
    p.lon.push(r.lon);
    points.set(key(r), p);
  }
  const mid = (v: number[]) => {
    const s = [...v].sort((a, b) => a - b);
    const n = s.length;
    return n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
  };
  let imputed = 0;
  for (const r of rows) {
    if (r.lat !== null || !r.neighborhood) continue;
    const p = points.get(key(r));
    if (!p) continue;
    r.lat = Math.round(mid(p.lat) * 1e6) / 1e6;
    r.lon = Math.round(mid(p.lon) * 1e6) / 1e6;
    r.geo = 1;
    imputed++;
  }
  return imputed;
}
