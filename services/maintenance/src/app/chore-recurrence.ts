/**
 * Recurring chores: a rule with a `recurrence_rule` keeps `next_occurrence` on its next day (in its
 * property's zone) and one instance for it. The job (every RECURRENCE_JOB_EVERY_MS) advances the
 * rules whose next occurrence has passed; the unique (rule_id, occurrence_date) index makes a
 * second run, or two replicas, create nothing more.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { advance, recurrenceOf, todayOf } from '../domain/recurrence.ts';
import { insertCopy, recurringRules, updateChore, type ChoreRow } from './chore-store.ts';
import { choreEvent } from './chore-events.ts';
import type { Deps } from './deps.ts';

export const RECURRENCE_JOB = 'chore-recurrence';
export const RECURRENCE_JOB_EVERY_MS = 15 * 60_000;

/** The instance of a rule for one occurrence (nothing if it exists). */
export async function createOccurrence(
  tx: pg.PoolClient,
  deps: Pick<Deps, 'now' | 'event' | 'emit'>,
  rule: ChoreRow,
  date: string,
): Promise<ChoreRow | null> {
  const now = deps.now();
  const copy = await insertCopy(tx, {
    id: randomUUID(),
    property_id: rule.property_id,
    kind: 'CHORE',
    name: rule.name,
    type: rule.type,
    status: 'PENDING',
    description_doc: rule.description_doc,
    due_date: date,
    assigned_to: rule.assigned_to,
    created_by: rule.created_by,
    completion_notes: null,
    next_occurrence: null,
    problem_img_urls: rule.problem_img_urls,
    resolution_img_urls: [],
    trigger_event: null,
    trigger_event_due_date_offset: null,
    trigger_event_night_range: null,
    recurrence_rule: null,
    rule_id: rule.id,
    reservation_id: null,
    occurrence_date: date,
    same_day_turnover: false,
    created_at: now,
    updated_at: now,
  });
  if (copy?.assigned_to) await deps.emit(tx, [choreEvent(deps, 'maintenance.chore.assigned', copy, {})]);
  return copy;
}

/** One run of the job: every rule whose next occurrence is unknown or past gets the upcoming one. */
export async function advanceRecurringChores(
  deps: Pick<Deps, 'db' | 'now' | 'event' | 'emit'>,
): Promise<number> {
  const now = deps.now();
  let made = 0;
  for (const rule of await recurringRules(deps.db)) {
    const today = todayOf(now, rule.timezone);
    const recurrence = recurrenceOf(rule.recurrence_rule!, todayOf(rule.created_at, rule.timezone));
    if (!recurrence) continue;
    const step = advance(recurrence, rule.next_occurrence, today);
    if (!step) continue;
    await deps.db.tx(async (tx) => {
      if (await createOccurrence(tx, deps, rule, step.instanceDue)) made++;
      await updateChore(tx, rule.id, { next_occurrence: step.nextOccurrence, updated_at: now });
    });
  }
  return made;
}
