/**
 * The model's features, one definition for training (model/build-features.ts writes them for
 * train.py) and for run time (appraise). The target is log(price per built m², 2024 pesos).
 *
 * No feature ever uses the subject's own near-duplicate group (groups.ts), and the index a subject
 * is described from is the pool it is allowed to see: at run time every committed comparable; in
 * the time-based evaluation only listings dated before the test slice.
 *
 * - size-matched comparables: up to K same-type listings (built area within ×/÷ 1.6) ranked by a
 *   score that adds distance (per 500 m), the difference in built area (per 20 % in log terms), in
 *   listing date (per 4 years), in bedrooms and bathrooms (0.5 each) and in total area (per 40 %),
 *   searched within 2 km of the subject's coordinate, else in its neighbourhood, its postal code,
 *   its municipality (`size_level` says which); their median and score-weighted mean log price per
 *   m², spread (IQR), mean distance, size ratio and age; the best three's median and mean score; and
 *   the same ranking inside the subject's neighbourhood alone;
 * - surroundings (§9, 500 m, any size): median, count, spread and mean distance;
 * - smoothed encodings of the neighbourhood, postal code and municipality: the mean log price per
 *   m² of the other groups there, shrunk towards the wider area's mean with SMOOTHING pseudo-counts;
 * - the subject itself: type, areas, rooms, coordinate and its precision, listing date (vintage) and
 *   whether its price is a stale, index-adjusted one (undated Properati).
 */
import { normalName } from './groups.ts';
import type { Comparable } from './clean.ts';
import { yearFraction } from './clean.ts';
import { GridIndex, quantile } from './geo.ts';

export const SURROUNDINGS_M = 500; // §9
export const SIZE_MATCHED_M = 2_000;
export const K = 10;
export const SMOOTHING = 5;
const MIN_LOCAL = 5;

export const FEATURE_NAMES = [
  'is_house',
  'log_built',
  'log_total',
  'bedrooms',
  'bathrooms',
  'lat',
  'lon',
  'geo',
  'vintage',
  'stale',
  'size_log_ppm2',
  'size_wmean_log_ppm2',
  'size_spread',
  'size_log_dist',
  'size_log_built_ratio',
  'size_age',
  'size_level',
  'best3_log_ppm2',
  'best3_score',
  'hood_size_log_ppm2',
  'near_log_ppm2',
  'near_count',
  'near_spread',
  'near_log_dist',
  'hood_enc',
  'hood_log_count',
  'cp_enc',
  'cp_log_count',
  'muni_enc',
  'muni_log_count',
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
  /** Listing date as a fractional year (run time: today). */
  date: number;
  /** 1 when the price is an undated, index-adjusted Properati one (never at run time). */
  stale: number;
  state: string;
  muni: string;
  neighborhood: string;
  postal_code: string;
  group: number;
}

export interface Entry extends Comparable {
  muni: string;
  hood: string;
  date: number;
  logPpm2: number;
}

export const muniKey = (c: { state_code: string; municipality_code: string }) =>
  `${c.state_code}${c.municipality_code}`;

interface Sum {
  n: number;
  s: number;
  list: Entry[];
}

export const isStale = (c: Comparable) => (c.source === 'properati_mx' && !c.listed_at ? 1 : 0);

