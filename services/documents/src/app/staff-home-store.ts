/** The staff home's documents card: SQL only, rows in and out. */
import type { Queryable } from '@casona/kit/db/queryable';

/** Properties still in Casona with a file whose valid_to is on or before `lastDay` (YYYY-MM-DD). */
export async function propertyIdsWithFilesEndingBy(q: Queryable, lastDay: string): Promise<string[]> {
  const { rows } = await q.query<{ property_id: string }>(
    `SELECT DISTINCT f.property_id FROM property_file f JOIN property p ON p.id = f.property_id
     WHERE NOT p.deleted AND p.status <> 'DELETED' AND f.valid_to IS NOT NULL AND f.valid_to <= $1::date`,
    [lastDay],
  );
  return rows.map((r) => r.property_id);
}
