/** What the demo's documents seed looks up: SQL only. */
import type { Queryable } from '@casona/kit/db/queryable';

/** The property's files by type: the id of the newest of each. */
export async function filesByType(q: Queryable, propertyId: string): Promise<Map<string, string>> {
  const { rows } = await q.query<{ type: string; id: string }>(
    `SELECT DISTINCT ON (type) type, id FROM property_file WHERE property_id = $1 ORDER BY type, created_at DESC`,
    [propertyId],
  );
  return new Map(rows.map((r) => [r.type, r.id]));
}

/** The property's files by type: the latest day any file of the type is valid through (types with one). */
export async function latestValidTo(q: Queryable, propertyId: string): Promise<Map<string, string>> {
  const { rows } = await q.query<{ type: string; valid_to: string }>(
    `SELECT type, max(valid_to)::text AS valid_to FROM property_file
      WHERE property_id = $1 AND valid_to IS NOT NULL GROUP BY type`,
    [propertyId],
  );
  return new Map(rows.map((r) => [r.type, r.valid_to]));
}

export async function renewalDecided(q: Queryable, fileId: string): Promise<boolean> {
  const { rows } = await q.query<{ renewal: string | null }>(
    'SELECT renewal FROM property_file_contract_state WHERE property_file_id = $1',
    [fileId],
  );
  return rows[0]?.renewal != null;
}

/** Holds the demo seed's lock until the caller's transaction ends: one replica seeds at a time. */
export async function lockDemoSeed(q: Queryable): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.documents.demo-seed'))");
}
