/**
 * The market benchmark's data: properties drawn from the real listings' distribution (the shared
 * data set's mx_listings.csv.gz, README §3), and a mix of marketplace searches over them.
 *
 * Each generated property copies a real sale listing picked at random (state, municipality, type,
 * price, areas, rooms, coordinates), with a little noise so rows are not duplicates: price ±10%,
 * coordinates ±~500 m. Rooms missing in a source (Properati has none) are drawn from the rows that
 * have them. Without the shared file the committed demo properties stand in (40 rows).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { municipalitiesOf, PRICE_MAX, PRICE_MIN, STATES, type MarketQuery } from '@casona/proto';
import { readListings } from '../../services/listings/scripts/generate-demo-properties.ts';
import { loadDemoSeed } from '../../services/listings/src/seed/demo.ts';
import { timezoneFor } from '../../services/listings/src/domain/timezone.ts';

export const SHARED_LISTINGS = path.resolve(import.meta.dirname, '../../../shared/data/mx_listings.csv.gz');

export interface Source {
  state: string;
  city: string;
  type: 'APARTMENT' | 'HOUSE';
  price: number;
  built: number;
  total: number;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number;
  lat: number;
  lon: number;
  zip: string | null;
}

/** Deterministic PRNG (mulberry32): the same seed makes the same data and the same query mix. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const num = (text: string | undefined): number | null => {
  const v = Number(text);
  return text && Number.isFinite(v) && v > 0 ? v : null;
};

/** Sale listings of apartments and houses in MXN within range, placed in a known municipality. */
export async function loadSources(file = SHARED_LISTINGS): Promise<{ sources: Source[]; from: string }> {
  if (!existsSync(file)) {
    const demo = loadDemoSeed();
    return {
      from: 'committed demo properties (shared data not found)',
      sources: demo.properties.map((p) => ({
        state: p.state,
        city: p.city,
        type: p.type === 'APARTMENT' ? 'APARTMENT' : 'HOUSE',
        price: p.price,
        built: p.built_area,
        total: p.total_area,
        bedrooms: p.bedrooms,
        bathrooms: p.bathrooms,
        parking: p.parking_spaces,
        lat: p.latitude ?? 19.43,
        lon: p.longitude ?? -99.13,
        zip: p.zip,
      })),
    };
  }
  const sources: Source[] = [];
  for await (const row of readListings(file)) {
    if (row.listing_type !== 'sale' || row.currency !== 'MXN') continue;
    const type =
      row.property_type === 'apartment' ? 'APARTMENT' : row.property_type === 'house' ? 'HOUSE' : null;
    const price = num(row.price);
    const built = num(row.surface_covered);
    const lat = Number(row.lat);
    const lon = Number(row.lon);
    if (
      !type ||
      price === null ||
      price < PRICE_MIN ||
      price > PRICE_MAX ||
      built === null ||
      built > 100_000
    )
      continue;
    if (!row.lat || !row.lon || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const state = STATES.find((s) => s.code === row.state_code);
    const city = state && municipalitiesOf(state.name).find((m) => m.code === row.municipality_code);
    if (!state || !city) continue;
    const bathrooms = num(row.bathrooms);
    sources.push({
      state: state.name,
      city: city.name,
      type,
      price,
      built,
      total: Math.min(num(row.surface_total) ?? built, 100_000),
      bedrooms: num(row.bedrooms),
      bathrooms: bathrooms === null ? null : Math.max(1, Math.floor(bathrooms)),
      parking: Math.min(num(row.parking) ?? 0, 100),
      lat,
      lon,
      zip: /^\d{5}$/.test(row.postal_code ?? '') ? row.postal_code! : null,
    });
  }
  return { sources, from: path.basename(file) };
}

const pick = <T>(list: readonly T[], rnd: () => number): T => list[Math.floor(rnd() * list.length)]!;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Inserts `count` PUBLISHED properties (plus `count / 20` in other statuses, which the marketplace
 * must skip) into the listings schema, in batches, then VACUUM ANALYZE so plans see the real sizes.
 */
export async function insertProperties(
  client: pg.ClientBase,
  sources: Source[],
  count: number,
  seed = 42,
): Promise<number> {
  const rnd = random(seed);
  const bedroomPool = sources.flatMap((s) => (s.bedrooms ? [Math.min(s.bedrooms, 100)] : []));
  const bathroomPool = sources.flatMap((s) => (s.bathrooms ? [Math.min(s.bathrooms, 100)] : []));
  const now = Date.now();
  const twoYears = 2 * 365 * 86_400_000;
  const others = Math.floor(count / 20);
  const total = count + others;
  const BATCH = 5000;
  const LABELS = ['NONE', 'NONE', 'NONE', 'NONE', 'NONE', 'NONE', 'NEW', 'NEW', 'SOON', 'RESERVED'];
  const STATUSES = ['REVISION', 'ACCEPTED', 'REJECTED', 'SOLD', 'DELETED'];
  for (let start = 0; start < total; start += BATCH) {
    const cols: Record<string, unknown[]> = {
      id: [], name: [], slug: [], label: [], status: [], type: [], price: [], floors: [], bathrooms: [], bedrooms: [],
      half_bathrooms: [], parking_spaces: [], built_area: [], total_area: [], street: [], zip: [], city: [], state: [],
      latitude: [], longitude: [], timezone: [], img_keys: [], published_at: [], created_at: [],
    }; // prettier-ignore
    for (let i = start; i < Math.min(total, start + BATCH); i++) {
      const s = pick(sources, rnd);
      const id = crypto.randomUUID();
      const published = i < count;
      const at = new Date(now - Math.floor(rnd() * twoYears));
      cols.id!.push(id);
      cols.name!.push(`${s.type === 'HOUSE' ? 'Casa' : 'Departamento'} ${s.city} ${i}`);
      cols.slug!.push(`bench-${i}-${id.slice(0, 8)}`);
      cols.label!.push(pick(LABELS, rnd));
      cols.status!.push(published ? 'PUBLISHED' : pick(STATUSES, rnd));
      cols.type!.push(s.type);
      cols.price!.push(Math.round(clamp(s.price * (0.9 + rnd() * 0.2), PRICE_MIN, PRICE_MAX)));
      cols.floors!.push(1);
      cols.bathrooms!.push(s.bathrooms ?? pick(bathroomPool, rnd));
      cols.bedrooms!.push(Math.min(s.bedrooms ?? pick(bedroomPool, rnd), 100));
      cols.half_bathrooms!.push(rnd() < 0.4 ? 1 : 0);
      cols.parking_spaces!.push(Math.round(s.parking));
      cols.built_area!.push(clamp(s.built, 1, 100_000));
      cols.total_area!.push(clamp(s.total, 1, 100_000));
      cols.street!.push(s.city);
      cols.zip!.push(s.zip ?? '00000');
      cols.city!.push(s.city);
      cols.state!.push(s.state);
      cols.latitude!.push(s.lat + (rnd() - 0.5) * 0.009);
      cols.longitude!.push(s.lon + (rnd() - 0.5) * 0.009);
      cols.timezone!.push(timezoneFor(s.state, s.city));
      // Half the properties have pictures (keys only: the benchmark never fetches them).
      cols.img_keys!.push(
        rnd() < 0.5
          ? `{properties/${id}/${crypto.randomUUID()}.jpg,properties/${id}/${crypto.randomUUID()}.jpg}`
          : '{}',
      );
      cols.published_at!.push(published ? at : null);
      cols.created_at!.push(at);
    }
    await client.query(
      `INSERT INTO property (id, name, slug, label, status, type, price, wished_price, floors, bathrooms, bedrooms,
         half_bathrooms, parking_spaces, built_area, total_area, street, zip, city, state, latitude, longitude, timezone,
         img_keys, published_at, created_at, updated_at)
       SELECT id, name, slug, label, status, type, price, price, floors, bathrooms, bedrooms, half_bathrooms,
         parking_spaces, built_area, total_area, street, zip, city, state, latitude, longitude, timezone,
         img_keys::text[], published_at, created_at, created_at
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::int[],
         $9::int[], $10::int[], $11::int[], $12::int[], $13::numeric[], $14::numeric[], $15::text[], $16::text[],
         $17::text[], $18::text[], $19::float8[], $20::float8[], $21::text[], $22::text[], $23::timestamptz[],
         $24::timestamptz[])
         AS t(id, name, slug, label, status, type, price, floors, bathrooms, bedrooms, half_bathrooms, parking_spaces,
           built_area, total_area, street, zip, city, state, latitude, longitude, timezone, img_keys, published_at,
           created_at)`,
      Object.values(cols),
    );
  }
  await client.query('VACUUM (ANALYZE) property');
  return total;
}

/** How often each kind of search appears in the mix. */
const KINDS = [
  { kind: 'all', weight: 15 },
  { kind: 'state', weight: 30 },
  { kind: 'city', weight: 25 },
  { kind: 'state+price', weight: 15 },
  { kind: 'type+maxPrice+label', weight: 10 },
  { kind: 'city+type+price', weight: 5 },
] as const;

/**
 * `count` marketplace searches as the SPA sends them, drawn like real traffic: places in
 * proportion to the listings there, price ranges around real prices, mostly first pages.
 */
export function queryMix(sources: Source[], count: number, seed = 7): MarketQuery[] {
  const rnd = random(seed);
  const totalWeight = KINDS.reduce((a, k) => a + k.weight, 0);
  const sorts = ['newest', 'newest', 'newest', 'price_asc', 'price_desc'] as const;
  const out: MarketQuery[] = [];
  for (let i = 0; i < count; i++) {
    let r = rnd() * totalWeight;
    const { kind } = KINDS.find((k) => (r -= k.weight) < 0) ?? KINDS[0]!;
    const s = pick(sources, rnd);
    const page = rnd() < 0.7 ? 1 : rnd() < 0.85 ? 2 + Math.floor(rnd() * 4) : 10 + Math.floor(rnd() * 40);
    const q: MarketQuery = { page, sort: pick(sorts, rnd) };
    const range = () => {
      const low = Math.round((s.price * (0.5 + rnd() * 0.4)) / 100_000) * 100_000;
      return { minPrice: Math.max(PRICE_MIN, low), maxPrice: Math.min(PRICE_MAX, low * 2 + 500_000) };
    };
    if (kind === 'state') q.state = s.state as MarketQuery['state'];
    if (kind === 'city' || kind === 'city+type+price') Object.assign(q, { state: s.state, city: s.city });
    if (kind === 'state+price') Object.assign(q, { state: s.state }, range());
    if (kind === 'city+type+price') Object.assign(q, { propertyType: s.type }, range());
    if (kind === 'type+maxPrice+label')
      Object.assign(
        q,
        { propertyType: s.type, maxPrice: range().maxPrice },
        rnd() < 0.5 ? { label: 'NEW' } : {},
      );
    out.push(q);
  }
  return out;
}

export const toPath = (q: MarketQuery): string =>
  `/api/v1/market?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
