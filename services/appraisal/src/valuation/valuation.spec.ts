import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { margin } from './booster.ts';
import { imputeColoniaCoordinates, type Comparable } from './clean.ts';
import { foldOf, nearDuplicateGroups, normalName } from './groups.ts';
import { ComparableIndex, FEATURE_NAMES, features, subjectOf } from './features.ts';
import { appraise, comparableIndex, estimateShortTermRental, model, UNSUPPORTED_AREA } from './index.ts';

const sample = JSON.parse(readFileSync(new URL('../../data/model-sample.json', import.meta.url), 'utf8')) as {
  version: string;
  rows: Array<{ id: string; features: Array<number | null>; margin: number }>;
};

describe('the TypeScript tree walker', () => {
  it("matches xgboost's margins on the committed fixed sample to 1e-6", () => {
    const m = model();
    expect(sample.version).toBe(m.version);
    expect(sample.rows.length).toBeGreaterThanOrEqual(100);
    for (const row of sample.rows) {
      const x = row.features.map((v) => (v === null ? Number.NaN : v));
      expect(Math.abs(margin(m, x) - row.margin), row.id).toBeLessThanOrEqual(1e-6);
    }
  });
});

describe('one definition of the features', () => {
  it('computes, from the committed comparables, the features xgboost was trained on (out of fold)', () => {
    const all = comparableIndex().entries;
    const byId = new Map(all.map((e) => [e.id, e]));
    const indexes = new Map<number, ComparableIndex>();
    const rows = sample.rows.slice(0, 25);
    for (const row of rows) {
      const c = byId.get(row.id);
      if (!c) throw new Error(`${row.id} is not a committed comparable`);
      const k = foldOf(c.group);
      if (!indexes.has(k)) indexes.set(k, new ComparableIndex(all.filter((e) => foldOf(e.group) !== k)));
      const x = features(indexes.get(k)!, subjectOf(c));
      expect(x.length, row.id).toBe(row.features.length);
      x.forEach((v, j) => {
        const want = row.features[j];
        if (want === null || want === undefined)
          expect(Number.isFinite(v), `${row.id} ${FEATURE_NAMES[j]}`).toBe(false);
        else expect(Math.fround(v), `${row.id} ${FEATURE_NAMES[j]}`).toBeCloseTo(want, 4);
      });
    }
  }, 60_000);
});

describe('appraise', () => {
  const coyoacan = {
    latitude: 19.35,
    longitude: -99.16,
    built_area: 120,
    total_area: 120,
    bedrooms: 2,
    bathrooms: 2,
  };

  it('gives a price inside its 80 % range, within §5 bounds, with comparables nearest first', () => {
    const r = appraise({ ...coyoacan, property_type: 'APARTMENT' });
    if (!r.supported) throw new Error(r.reason);
    expect(r.min_price).toBeLessThan(r.price);
    expect(r.price).toBeLessThan(r.max_price);
    expect(r.min_price).toBeGreaterThanOrEqual(300_000);
    expect(r.max_price).toBeLessThanOrEqual(100_000_000);
    expect(r.comparables.length).toBeGreaterThan(0);
    const d = r.comparables.map((c) => c.distance_m);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(r.model_version).toBe(model().version);
  });

  it('grows with the built area', () => {
    const small = appraise({ ...coyoacan, built_area: 60, total_area: 60, property_type: 'APARTMENT' });
    const large = appraise({ ...coyoacan, built_area: 240, total_area: 240, property_type: 'APARTMENT' });
    if (!small.supported || !large.supported) throw new Error('unsupported');
    expect(large.price).toBeGreaterThan(small.price);
  });

  it("says 'Unsupported area' outside the data's coverage instead of inventing a number", () => {
    expect(appraise({ ...coyoacan, latitude: 0, longitude: 0, property_type: 'HOUSE' })).toEqual({
      supported: false,
      reason: UNSUPPORTED_AREA,
    });
  });
});

