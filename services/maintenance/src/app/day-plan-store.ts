/** SQL of day plans: the plan, its permissions, properties, workers and worker schedules. */
import type { DayPlanPermission, TimeZone } from '@casona/proto/enums';
import type { Queryable } from '@casona/kit/db/queryable';

export interface DayPlanRow {
  id: string;
  created_by: string;
  schedule_date: string;
  timezone: TimeZone;
}

export interface DayPlanGrantRow {
  id: string;
  profile_id: string;
  permission: DayPlanPermission;
  permission_created_by: string;
}

export interface DayPlanScheduleRow {
  id: string;
  profile_id: string;
  hour: number;
  property_airbnb_listing_id: string;
}

export interface DayPlanRows {
  plan: DayPlanRow;
  grants: DayPlanGrantRow[];
  properties: string[];
  workers: string[];
  schedules: DayPlanScheduleRow[];
}

const PLAN_COLUMNS = "id, created_by, to_char(schedule_date, 'YYYY-MM-DD') AS schedule_date, timezone";

/** The plan and everything on it; `lock` takes a row lock for a change. */
export async function loadPlan(q: Queryable, id: string, lock = false): Promise<DayPlanRows | null> {
  const { rows } = await q.query<DayPlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM day_plan WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const plan = rows[0];
  if (!plan) return null;
  // One query at a time: `q` may be a transaction's client.
  const grants = await q.query<DayPlanGrantRow>(
    'SELECT id, profile_id, permission, permission_created_by FROM day_plan_permission WHERE day_plan_id = $1 ORDER BY profile_id',
    [id],
  );
  const properties = await q.query<{ property_id: string }>(
    'SELECT property_id FROM day_plan_property WHERE day_plan_id = $1 ORDER BY position',
    [id],
  );
  const workers = await q.query<{ profile_id: string }>(
    'SELECT profile_id FROM day_plan_worker WHERE day_plan_id = $1 ORDER BY position',
    [id],
  );
  const schedules = await q.query<DayPlanScheduleRow>(
    'SELECT id, profile_id, hour, property_airbnb_listing_id FROM day_plan_worker_schedule WHERE day_plan_id = $1 ORDER BY hour, created_at, id',
    [id],
  );
  return {
    plan,
    grants: grants.rows,
    properties: properties.rows.map((r) => r.property_id),
    workers: workers.rows.map((r) => r.profile_id),
    schedules: schedules.rows,
  };
}