export class ComparableIndex {
  readonly entries: Entry[];
  /** The latest listing date (fractional year): "today" as far as the comparables know. */
  readonly latest: number;
  readonly grid: GridIndex<Entry>;
  readonly byState = new Map<string, Sum>();
  readonly byMuni = new Map<string, Sum>();
  readonly byHood = new Map<string, Sum>();
  readonly byCp = new Map<string, Sum>();
  private readonly byGroup = new Map<number, Entry[]>();
  constructor(rows: readonly Comparable[]) {
    this.entries = rows.map((r) => ({
      ...r,
      muni: muniKey(r),
      hood: normalName(r.neighborhood),
      date: yearFraction(r.listed_at),
      logPpm2: Math.log(r.price / r.built),
    }));
    this.latest = this.entries.reduce((m, e) => Math.max(m, e.date), -Infinity);
    this.grid = new GridIndex(this.entries.filter((e) => e.geo <= 1));
    const add = (m: Map<string, Sum>, k: string, e: Entry) => {
      const v = m.get(k);
      if (v) {
        v.n++;
        v.s += e.logPpm2;
        v.list.push(e);
      } else m.set(k, { n: 1, s: e.logPpm2, list: [e] });
    };
    for (const e of this.entries) {
      add(this.byState, `${e.type}|${e.state_code}`, e);
      add(this.byMuni, `${e.type}|${e.muni}`, e);
      if (e.hood) add(this.byHood, `${e.type}|${e.muni}|${e.hood}`, e);
      if (e.postal_code) add(this.byCp, `${e.type}|${e.postal_code}`, e);
      const g = this.byGroup.get(e.group);
      if (g) g.push(e);
      else this.byGroup.set(e.group, [e]);
    }
  }

  /** Count and sum of log price per m² under `key`, leaving out the subject's own group. */
  stat(m: Map<string, Sum>, key: string, group: number, inKey: (e: Entry) => boolean): [number, number] {
    const v = m.get(key);
    if (!v) return [0, 0];
    let { n, s } = v;
    for (const e of this.byGroup.get(group) ?? []) {
      if (inKey(e)) {
        n--;
        s -= e.logPpm2;
      }
    }
    return [n, s];
  }

  /** Same-type comparables within `radius` of the subject, nearest first (none without a usable coordinate). */
  nearest(s: Subject, radius: number, k: number, keep: (e: Entry) => boolean = () => true) {
    if (s.lat === null || s.lon === null || s.geo > 2) return [];
    return this.grid
      .within(s.lat, s.lon, radius, (e) => e.type === s.type && e.group !== s.group && keep(e))
      .slice(0, k);
  }
}

const med = (sorted: number[]) => (sorted.length ? quantile(sorted, 0.5) : NaN);
const iqr = (sorted: number[]) =>
  sorted.length >= 3 ? quantile(sorted, 0.75) - quantile(sorted, 0.25) : NaN;
const sortNum = (v: number[]) => v.sort((a, b) => a - b);

interface Scored {
  e: Entry;
  d: number | null;
  score: number;
}

/** The size-matched comparables and the level they were found at (0 = by distance … 3 = municipality). */
export function sizeMatched(
  index: ComparableIndex,
  s: Subject,
  hoodOnly = false,
): { found: Scored[]; level: number } {
  const sizeOk = (e: Entry) => e.built >= s.built / 1.6 && e.built <= s.built * 1.6;
  const score = (e: Entry, d: number | null): Scored => ({
    e,
    d,
    score:
      (d === null ? 0 : d / 500) +
      Math.abs(Math.log(e.built / s.built)) / 0.2 +
      Math.abs(s.date - e.date) / 4 +
      (s.bedrooms !== null && e.bedrooms !== null ? Math.abs(s.bedrooms - e.bedrooms) * 0.5 : 0) +
      (s.bathrooms !== null && e.bathrooms !== null ? Math.abs(s.bathrooms - e.bathrooms) * 0.5 : 0) +
      (s.total !== null && e.total !== null ? Math.abs(Math.log(e.total / s.total)) / 0.4 : 0),
  });
  const best = (c: Scored[]) => c.sort((a, b) => a.score - b.score).slice(0, K);
  const near = index.nearest(s, SIZE_MATCHED_M, Infinity, sizeOk);
  if (near.length >= MIN_LOCAL) return { found: best(near.map((x) => score(x.item, x.d))), level: 0 };
  const lists: Array<Sum | undefined> = [
    s.neighborhood ? index.byHood.get(`${s.type}|${s.muni}|${normalName(s.neighborhood)}`) : undefined,
    s.postal_code ? index.byCp.get(`${s.type}|${s.postal_code}`) : undefined,
    index.byMuni.get(`${s.type}|${s.muni}`),
  ];
  for (let level = 0; level < lists.length; level++) {
    const pool = (lists[level]?.list ?? []).filter((e) => e.group !== s.group && sizeOk(e));
    if (hoodOnly) return { found: pool.length >= 3 ? best(pool.map((e) => score(e, null))) : [], level: 1 };
    if (pool.length >= MIN_LOCAL || level === lists.length - 1)
      return { found: best(pool.map((e) => score(e, null))), level: level + 1 };
  }
  return { found: [], level: 3 };
}