describe('estimateShortTermRental', () => {
  it('gives ADR, occupancy and earnings as ranges in Mexico City, and the cap rate from the price', () => {
    const r = estimateShortTermRental({ latitude: 19.41, longitude: -99.17, price: 4_000_000 });
    if (!r.available) throw new Error(r.reason);
    for (const t of [r.adr, r.occupancy, r.monthly_earnings]) {
      expect(t.low).toBeLessThanOrEqual(t.mid);
      expect(t.mid).toBeLessThanOrEqual(t.high);
    }
    expect(r.occupancy.high).toBeLessThanOrEqual(1);
    expect(r.cap_rate).toBeGreaterThan(0);
    expect(r.cap_rate).toBeLessThanOrEqual(1);
  });

  it("is not available where there are no comparables (another city's are never borrowed)", () => {
    expect(estimateShortTermRental({ latitude: 20.97, longitude: -89.62 }).available).toBe(false);
  });
});

const home = (over: Partial<Comparable>): Comparable => ({
  id: 'x',
  source: 'lamudi_datalpine_2024',
  type: 'apartment',
  price: 2_000_000,
  built: 80,
  total: null,
  bedrooms: 2,
  bathrooms: 1,
  lat: null,
  lon: null,
  geo: 3,
  state_code: '21',
  municipality_code: '114',
  neighborhood: 'La Paz',
  postal_code: '',
  year: 2024,
  listed_at: '2024-03-01',
  group: -1,
  ...over,
});

describe('near-duplicate groups', () => {
  it('joins the same ad relisted or copied: same place, area within 2 %, asking price within 3 %', () => {
    const g = nearDuplicateGroups([
      home({ id: 'a' }),
      home({ id: 'b', price: 2_040_000, built: 81, neighborhood: 'la paz' }),
      home({ id: 'c', lat: 19.05, lon: -98.2, geo: 0, listed_at: '2024-08-01' }),
    ]);
    expect(new Set(g).size).toBe(1);
  });

  it('keeps apart homes that differ in price, area, rooms, place or date, and far coordinates', () => {
    const g = nearDuplicateGroups([
      home({ id: 'a' }),
      home({ id: 'b', price: 2_100_000 }),
      home({ id: 'c', built: 84 }),
      home({ id: 'd', bedrooms: 3 }),
      home({ id: 'e', neighborhood: 'Centro' }),
      home({ id: 'f', year: 2020, listed_at: '2020-03-01' }),
    ]);
    expect(new Set(g).size).toBe(6);
    const far = nearDuplicateGroups([
      home({ id: 'a', lat: 19.05, lon: -98.2, geo: 0 }),
      home({ id: 'b', lat: 19.052, lon: -98.2, geo: 0 }),
    ]);
    expect(far[0]).not.toBe(far[1]);
  });

  it('does not chain near prices into one group spanning more than 5 %', () => {
    const g = nearDuplicateGroups(
      [0, 1, 2, 3, 4].map((i) => home({ id: `h${i}`, price: Math.round(2_000_000 * 1.025 ** i) })),
    );
    expect(new Set(g).size).toBeGreaterThan(1);
  });
});

describe('cleaning rule 7', () => {
  it("gives a listing without a coordinate its neighbourhood's median coordinate, never another municipality's", () => {
    const rows = [
      home({ id: 'a', lat: 19.0, lon: -98.2, geo: 1, neighborhood: 'Jardines del Sur' }),
      home({ id: 'b', lat: 19.02, lon: -98.22, geo: 0, neighborhood: 'jardines del sur' }),
      home({ id: 'c', lat: 19.04, lon: -98.24, geo: 2, neighborhood: 'Jardines del Sur' }),
      home({ id: 'd', neighborhood: 'Jardínes del  Sur' }),
      home({ id: 'e', neighborhood: 'Jardines del Sur', municipality_code: '015' }),
      home({ id: 'f', neighborhood: '' }),
    ];
    expect(imputeColoniaCoordinates(rows, normalName)).toBe(1);
    expect(rows[3]).toMatchObject({ lat: 19.01, lon: -98.21, geo: 1 });
    expect(rows[4]!.lat).toBeNull();
    expect(rows[5]!.lat).toBeNull();
  });
});

const shared = fileURLToPath(new URL('../../../../../shared/data/mx_listings.csv.gz', import.meta.url));
describe('the committed data', () => {
  it.skipIf(!existsSync(shared))(
    'are exactly what model/build-features.ts generates from the public files',
    () => {
      const script = fileURLToPath(new URL('../../model/build-features.ts', import.meta.url));
      const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8', timeout: 300_000 });
      expect(out).toContain('comparables.csv.gz: matches the generated data');
      expect(out).toContain('airbnb.csv.gz: matches the generated data');
    },
    300_000,
  );
});
