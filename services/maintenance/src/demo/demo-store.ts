/** What the demo's maintenance seed looks up: SQL only. */
import type { Queryable } from '@casona/kit/db/queryable';

/** The names of the chores and reports people made on a property (not the copies rules made). */
export async function madeChoreNames(q: Queryable, propertyId: string): Promise<Set<string>> {
  const { rows } = await q.query<{ name: string }>(
    'SELECT name FROM property_chore WHERE property_id = $1 AND rule_id IS NULL',
    [propertyId],
  );
  return new Set(rows.map((r) => r.name));
}

export async function dayPlanExists(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM day_plan WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/** Holds the demo seed's lock until the caller's transaction ends: one replica seeds at a time. */
export async function lockDemoSeed(q: Queryable): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.maintenance.demo-seed'))");
}
