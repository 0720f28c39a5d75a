import { randomUUID } from 'node:crypto';
import { AMENITIES, NEIGHBORHOOD_INSIGHTS, type SeedEntry } from '../seed/catalogue.ts';
import { loadDemoSeed, type DemoSeed } from '../seed/demo.ts';
import { baseSlug } from '../domain/slug.ts';
import { timezoneFor } from '../domain/timezone.ts';
import type { Deps } from './deps.ts';

async function seedCatalogue(
  deps: Deps,
  table: 'amenity' | 'neighborhood_insight',
  entries: readonly SeedEntry[],
) {
  const now = deps.now();
  await deps.db.query(
    `INSERT INTO ${table} (id, en_name, es_name, archived, created_at, updated_at)
     SELECT id, en_name, es_name, false, $4, $4 FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, en_name, es_name)
     ON CONFLICT (id) DO NOTHING`,
    [entries.map((e) => e.id), entries.map((e) => e.en_name), entries.map((e) => e.es_name), now],
  );
}

/** The amenity and neighborhood insight catalogues, on an empty catalogue only (staff own them after). */
export async function seedCatalogues(deps: Deps): Promise<void> {
  const { rows } = await deps.db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM amenity)::int + (SELECT count(*) FROM neighborhood_insight)::int AS n',
  );
  if (rows[0]!.n > 0) return;
  await seedCatalogue(deps, 'amenity', AMENITIES);
  await seedCatalogue(deps, 'neighborhood_insight', NEIGHBORHOOD_INSIGHTS);
}

/**
 * The demo marketplace: on a database with no property at all, the committed demo properties
 * (real listings) as PUBLISHED, with no owner and no photos. Each is announced as created, so
 * services that project properties know them. Returns how many were added.
 */
export async function seedDemoProperties(deps: Deps, seed: DemoSeed = loadDemoSeed()): Promise<number> {
  return deps.db.tx(async (client) => {
    // One replica seeds; the others find the lock taken and then the rows.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('casona.listings.demo-seed'))");
    const existing = await client.query('SELECT 1 FROM property LIMIT 1');
    if (existing.rowCount) return 0;
    const now = deps.now();
    const used = new Set<string>();
    const events = [];
    for (const p of seed.properties) {
      let slug = baseSlug(p.name, p.city);
      for (let n = 2; used.has(slug); n++) slug = `${baseSlug(p.name, p.city)}-${n}`;
      used.add(slug);
      const id = randomUUID();
      const timezone = timezoneFor(p.state, p.city);
      await client.query(
        `INSERT INTO property (id, name, slug, label, status, type, price, wished_price, floors, bathrooms, bedrooms,
           half_bathrooms, parking_spaces, built_area, total_area, street, zip, city, state, latitude, longitude,
           timezone, published_at, demo_source_id, created_at, updated_at)
         VALUES ($1, $2, $3, 'NONE', 'PUBLISHED', $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
           $18, $19, $20, $21, $22, $22)`,
        [
          id,
          p.name,
          slug,
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
          timezone,
          new Date(p.published_at),
          p.source_id,
          now,
        ],
      );
      events.push(
        deps.event('listings.property.created', {
          propertyId: id,
          appraisalId: null,
          ownerProfileId: null,
          createdBy: null,
          owner: null,
          name: p.name,
          slug,
          type: p.type,
          status: 'PUBLISHED',
          state: p.state,
          city: p.city,
          timezone,
          price: p.price,
        }),
      );
    }
    await deps.emit(client, events);
    return seed.properties.length;
  });
}
