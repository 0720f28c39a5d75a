import { randomUUID } from 'node:crypto';
import { AMENITIES, NEIGHBORHOOD_INSIGHTS } from '../seed/catalogue.ts';
import { loadDemoSeed, type DemoSeed } from '../seed/demo.ts';
import { baseSlug } from '../domain/slug.ts';
import { timezoneFor } from '../domain/timezone.ts';
import type { Deps } from './deps.ts';
import {
  anyProperty,
  catalogueSize,
  insertCatalogueEntries,
  insertDemoProperty,
  lockDemoSeed,
} from './seed-store.ts';

/** The amenity and neighborhood insight catalogues, on an empty catalogue only (staff own them after). */
export async function seedCatalogues(deps: Deps): Promise<void> {
  if ((await catalogueSize(deps.db)) > 0) return;
  await insertCatalogueEntries(deps.db, 'amenity', AMENITIES, deps.now());
  await insertCatalogueEntries(deps.db, 'neighborhood_insight', NEIGHBORHOOD_INSIGHTS, deps.now());
}

/**
 * The demo marketplace: on a database with no property at all, the committed demo properties
 * (real listings) as PUBLISHED, with no owner and no photos. Each is announced as created, so
 * services that project properties know them. Returns how many were added.
 */
export async function seedDemoProperties(deps: Deps, seed: DemoSeed = loadDemoSeed()): Promise<number> {
  return deps.db.tx(async (client) => {
    // One replica seeds; the others find the lock taken and then the rows.
    await lockDemoSeed(client);
    if (await anyProperty(client)) return 0;
    const now = deps.now();
    const used = new Set<string>();
    const events = [];
    for (const p of seed.properties) {
      let slug = baseSlug(p.name, p.city);
      for (let n = 2; used.has(slug); n++) slug = `${baseSlug(p.name, p.city)}-${n}`;
      used.add(slug);
      const id = randomUUID();
      const timezone = timezoneFor(p.state, p.city);
      await insertDemoProperty(client, p, { id, slug, timezone, now });
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
          latitude: p.latitude ?? null,
          longitude: p.longitude ?? null,
        }),
      );
    }
    await deps.emit(client, events);
    return seed.properties.length;
  });
}
