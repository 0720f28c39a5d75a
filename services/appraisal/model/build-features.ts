/**
 * `node services/appraisal/model/build-features.ts [--check] [mx_listings.csv.gz] [airbnb_cdmx_listings.csv.gz]`
 *
 * The import command and the training set in one: reads the public listings (default
 * ../shared/data), applies the cleaning rules of src/valuation/clean.ts, assigns near-duplicate
 * groups (src/valuation/groups.ts) and writes
 *   - data/comparables.csv.gz: the cleaned comparables the service appraises from (committed);
 *   - data/airbnb.csv.gz: the Inside Airbnb comparables for the short-term-rental estimate (committed);
 *   - $MODEL_WORK (default /tmp/casona-model), for train.py, the features of src/valuation/features.ts:
 *     - features_all.csv: every comparable, with its grouped cross-validation fold (by near-duplicate
 *       group), described from the other folds only — the design the served model is trained on;
 *     - features_time.csv: the time-based evaluation — listings dated on or after TEST_FROM are the
 *       test slice ("recent listings the model never saw"); a test row is described from the listings
 *       dated before TEST_FROM (the training pool), a training row from the pool's other folds, never
 *       from its own group, and
 *       `copy_in_train` says whether a test listing's group has a member in that pool.
 * Any later file of the same shape imports the same way. Output is deterministic (sorted by id).
 * `--check` writes nothing and exits 1 when the committed data differ from what this script generates.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv, writeCsv } from '../src/valuation/csv.ts';
import {
  cleanListing,
  COMPARABLE_COLUMNS,
  imputeColoniaCoordinates,
  toRow,
  type Comparable,
} from '../src/valuation/clean.ts';
import { FOLDS, foldOf, nearDuplicateGroups, normalName } from '../src/valuation/groups.ts';
import { ComparableIndex, FEATURE_NAMES, features, subjectOf } from '../src/valuation/features.ts';
import { AIRBNB_COLUMNS, cleanAirbnb } from '../src/valuation/str.ts';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '../../../../shared/data');
const args = process.argv.slice(2);
const check = args.includes('--check');
const [
  listingsPath = join(shared, 'mx_listings.csv.gz'),
  airbnbPath = join(shared, 'airbnb_cdmx_listings.csv.gz'),
] = args.filter((a) => a !== '--check');
const work = process.env.MODEL_WORK ?? '/tmp/casona-model';
const dataDir = resolve(here, '../data');
/** The first listing date of the time-based test slice (fixed before any model was fitted on it). */
export const TEST_FROM = '2024-05-01';

const read = (p: string) => parseCsv(gunzipSync(readFileSync(p)).toString('utf8'));
// A fixed level and gzip's zero mtime so the committed files are byte-for-byte reproducible.
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
const imputed = imputeColoniaCoordinates(kept, normalName);
const groups = nearDuplicateGroups(kept);
kept.forEach((c, i) => (c.group = groups[i] ?? i));
const comparablesGz = gz(writeCsv(COMPARABLE_COLUMNS, kept.map(toRow)));
const airbnb = read(airbnbPath)
  .map(cleanAirbnb)
  .filter((x) => x !== null)
  .sort((a, b) => Number(a.id) - Number(b.id));
const airbnbGz = gz(writeCsv(AIRBNB_COLUMNS, airbnb));

if (check) {
  let stale = 0;
  for (const [name, bytes] of [
    ['comparables.csv.gz', comparablesGz],
    ['airbnb.csv.gz', airbnbGz],
  ] as const) {
    const same = Buffer.compare(readFileSync(join(dataDir, name)), bytes) === 0;
    console.log(`${name}: ${same ? 'matches the generated data' : 'DIFFERS from the generated data'}`);
    if (!same) stale++;
  }
  process.exit(stale ? 1 : 0);
}

mkdirSync(dataDir, { recursive: true });
writeFileSync(join(dataDir, 'comparables.csv.gz'), comparablesGz);
writeFileSync(join(dataDir, 'airbnb.csv.gz'), airbnbGz);

const groupSize = new Map<number, number>();
for (const c of kept) groupSize.set(c.group, (groupSize.get(c.group) ?? 0) + 1);
const HEAD = ['id', 'source', 'state_code', 'muni', 'group', 'fold', 'has_copy', 'built', 'price', 'target'];
const describe = (index: ComparableIndex, c: Comparable, extra: Record<string, string | number>) => {
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
    ...extra,
  };
  FEATURE_NAMES.forEach((n, j) => (row[n] = f[j] !== undefined && Number.isFinite(f[j]) ? f[j] : null));
  return row;
};
mkdirSync(work, { recursive: true });
writeFileSync(join(work, 'split.json'), JSON.stringify({ test_from: TEST_FROM, folds: FOLDS }));

/**
 * Out of fold: a comparable of fold k is described only from the rows of the other folds, so no
 * training row's encodings or comparables ever contain its own price (a leave-one-out target
 * encoding can be decoded back into the target by the trees).
 */
const outOfFold = (rows: readonly Comparable[]) => {
  const indexes = Array.from(
    { length: FOLDS },
    (_, k) => new ComparableIndex(rows.filter((c) => foldOf(c.group) !== k)),
  );
  return (c: Comparable) => indexes[foldOf(c.group)]!;
};

const allIndex = outOfFold(kept);
writeFileSync(
  join(work, 'features_all.csv'),
  writeCsv(
    [...HEAD, ...FEATURE_NAMES],
    kept.map((c) => describe(allIndex(c), c, {})),
  ),
);

const isTest = (c: Comparable) => c.listed_at !== null && c.listed_at >= TEST_FROM;
const pool = kept.filter((c) => !isTest(c));
const poolGroups = new Set(pool.map((c) => c.group));
const poolIndex = outOfFold(pool);
const past = new ComparableIndex(pool);
writeFileSync(
  join(work, 'features_time.csv'),
  writeCsv(
    [...HEAD, 'split', 'copy_in_train', ...FEATURE_NAMES],
    kept.map((c) =>
      describe(isTest(c) ? past : poolIndex(c), c, {
        split: isTest(c) ? 'test' : 'train',
        copy_in_train: isTest(c) && poolGroups.has(c.group) ? 1 : 0,
      }),
    ),
  ),
);

console.log(
  JSON.stringify({
    listings_read: raw.length,
    comparables: kept.length,
    coordinates_imputed: imputed,
    groups: groupSize.size,
    rows_with_copy: kept.filter((c) => (groupSize.get(c.group) ?? 1) > 1).length,
    test_from: TEST_FROM,
    test_rows: kept.length - pool.length,
    test_rows_with_copy_in_train: kept.filter((c) => isTest(c) && poolGroups.has(c.group)).length,
    rejected: Object.fromEntries(rejected),
    airbnb: airbnb.length,
  }),
);
