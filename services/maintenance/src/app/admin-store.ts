/**
 * SQL of the back office's chores and day plans (issue 19): every property's, a page at a time with
 * the total. Property and people's names are read from planning's projections of listings' and
 * identity's events (`planning_property`, `planning_person`). Rows in, rows out.
 */
import type { ChoreOrigin } from '@casona/proto/maintenance/admin';
import type { Queryable } from '@casona/kit/db/queryable';

export interface AdminChoreFilter {
  /** A LIKE pattern (kit containsPattern), or null: any name. */
  q: string | null;
  kind: 'CHORE' | 'REPORT' | null;
  status: 'PENDING' | 'SOLVED' | null;
  origin: ChoreOrigin | null;
  propertyId: string | null;
  assignedTo: string | null;
  dueFrom: string | null;
  dueTo: string | null;
}

export interface AdminChoreRow {
  id: string;
  property_id: string;
  property_name: string | null;
  kind: 'CHORE' | 'REPORT';
  name: string;
  type: string;
  status: 'PENDING' | 'SOLVED';
  origin: ChoreOrigin;
  is_rule: boolean;
  due_date: string | null;
  assigned_to: string | null;
  assignee_name: string | null;
  canceled_at: Date | null;
  cancel_reason: 'RESERVATION_CANCELED' | 'NIGHTS_OUT_OF_RANGE' | null;
  created_at: Date;
}

/** A rule's origin is its own; a copy's is its rule's (copies carry neither trigger nor recurrence). */
const ORIGIN = `CASE
    WHEN c.trigger_event IS NOT NULL OR r.trigger_event IS NOT NULL THEN 'TRIGGERED'
    WHEN c.recurrence_rule IS NOT NULL OR r.recurrence_rule IS NOT NULL OR c.occurrence_date IS NOT NULL THEN 'RECURRING'
    ELSE 'ONE_OFF' END`;

/** Chores and reports of every property matching `filter`, soonest due first (no due date last), newest next. */
export async function adminChores(
  q: Queryable,
  filter: AdminChoreFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminChoreRow[]; total: number }> {
  const { rows } = await q.query<AdminChoreRow & { total: string }>(
    `SELECT x.*, count(*) OVER () AS total FROM (
       SELECT c.id, c.property_id, p.name AS property_name, c.kind, c.name, c.type, c.status, ${ORIGIN} AS origin,
              (c.trigger_event IS NOT NULL OR c.recurrence_rule IS NOT NULL) AS is_rule,
              to_char(c.due_date, 'YYYY-MM-DD') AS due_date, c.assigned_to, w.name AS assignee_name,
              c.canceled_at, c.cancel_reason, c.created_at
       FROM property_chore c
         LEFT JOIN property_chore r ON r.id = c.rule_id
         LEFT JOIN planning_property p ON p.property_id = c.property_id
         LEFT JOIN planning_person w ON w.profile_id = c.assigned_to
       WHERE ($1::text IS NULL OR c.name ILIKE $1 OR p.name ILIKE $1)
         AND ($2::text IS NULL OR c.kind = $2)
         AND ($3::text IS NULL OR c.status = $3)
         AND ($4::uuid IS NULL OR c.property_id = $4)
         AND ($5::uuid IS NULL OR c.assigned_to = $5)
         AND ($6::date IS NULL OR c.due_date >= $6)
         AND ($7::date IS NULL OR c.due_date <= $7)
     ) x
     WHERE ($8::text IS NULL OR x.origin = $8)
     ORDER BY x.due_date ASC NULLS LAST, x.created_at DESC, x.id
     LIMIT $9 OFFSET $10`,
    [
      filter.q,
      filter.kind,
      filter.status,
      filter.propertyId,
      filter.assignedTo,
      filter.dueFrom,
      filter.dueTo,
      filter.origin,
      page.limit,
      page.offset,
    ],
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: Number(rows[0]?.total ?? 0),
  };
}

export interface AdminDayPlanFilter {
  /** A LIKE pattern (kit containsPattern), or null. */
  q: string | null;
  from: string | null;
  to: string | null;
  worker: string | null;
}

export interface AdminDayPlanRow {
  id: string;
  schedule_date: string;
  timezone: string;
  created_by: string;
  creator_name: string | null;
  properties: { property_id: string; name: string | null }[];
  workers: { profile_id: string; name: string | null }[];
  stop_count: number;
  created_at: Date;
}

/** Day plans matching `filter`, latest day first, with their properties, workers and stops. */
export async function adminDayPlans(
  q: Queryable,
  filter: AdminDayPlanFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminDayPlanRow[]; total: number }> {
  const { rows } = await q.query<AdminDayPlanRow & { total: string }>(
    `SELECT d.id, to_char(d.schedule_date, 'YYYY-MM-DD') AS schedule_date, d.timezone, d.created_by,
            c.name AS creator_name, d.created_at,
            COALESCE((SELECT json_agg(json_build_object('property_id', dp.property_id, 'name', pp.name) ORDER BY dp.position)
               FROM day_plan_property dp LEFT JOIN planning_property pp ON pp.property_id = dp.property_id
               WHERE dp.day_plan_id = d.id), '[]') AS properties,
            COALESCE((SELECT json_agg(json_build_object('profile_id', dw.profile_id, 'name', pw.name) ORDER BY dw.position)
               FROM day_plan_worker dw LEFT JOIN planning_person pw ON pw.profile_id = dw.profile_id
               WHERE dw.day_plan_id = d.id), '[]') AS workers,
            (SELECT count(*)::int FROM day_plan_worker_schedule s WHERE s.day_plan_id = d.id) AS stop_count,
            count(*) OVER () AS total
     FROM day_plan d
       LEFT JOIN planning_person c ON c.profile_id = d.created_by
     WHERE ($1::text IS NULL
            OR EXISTS (SELECT 1 FROM day_plan_property dp JOIN planning_property pp ON pp.property_id = dp.property_id
                       WHERE dp.day_plan_id = d.id AND pp.name ILIKE $1)
            OR EXISTS (SELECT 1 FROM day_plan_worker dw JOIN planning_person pw ON pw.profile_id = dw.profile_id
                       WHERE dw.day_plan_id = d.id AND pw.name ILIKE $1))
       AND ($2::date IS NULL OR d.schedule_date >= $2)
       AND ($3::date IS NULL OR d.schedule_date <= $3)
       AND ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM day_plan_worker dw WHERE dw.day_plan_id = d.id AND dw.profile_id = $4))
     ORDER BY d.schedule_date DESC, d.created_at DESC, d.id
     LIMIT $5 OFFSET $6`,
    [filter.q, filter.from, filter.to, filter.worker, page.limit, page.offset],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}
