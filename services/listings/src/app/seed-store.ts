/** The seeds' SQL: the catalogues and the demo marketplace. */
import type { Queryable } from '@casona/kit/db/queryable';
import type { DemoProperty } from '../seed/demo.ts';
import type { SeedEntry } from '../seed/catalogue.ts';
import type { Catalogue } from './catalogue-store.ts';

/** How many amenities and neighborhood insights there are, archived or not. */
export async function catalogueSize(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM amenity)::int + (SELECT count(*) FROM neighborhood_insight)::int AS n',
  );
  return rows[0]!.n;
}

/** Adds the entries a catalogue does not have yet (by id). */
export async function insertCatalogueEntries(
  q: Queryable,
  table: Catalogue,
  entries: readonly SeedEntry[],
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO ${table} (id, en_name, es_name, archived, created_at, updated_at)
     SELECT id, en_name, es_name, false, $4, $4 FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, en_name, es_name)
     ON CONFLICT (id) DO NOTHING`,
    [entries.map((e) => e.id), entries.map((e) => e.en_name), entries.map((e) => e.es_name), now],
  );
}

/** Holds the demo seed's lock until the caller's transaction ends: one replica seeds at a time. */
export async function lockDemoSeed(q: Queryable): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.listings.demo-seed'))");
}

export async function anyProperty(q: Queryable): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM property LIMIT 1');
  return (rowCount ?? 0) > 0;
}

/** A demo property as published: no owner, no photos, label NONE. */
export async function insertDemoProperty(
  q: Queryable,
  p: DemoProperty,
  row: { id: string; slug: string; timezone: string; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO property (id, name, slug, label, status, type, price, wished_price, floors, bathrooms, bedrooms,
       half_bathrooms, parking_spaces, built_area, total_area, street, zip, city, state, latitude, longitude,
       timezone, published_at, demo_source_id, created_at, updated_at, neighborhood)
     VALUES ($1, $2, $3, 'NONE', 'PUBLISHED', $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       $18, $19, $20, $21, $22, $22, $23)`,
    [
      row.id,
      p.name,
      row.slug,
      p.type,
      p.price,
      p.floors,
      p.bathrooms,
      p.bedrooms,
      p.half_bathrooms,
      p.parking_spaces,
      p.built_area,
      p.total_area,
      p.street,
      p.zip,
      p.city,
      p.state,
      p.latitude,
      p.longitude,
      row.timezone,
      new Date(p.published_at),
      p.source_id,
      row.now,
      p.neighborhood ?? null,
    ],
  );
}
