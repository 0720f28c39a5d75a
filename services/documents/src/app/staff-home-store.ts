/** The staff home's documents card: SQL only, rows in and out. */
import { DEMO_PROPERTY_ID } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

/**
 * Properties still in Casona with a file whose valid_to is on or before `lastDay` (YYYY-MM-DD);
 * never the demo home (§2 /demo), whose files are a show, not staff's work.
 */
export async function propertyIdsWithFilesEndingBy(q: Queryable, lastDay: string): Promise<string[]> {
  const { rows } = await q.query<{ property_id: string }>(
    `SELECT DISTINCT f.property_id FROM property_file f JOIN property p ON p.id = f.property_id
     WHERE NOT p.deleted AND p.status <> 'DELETED' AND f.valid_to IS NOT NULL AND f.valid_to <= $1::date
       AND f.property_id <> $2`,
    [lastDay, DEMO_PROPERTY_ID],
  );
  return rows.map((r) => r.property_id);
}