export function features(index: ComparableIndex, s: Subject): number[] {
  const hoodSized = s.neighborhood ? sizeMatched(index, { ...s, lat: null, lon: null }, true) : null;
  const near = index.nearest(s, SURROUNDINGS_M, K);
  const nearLogs = sortNum(near.map((x) => x.item.logPpm2));
  const sized = sizeMatched(index, s);
  const sizedLogs = sortNum(sized.found.map((x) => x.e.logPpm2));
  let wSum = 0;
  let wLog = 0;
  for (const x of sized.found) {
    const w = 1 / (0.25 + x.score);
    wSum += w;
    wLog += w * x.e.logPpm2;
  }
  const ds = sized.found.map((x) => x.d).filter((d): d is number => d !== null);
  const builtMed = med(sortNum(sized.found.map((x) => x.e.built)));
  const ages = sized.found.map((x) => s.date - x.e.date);

  const hood = normalName(s.neighborhood);
  const [sn, ss] = index.stat(
    index.byState,
    `${s.type}|${s.state}`,
    s.group,
    (e) => e.state_code === s.state,
  );
  const statePrior = sn > 0 ? ss / sn : 9.6;
  const [mn, ms] = index.stat(index.byMuni, `${s.type}|${s.muni}`, s.group, (e) => e.muni === s.muni);
  const muniEnc = (ms + SMOOTHING * statePrior) / (mn + SMOOTHING);
  const [hn, hs] = hood
    ? index.stat(
        index.byHood,
        `${s.type}|${s.muni}|${hood}`,
        s.group,
        (e) => e.muni === s.muni && e.hood === hood,
      )
    : [0, 0];
  const [cn, cs] = s.postal_code
    ? index.stat(index.byCp, `${s.type}|${s.postal_code}`, s.group, (e) => e.postal_code === s.postal_code)
    : [0, 0];
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
    s.date,
    s.stale,
    med(sizedLogs),
    wSum > 0 ? wLog / wSum : NaN,
    iqr(sizedLogs),
    ds.length ? Math.log1p(ds.reduce((a, b) => a + b, 0) / ds.length) : NaN,
    Number.isFinite(builtMed) ? Math.log(s.built / builtMed) : NaN,
    ages.length ? ages.reduce((a, b) => a + b, 0) / ages.length : NaN,
    sized.found.length ? sized.level : NaN,
    med(sortNum(sized.found.slice(0, 3).map((x) => x.e.logPpm2))),
    sized.found.length
      ? sized.found.slice(0, 3).reduce((a, x) => a + x.score, 0) / Math.min(3, sized.found.length)
      : NaN,
    hoodSized?.found.length ? med(sortNum(hoodSized.found.map((x) => x.e.logPpm2))) : NaN,
    med(nearLogs),
    near.length,
    iqr(nearLogs),
    near.length ? Math.log1p(near.reduce((a, x) => a + x.d, 0) / near.length) : NaN,
    hn > 0 ? (hs + SMOOTHING * muniEnc) / (hn + SMOOTHING) : NaN,
    Math.log1p(hn),
    cn > 0 ? (cs + SMOOTHING * muniEnc) / (cn + SMOOTHING) : NaN,
    Math.log1p(cn),
    mn > 0 ? muniEnc : NaN,
    Math.log1p(mn),
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
    date: yearFraction(c.listed_at),
    stale: isStale(c),
    state: c.state_code,
    muni: muniKey(c),
    neighborhood: c.neighborhood,
    postal_code: c.postal_code,
    group: c.group,
  };
}
