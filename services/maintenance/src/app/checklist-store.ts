/** SQL of a property's checklist (`property_checklist`): one row per property, a boolean per check. */
import { CHECKLIST_ITEMS, type ChecklistItem } from '@casona/proto/maintenance/entities';
import type { Queryable } from '@casona/kit/db/queryable';

export type ChecklistRow = { property_id: string; updated_at: Date } & Record<ChecklistItem, boolean>;

const COLUMNS = ['property_id', ...CHECKLIST_ITEMS, 'updated_at'].join(', ');

/** The property's checklist row; `lock` holds it for the caller's transaction. */
export async function checklistOf(
  q: Queryable,
  propertyId: string,
  lock = false,
): Promise<ChecklistRow | null> {
  const { rows } = await q.query<ChecklistRow>(
    `SELECT ${COLUMNS} FROM property_checklist WHERE property_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [propertyId],
  );
  return rows[0] ?? null;
}

/** Sets the given checks (the others keep their value, false for a new row). */
export async function saveChecks(
  q: Queryable,
  propertyId: string,
  checks: Partial<Record<ChecklistItem, boolean>>,
  by: string,
  now: Date,
): Promise<ChecklistRow> {
  // Column names come from CHECKLIST_ITEMS only, never from the request.
  const names = CHECKLIST_ITEMS.filter((item) => typeof checks[item] === 'boolean');
  const values = names.map((item) => checks[item]);
  const insertColumns = ['property_id', ...names, 'updated_by', 'updated_at'].join(', ');
  const placeholders = ['$1', ...names.map((_, k) => `$${k + 4}`), '$2', '$3'].join(', ');
  const updates = [
    ...names.map((n) => `${n} = EXCLUDED.${n}`),
    'updated_by = EXCLUDED.updated_by',
    'updated_at = EXCLUDED.updated_at',
  ].join(', ');
  const { rows } = await q.query<ChecklistRow>(
    `INSERT INTO property_checklist (${insertColumns}) VALUES (${placeholders})
     ON CONFLICT (property_id) DO UPDATE SET ${updates} RETURNING ${COLUMNS}`,
    [propertyId, by, now, ...values],
  );
  return rows[0]!;
}
