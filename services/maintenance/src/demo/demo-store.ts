/** What the demo's maintenance seed looks up: SQL only. */
import type { ChoreType } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

/** The names of the chores and reports people made on a property (not the copies rules made). */
export async function madeChoreNames(q: Queryable, propertyId: string): Promise<Set<string>> {
  const { rows } = await q.query<{ name: string }>(
    'SELECT name FROM property_chore WHERE property_id = $1 AND rule_id IS NULL',
    [propertyId],
  );
  return new Set(rows.map((r) => r.name));
}

/** The property's chores still pending whose due day is before `today`, earliest first. */
export async function pendingChoresDueBefore(
  q: Queryable,
  propertyId: string,
  today: string,
): Promise<{ id: string; type: ChoreType; assigned_to: string | null; due_date: string }[]> {
  const { rows } = await q.query<{
    id: string;
    type: ChoreType;
    assigned_to: string | null;
    due_date: string;
  }>(
    `SELECT id, type, assigned_to, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM property_chore
      WHERE property_id = $1 AND status = 'PENDING' AND due_date < $2::date ORDER BY due_date, id`,
    [propertyId, today],
  );
  return rows;
}

/**
 * What chores know of the property's stays (`trigger_stay`): how many check in after `today`, how
 * many still have no money and how many were booked directly (no listing).
 */
export async function stayArrival(
  q: Queryable,
  propertyId: string,
  today: string,
): Promise<{ ahead: number; unpaid: number; direct: number }> {
  const { rows } = await q.query<{ ahead: number; unpaid: number; direct: number }>(
    `SELECT count(*) FILTER (WHERE check_in > $2::date)::int AS ahead,
            count(*) FILTER (WHERE total_earned IS NULL)::int AS unpaid,
            count(*) FILTER (WHERE airbnb_listing_id IS NULL)::int AS direct
       FROM trigger_stay WHERE property_id = $1 AND NOT is_canceled`,
    [propertyId, today],
  );
  return rows[0]!;
}

export async function dayPlanExists(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM day_plan WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/** Holds the demo seed's lock until the caller's transaction ends: one replica seeds at a time. */
export async function lockDemoSeed(q: Queryable): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.maintenance.demo-seed'))");
}
