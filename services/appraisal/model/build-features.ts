/**
 * `node services/appraisal/model/build-features.ts [mx_listings.csv.gz] [airbnb_cdmx_listings.csv.gz]`
 *
 * The import command and the training set in one: reads the public listings (default
 * ../shared/data), applies the cleaning rules of src/valuation/clean.ts, assigns near-duplicate
 * groups (src/valuation/groups.ts) and writes
 *   - data/comparables.csv.gz: the cleaned comparables the service appraises from (committed);
 *   - data/airbnb.csv.gz: the Inside Airbnb comparables for the short-term-rental estimate (committed);
 *   - $MODEL_WORK/features.csv (default /tmp/casona-model): one row per comparable with its group,
 *     its cross-validation fold (by group) and the features of src/valuation/features.ts, for train.py.
 * Any later file of the same shape imports the same way. Output is deterministic (sorted by id).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv, writeCsv } from '../src/valuation/csv.ts';
import { cleanListing, COMPARABLE_COLUMNS, toRow, type Comparable } from '../src/valuation/clean.ts';
import { nearDuplicateGroups } from '../src/valuation/groups.ts';
import { ComparableIndex, FEATURE_NAMES, features, subjectOf } from '../src/valuation/features.ts';
import { AIRBNB_COLUMNS, cleanAirbnb } from '../src/valuation/str.ts';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '../../../../shared/data');
const listingsPath = process.argv[2] ?? join(shared, 'mx_listings.csv.gz');
const airbnbPath = process.argv[3] ?? join(shared, 'airbnb_cdmx_listings.csv.gz');
const work = process.env.MODEL_WORK ?? '/tmp/casona-model';
const dataDir = resolve(here, '../data');
export const FOLDS = 5;

const read = (p: string) => parseCsv(gunzipSync(readFileSync(p)).toString('utf8'));
// mtime 0 and a fixed level so the committed gzip is byte-for-byte reproducible.
const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 });

const rejected = new Map<string, number>();
const kept: Comparable[] = [];
const raw = read(listingsPath);
for (const r of raw) {
  const c = cleanListing(r);
  if (typeof c === 'string') rejected.set(c, (rejected.get(c) ?? 0) + 1);
  else kept.push(c);
}
kept.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const groups = nearDuplicateGroups(kept);
kept.forEach((c, i) => (c.group = groups[i] ?? i));
mkdirSync(dataDir, { recursive: true });
writeFileSync(join(dataDir, 'comparables.csv.gz'), gz(writeCsv(COMPARABLE_COLUMNS, kept.map(toRow))));

const groupSize = new Map<number, number>();
for (const c of kept) groupSize.set(c.group, (groupSize.get(c.group) ?? 0) + 1);
const foldOf = (g: number) => {
  let h = 2166136261;
  for (const ch of String(g)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h % FOLDS;
};

const index = new ComparableIndex(kept);
const featureRows = kept.map((c) => {
  const f = features(index, subjectOf(c));
  const row: Record<string, string | number | null> = {
    id: c.id,
    source: c.source,
    state_code: c.state_code,
    muni: `${c.state_code}${c.municipality_code}`,
    group: c.group,
    fold: foldOf(c.group),
    has_copy: (groupSize.get(c.group) ?? 1) > 1 ? 1 : 0,
    built: c.built,
    price: c.price,
    target: Math.log(c.price / c.built),
  };
  FEATURE_NAMES.forEach((n, j) => (row[n] = f[j] !== undefined && Number.isFinite(f[j]) ? f[j] : null));
  return row;
});
mkdirSync(work, { recursive: true });
writeFileSync(
  join(work, 'features.csv'),
  writeCsv(
    [
      'id',
      'source',
      'state_code',
      'muni',
      'group',
      'fold',
      'has_copy',
      'built',
      'price',
      'target',
      ...FEATURE_NAMES,
    ],
    featureRows,
  ),
);

const airbnb = read(airbnbPath)
  .map(cleanAirbnb)
  .filter((x) => x !== null)
  .sort((a, b) => Number(a.id) - Number(b.id));
writeFileSync(join(dataDir, 'airbnb.csv.gz'), gz(writeCsv(AIRBNB_COLUMNS, airbnb)));

console.log(
  JSON.stringify({
    listings_read: raw.length,
    comparables: kept.length,
    groups: groupSize.size,
    rows_with_copy: featureRows.filter((r) => r.has_copy === 1).length,
    rejected: Object.fromEntries(rejected),
    airbnb: airbnb.length,
  }),
);