export async function insertPlan(
  q: Queryable,
  plan: { id: string; created_by: string; schedule_date: string; timezone: string; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO day_plan (id, created_by, schedule_date, timezone, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`,
    [plan.id, plan.created_by, plan.schedule_date, plan.timezone, plan.now],
  );
}

export async function updatePlanRow(
  q: Queryable,
  plan: { id: string; schedule_date: string; timezone: string; now: Date },
): Promise<void> {
  await q.query('UPDATE day_plan SET schedule_date = $2, timezone = $3, updated_at = $4 WHERE id = $1', [
    plan.id,
    plan.schedule_date,
    plan.timezone,
    plan.now,
  ]);
}

/** Replaces the plan's properties and workers (schedules of removed workers go with them). */
export async function setMembers(
  q: Queryable,
  id: string,
  properties: readonly string[],
  workers: readonly string[],
): Promise<void> {
  await q.query('DELETE FROM day_plan_property WHERE day_plan_id = $1', [id]);
  await q.query(
    `INSERT INTO day_plan_property (day_plan_id, property_id, position)
     SELECT $1, p, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(p, ord)`,
    [id, properties],
  );
  await q.query('DELETE FROM day_plan_worker WHERE day_plan_id = $1 AND NOT (profile_id = ANY($2::uuid[]))', [
    id,
    workers,
  ]);
  await q.query(
    `INSERT INTO day_plan_worker (day_plan_id, profile_id, position)
     SELECT $1, w, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(w, ord)
     ON CONFLICT (day_plan_id, profile_id) DO UPDATE SET position = EXCLUDED.position`,
    [id, workers],
  );
}

/** Removes schedules whose listing is not among `listingIds` (a property left the plan). */
export async function dropSchedulesOutside(
  q: Queryable,
  id: string,
  listingIds: readonly string[],
): Promise<void> {
  await q.query(
    'DELETE FROM day_plan_worker_schedule WHERE day_plan_id = $1 AND NOT (property_airbnb_listing_id = ANY($2::uuid[]))',
    [id, listingIds],
  );
}

/** Replaces the plan's EDITOR/VIEW grants. */
export async function setGrants(
  q: Queryable,
  id: string,
  grants: readonly { id: string; profile_id: string; permission: DayPlanPermission }[],
  by: string,
): Promise<void> {
  await q.query('DELETE FROM day_plan_permission WHERE day_plan_id = $1', [id]);
  for (const g of grants)
    await q.query(
      `INSERT INTO day_plan_permission (id, day_plan_id, profile_id, permission, permission_created_by) VALUES ($1, $2, $3, $4, $5)`,
      [g.id, id, g.profile_id, g.permission, by],
    );
}

export async function deletePlanRow(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM day_plan WHERE id = $1', [id]);
}

export async function upsertSchedule(
  q: Queryable,
  s: { id: string; day_plan_id: string; profile_id: string; hour: number; listing_id: string; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO day_plan_worker_schedule (id, day_plan_id, profile_id, hour, property_airbnb_listing_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET profile_id = EXCLUDED.profile_id, hour = EXCLUDED.hour,
       property_airbnb_listing_id = EXCLUDED.property_airbnb_listing_id`,
    [s.id, s.day_plan_id, s.profile_id, s.hour, s.listing_id, s.now],
  );
}

export async function scheduleById(
  q: Queryable,
  id: string,
): Promise<{ id: string; day_plan_id: string } | null> {
  const { rows } = await q.query<{ id: string; day_plan_id: string }>(
    'SELECT id, day_plan_id FROM day_plan_worker_schedule WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function deleteScheduleRow(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM day_plan_worker_schedule WHERE id = $1', [id]);
}

export interface PlanSummaryRow {
  id: string;
  schedule_date: string;
  timezone: TimeZone;
  created_by: string;
  properties: string[];
  workers: string[];
  grant_permission: DayPlanPermission | null;
}

/**
 * Plans of a day with their properties and workers, and the grant `profileId` holds on each: those
 * the profile created or was granted, or every plan of the day when `profileId` is null (staff).
 */
export async function plansOfDay(
  q: Queryable,
  date: string,
  profileId: string | null,
): Promise<PlanSummaryRow[]> {
  const { rows } = await q.query<PlanSummaryRow>(
    `SELECT d.id, to_char(d.schedule_date, 'YYYY-MM-DD') AS schedule_date, d.timezone, d.created_by,
            coalesce((SELECT array_agg(property_id ORDER BY position) FROM day_plan_property WHERE day_plan_id = d.id), '{}') AS properties,
            coalesce((SELECT array_agg(profile_id ORDER BY position) FROM day_plan_worker WHERE day_plan_id = d.id), '{}') AS workers,
            (SELECT permission FROM day_plan_permission WHERE day_plan_id = d.id AND profile_id = $2) AS grant_permission
       FROM day_plan d
      WHERE d.schedule_date = $1::date
        AND ($2::uuid IS NULL OR d.created_by = $2
             OR EXISTS (SELECT 1 FROM day_plan_permission g WHERE g.day_plan_id = d.id AND g.profile_id = $2))
      ORDER BY d.created_at, d.id`,
    [date, profileId],
  );
  return rows;
}

// ─── Announcements (tomorrow's plan, the evening before) ───────────────────────────────────────

export interface PlanNearRow {
  id: string;
  schedule_date: string;
  timezone: string;
}

/** Plans dated from `from` to `to` (the only ones that may be tomorrow somewhere in Mexico). */
export async function plansBetween(q: Queryable, from: string, to: string): Promise<PlanNearRow[]> {
  const { rows } = await q.query<PlanNearRow>(
    `SELECT id, to_char(schedule_date, 'YYYY-MM-DD') AS schedule_date, timezone
       FROM day_plan WHERE schedule_date BETWEEN $1::date AND $2::date ORDER BY schedule_date, id`,
    [from, to],
  );
  return rows;
}

/** Records a worker's announcement of a plan; false when it was already made. */
export async function markAnnounced(
  q: Queryable,
  planId: string,
  profileId: string,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO day_plan_announcement (day_plan_id, profile_id, announced_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [planId, profileId, at],
  );
  return rowCount === 1;
}
