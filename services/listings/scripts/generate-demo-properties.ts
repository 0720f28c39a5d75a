/**
 * Writes src/seed/demo-properties.json: the ~40 published properties an empty embedded installation
 * starts with, built from real listings (the shared data set's `mx_listings.csv.gz`, README §3).
 *
 *   node services/listings/scripts/generate-demo-properties.ts [path/to/mx_listings.csv.gz]
 *
 * Rows kept: sales of apartments and houses priced in MXN within the §9 range (300,000 to
 * 100,000,000), with coordinates, an INEGI state and municipality that proto's geo list knows, a
 * built area, at least one bedroom and one bathroom (the §5 submission rules), a 5-digit postal code,
 * and a plausible price per built m² (3,000 to 150,000 MXN; the README warns of portal typos).
 * Of those, 40 are picked deterministically (by a hash of the listing id), in turn from each
 * municipality and type, so the demo spans every place the data covers.
 *
 * What the sources do not carry is not invented: no photos (the API answers image_url null), no
 * description, no year built. The sources dropped street addresses, so the colonia stands in for
 * the street; a listing without a land area gets its built area as total area; bathrooms counted as
 * 2.5 become 2 bathrooms and 1 half bathroom; floors, unknown, are 1.
 *
 * Names read as people write them (#16): the portals dropped accents ("Villa Olimpica", "3a Seccion"),
 * so each colonia takes its official spelling from SEPOMEX's catalogue (`mx_postal_codes.csv.gz`,
 * README §2) by postal code, else by municipality; and no two homes share a name — a repeated
 * "Casa Centro" names its municipality, then its bedrooms and built area.
 */
import { createHash } from 'node:crypto';
import { createReadStream, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { municipalitiesOf, PRICE_MAX, PRICE_MIN, STATES } from '@casona/proto';
import type { DemoProperty, DemoSeed } from '../src/seed/demo.ts';

export const DEMO_COUNT = 40;
const DEFAULT_SOURCE = path.resolve(import.meta.dirname, '../../../../shared/data/mx_listings.csv.gz');
const DEFAULT_POSTAL_CODES = path.resolve(
  import.meta.dirname,
  '../../../../shared/data/mx_postal_codes.csv.gz',
);

/** Case, accents and spacing removed: how a portal's colonia is matched to SEPOMEX's. */
export const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();

/** Official colonia spellings: `cp|folded` and `state+municipality|folded` → SEPOMEX's name. */
export type Spellings = Map<string, string>;

export function spellingsOf(rows: Iterable<Record<string, string>>): Spellings {
  const out: Spellings = new Map();
  for (const row of rows) {
    const name = (row.colonia ?? '').trim();
    if (!name) continue;
    const folded = fold(name);
    out.set(`${row.cp}|${folded}`, name);
    const municipality = `${row.state_code}${row.municipality_code}|${folded}`;
    if (!out.has(municipality)) out.set(municipality, name);
  }
  return out;
}

export async function readSpellings(file: string): Promise<Spellings> {
  const rows: Record<string, string>[] = [];
  for await (const row of readListings(file)) rows.push(row);
  return spellingsOf(rows);
}

/** The colonia as SEPOMEX writes it (accents restored), or as the portal did when SEPOMEX lacks it. */
export function officialColonia(row: Record<string, string>, colonia: string, spellings: Spellings): string {
  const folded = fold(colonia);
  return (
    spellings.get(`${row.postal_code}|${folded}`) ??
    spellings.get(`${row.state_code}${row.municipality_code}|${folded}`) ??
    colonia
  );
}

/** No two homes share a name: a repeated one names its municipality, then its rooms and built area, then its baths. */
export function uniqueNames(properties: DemoProperty[]): DemoProperty[] {
  const count = (list: DemoProperty[], name: (p: DemoProperty) => string) => {
    const counts = new Map<string, number>();
    for (const p of list) counts.set(name(p), (counts.get(name(p)) ?? 0) + 1);
    return counts;
  };
  const withCity = (p: DemoProperty) => (p.name.endsWith(p.city) ? p.name : `${p.name}, ${p.city}`);
  const withRooms = (p: DemoProperty) =>
    `${withCity(p)} · ${p.bedrooms} ${p.bedrooms === 1 ? 'recámara' : 'recámaras'}, ${Math.round(p.built_area)} m²`;
  const plain = count(properties, (p) => p.name);
  let out = properties.map((p) => ((plain.get(p.name) ?? 0) > 1 ? { ...p, name: withCity(p) } : p));
  const cities = count(out, (p) => p.name);
  out = out.map((p) => ((cities.get(p.name) ?? 0) > 1 ? { ...p, name: withRooms(p) } : p));
  const rooms = count(out, (p) => p.name);
  const withBaths = (p: DemoProperty) => {
    const baths = `${p.bathrooms}${p.half_bathrooms > 0 ? '½' : ''}`;
    return `${p.name}, ${baths} ${p.bathrooms === 1 && p.half_bathrooms === 0 ? 'baño' : 'baños'}`;
  };
  out = out.map((p) => ((rooms.get(p.name) ?? 0) > 1 ? { ...p, name: withBaths(p) } : p));
  const seen = new Map<string, number>();
  return out.map((p) => {
    const n = (seen.get(p.name) ?? 0) + 1;
    seen.set(p.name, n);
    return n === 1 ? p : { ...p, name: `${p.name} (${n})` };
  });
}
export const OUTPUT = path.resolve(import.meta.dirname, '../src/seed/demo-properties.json');

/** RFC 4180 fields of one line (no embedded newlines in this file: free text was dropped upstream). */
export function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

export async function* readListings(file: string): AsyncGenerator<Record<string, string>> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: string[] | undefined;
  for await (const line of lines) {
    if (!line) continue;
    const cells = parseCsvLine(line);
    if (!header) {
      header = cells;
      continue;
    }
    yield Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  }
}

