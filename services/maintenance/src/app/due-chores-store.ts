/**
 * The chores due on a day at some properties, for the planning day: read from the chores half's
 * table (`property_chore`, migrations/1764600000700_chores.sql). Rules (a trigger or a recurrence)
 * are not work of a day, only their copies and one-off chores and reports are; canceled copies
 * (their stay was canceled) are left out.
 */
import type { ChoreStatus, ChoreType } from '@casona/proto/enums';
import type { Queryable } from '@casona/kit/db/queryable';

export interface DueChoreRow {
  id: string;
  property_id: string;
  name: string;
  type: ChoreType;
  status: ChoreStatus;
  assigned_to: string | null;
}

export async function dueChoresOn(
  q: Queryable,
  propertyIds: readonly string[],
  date: string,
): Promise<DueChoreRow[]> {
  const { rows } = await q.query<DueChoreRow>(
    `SELECT id, property_id, name, type, status, assigned_to FROM property_chore
      WHERE property_id = ANY($1::uuid[]) AND due_date = $2::date AND canceled_at IS NULL
        AND trigger_event IS NULL AND recurrence_rule IS NULL
      ORDER BY status DESC, lower(name), id`,
    [propertyIds, date],
  );
  return rows;
}
