/**
 * The model's features, computed the same way at training (model/build-features.ts) and at run
 * time (appraise). The target is log(price per built m²); comparables-based features exclude the
 * subject's own near-duplicate group, so a relisted copy never feeds its own estimate.
 */
import type { Comparable } from './clean.ts';
import { GridIndex, quantile } from './geo.ts';

export const SURROUNDINGS_M = 500; // §9
export const SIZE_MATCHED_M = 2_000;
export const K = 10;

export const FEATURE_NAMES = [
  'is_house',
  'log_built',
  'log_total',
  'bedrooms',
  'bathrooms',
  'lat',
  'lon',
  'geo',
  'year',
  'near_log_ppm2',
  'near_count',
  'near_spread',
  'near_log_dist',
  'size_log_ppm2',
  'size_spread',
  'size_log_dist',
  'size_log_built_ratio',
  'muni_log_ppm2',
  'muni_log_count',
  'hood_log_ppm2',
  'hood_log_count',
  'cp_log_ppm2',
] as const;

export interface Subject {
  type: 'apartment' | 'house';
  built: number;
  total: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  lat: number | null;
  lon: number | null;
  geo: number;
  year: number;
  muni: string;
  neighborhood: string;
  postal_code: string;
  group: number;
}

export interface Entry extends Comparable {
  muni: string;
  logPpm2: number;
}

export const muniKey = (c: { state_code: string; municipality_code: string }) =>
  `${c.state_code}${c.municipality_code}`;
const hoodKey = (muni: string, hood: string) => `${muni}|${hood.toLowerCase()}`;

export class ComparableIndex {
  readonly entries: Entry[];
  readonly grid: GridIndex<Entry>;
  readonly byMuni = new Map<string, Entry[]>();
  readonly byHood = new Map<string, Entry[]>();
  readonly byCp = new Map<string, Entry[]>();
  constructor(rows: readonly Comparable[]) {
    this.entries = rows.map((r) => ({ ...r, muni: muniKey(r), logPpm2: Math.log(r.price / r.built) }));
    this.grid = new GridIndex(this.entries.filter((e) => e.geo <= 1));
    const push = (m: Map<string, Entry[]>, k: string, e: Entry) => {
      const l = m.get(k);
      if (l) l.push(e);
      else m.set(k, [e]);
    };
    for (const e of this.entries) {
      push(this.byMuni, `${e.type}|${e.muni}`, e);
      if (e.neighborhood) push(this.byHood, `${e.type}|${hoodKey(e.muni, e.neighborhood)}`, e);
      if (e.postal_code) push(this.byCp, `${e.type}|${e.postal_code}`, e);
    }
  }

  /** Same-type comparables nearest first: within `radius`, widened to the municipality when fewer than 3. */
  nearest(s: Subject, radius: number, k: number, keep: (e: Entry) => boolean = () => true) {
    const ok = (e: Entry) => e.type === s.type && e.group !== s.group && keep(e);
    let found: Array<{ item: Entry; d: number | null }> =
      s.lat !== null && s.lon !== null && s.geo <= 1
        ? this.grid.within(s.lat, s.lon, radius, ok).slice(0, k)
        : [];
    let widened = false;
    if (found.length < 3) {
      widened = true;
      const pool = (this.byMuni.get(`${s.type}|${s.muni}`) ?? []).filter(ok);
      const withD = pool.map((e) => ({
        item: e,
        d:
          s.lat !== null && s.lon !== null && e.lat !== null && e.lon !== null
            ? Math.hypot(
                (e.lat - s.lat) * 111_000,
                (e.lon - s.lon) * 111_000 * Math.cos((s.lat * Math.PI) / 180),
              )
            : null,
      }));
      withD.sort((a, b) => (a.d ?? 1e9) - (b.d ?? 1e9));
      found = withD.slice(0, k);
    }
    return { found, widened };
  }
}

const logs = (l: readonly { item: Entry }[]) => l.map((x) => x.item.logPpm2).sort((a, b) => a - b);
const med = (sorted: number[]) => (sorted.length ? quantile(sorted, 0.5) : NaN);
const iqr = (sorted: number[]) =>
  sorted.length >= 3 ? quantile(sorted, 0.75) - quantile(sorted, 0.25) : NaN;
const logDist = (l: readonly { d: number | null }[]) => {
  const ds = l.map((x) => x.d).filter((d): d is number => d !== null);
  return ds.length ? Math.log1p(ds.reduce((a, b) => a + b, 0) / ds.length) : NaN;
};

function groupStat(list: readonly Entry[] | undefined, group: number, min: number): [number, number] {
  if (!list) return [NaN, 0];
  const v = list.filter((e) => e.group !== group).map((e) => e.logPpm2);
  if (v.length < min) return [NaN, v.length];
  return [med(v.sort((a, b) => a - b)), v.length];
}

export function features(index: ComparableIndex, s: Subject): number[] {
  const near = index.nearest(s, SURROUNDINGS_M, K);
  const nearLogs = logs(near.found);
  const sized = index.nearest(
    s,
    SIZE_MATCHED_M,
    K,
    (e) => e.built >= s.built / 1.5 && e.built <= s.built * 1.5,
  );
  const sizedLogs = logs(sized.found);
  const sizedBuilt = sized.found.map((x) => x.item.built).sort((a, b) => a - b);
  const [muniMed, muniN] = groupStat(index.byMuni.get(`${s.type}|${s.muni}`), s.group, 1);
  const [hoodMed, hoodN] = s.neighborhood
    ? groupStat(index.byHood.get(`${s.type}|${hoodKey(s.muni, s.neighborhood)}`), s.group, 3)
    : [NaN, 0];
  const [cpMed] = s.postal_code ? groupStat(index.byCp.get(`${s.type}|${s.postal_code}`), s.group, 3) : [NaN];
  const n = (v: number | null) => (v === null ? NaN : v);
  return [
    s.type === 'house' ? 1 : 0,
    Math.log(s.built),
    s.total === null ? NaN : Math.log(s.total),
    n(s.bedrooms),
    n(s.bathrooms),
    n(s.lat),
    n(s.lon),
    s.geo,
    s.year,
    med(nearLogs),
    near.widened ? 0 : near.found.length,
    iqr(nearLogs),
    logDist(near.found),
    med(sizedLogs),
    iqr(sizedLogs),
    logDist(sized.found),
    sizedBuilt.length ? Math.log(s.built / quantile(sizedBuilt, 0.5)) : NaN,
    muniMed,
    Math.log1p(muniN),
    hoodMed,
    Math.log1p(hoodN),
    cpMed,
  ];
}

export function subjectOf(c: Comparable): Subject {
  return {
    type: c.type,
    built: c.built,
    total: c.total,
    bedrooms: c.bedrooms,
    bathrooms: c.bathrooms,
    lat: c.lat,
    lon: c.lon,
    geo: c.geo,
    year: c.year,
    muni: muniKey(c),
    neighborhood: c.neighborhood,
    postal_code: c.postal_code,
    group: c.group,
  };
}