const positive = (text: string | undefined): number | null => {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : null;
};

/** A listing as a demo property, or null when it does not meet the rules above. */
export function toDemo(row: Record<string, string>, spellings: Spellings = new Map()): DemoProperty | null {
  if (row.listing_type !== 'sale' || row.currency !== 'MXN') return null;
  const type =
    row.property_type === 'apartment' ? 'APARTMENT' : row.property_type === 'house' ? 'HOUSE' : null;
  const price = positive(row.price);
  const built = positive(row.surface_covered);
  const lat = Number(row.lat);
  const lon = Number(row.lon);
  const bedrooms = positive(row.bedrooms);
  const bathrooms = positive(row.bathrooms);
  if (!type || price === null || price < PRICE_MIN || price > PRICE_MAX) return null;
  if (
    built === null ||
    built > 100_000 ||
    !row.lat ||
    !row.lon ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lon)
  )
    return null;
  if (bedrooms === null || bathrooms === null || bathrooms < 1 || bedrooms > 100 || bathrooms > 100)
    return null;
  if (!/^\d{5}$/.test(row.postal_code ?? '')) return null;
  const perM2 = price / built;
  if (perM2 < 3_000 || perM2 > 150_000) return null;
  const state = STATES.find((s) => s.code === row.state_code);
  const city = state && municipalitiesOf(state.name).find((m) => m.code === row.municipality_code);
  if (!state || !city) return null;
  const published = row.published_date || (row.observed_month ? `${row.observed_month}-01` : '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(published)) return null;
  const total = Math.min(positive(row.surface_total) ?? built, 100_000);
  const portal = (row.neighborhood ?? '').trim().replace(/\s+/g, ' ');
  const neighborhood = portal && officialColonia(row, portal, spellings);
  const place = neighborhood || city.name;
  return {
    source_id: row.external_id!,
    name: `${type === 'HOUSE' ? 'Casa' : 'Departamento'} ${place}`.slice(0, 120),
    type,
    price: Math.round(price),
    bedrooms: Math.round(bedrooms),
    bathrooms: Math.floor(bathrooms),
    half_bathrooms: bathrooms % 1 >= 0.5 ? 1 : 0,
    parking_spaces: Math.min(Math.round(positive(row.parking) ?? 0), 100),
    built_area: Math.round(built * 100) / 100,
    total_area: Math.round(total * 100) / 100,
    floors: 1,
    street: place,
    ...(neighborhood ? { neighborhood: neighborhood.slice(0, 120) } : {}),
    zip: row.postal_code!,
    city: city.name,
    state: state.name,
    latitude: Math.round(lat * 1e6) / 1e6,
    longitude: Math.round(lon * 1e6) / 1e6,
    published_at: `${published}T17:00:00.000Z`,
  };
}

const hash = (id: string) => createHash('sha256').update(id).digest('hex');

/** `count` demos, in turn from each (city, type) group, each group in hash order. */
export function pick(candidates: DemoProperty[], count = DEMO_COUNT): DemoProperty[] {
  const groups = new Map<string, DemoProperty[]>();
  for (const c of [...candidates].sort((a, b) => hash(a.source_id).localeCompare(hash(b.source_id)))) {
    const key = `${c.state}|${c.city}|${c.type}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const queues = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, list]) => list);
  const out: DemoProperty[] = [];
  while (out.length < count && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next && out.length < count) out.push(next);
    }
  }
  return out.sort((a, b) => a.source_id.localeCompare(b.source_id));
}

/**
 * One listing per home: the same house is often on several portals (same colonia, type, rooms and
 * built area); the one first in hash order stays.
 */
export function distinctHomes(candidates: DemoProperty[]): DemoProperty[] {
  const kept = new Map<string, DemoProperty>();
  for (const c of [...candidates].sort((a, b) => hash(a.source_id).localeCompare(hash(b.source_id)))) {
    const key = [
      c.state,
      c.city,
      fold(c.street),
      c.type,
      c.bedrooms,
      c.bathrooms,
      Math.round(c.built_area),
    ].join('|');
    if (!kept.has(key)) kept.set(key, c);
  }
  return [...kept.values()];
}

export async function generate(file: string, postalCodes = DEFAULT_POSTAL_CODES): Promise<DemoSeed> {
  const spellings = await readSpellings(postalCodes);
  const candidates: DemoProperty[] = [];
  for await (const row of readListings(file)) {
    const demo = toDemo(row, spellings);
    if (demo) candidates.push(demo);
  }
  return {
    source: 'mx_listings.csv.gz (shared data README §3: Properati, Inmuebles24 and Lamudi listings)',
    generator: 'services/listings/scripts/generate-demo-properties.ts',
    properties: uniqueNames(pick(distinctHomes(candidates))),
  };
}

export const serialize = (seed: DemoSeed): string => `${JSON.stringify(seed, null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(process.argv[2] ?? DEFAULT_SOURCE);
  const seed = await generate(file);
  writeFileSync(OUTPUT, serialize(seed));
  console.log(`wrote ${seed.properties.length} demo properties to ${path.relative(process.cwd(), OUTPUT)}`);
}
