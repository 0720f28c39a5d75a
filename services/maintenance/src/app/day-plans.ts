/**
 * Day plans (§3 day_plan, §7 day plan upsert/delete, day_plan_worker_schedule): create, change and
 * delete a plan, put stops on a worker's day, and read a plan with each worker's stops in route order.
 * Who may do what: domain/day-plan.ts (`planAccess`, from the §6 day_plan row of `can()`).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { DayPlanUpsert, WorkerScheduleUpsert } from '@casona/proto/maintenance/requests';
import type { DayPlanChange, DayPlanSummary, DayPlanView } from '@casona/proto/maintenance/day-plans';
import type { RoleLabel } from '@casona/proto/enums';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import type { Queryable } from '@casona/kit/db/queryable';
import { badRequest, forbidden, notFound } from '@casona/kit/errors/errors';
import {
  hoursToClean,
  mayPlanProperties,
  mayWorkOnPlan,
  planAccess,
  planWorkerRoute,
  type PlanAccess,
} from '../domain/day-plan.ts';
import type { Deps } from './deps.ts';
import {
  deletePlanRow,
  deleteScheduleRow,
  dropSchedulesOutside,
  insertPlan,
  loadPlan,
  plansOfDay,
  scheduleById,
  setGrants,
  setMembers,
  updatePlanRow,
  upsertSchedule,
  type DayPlanRows,
  type DayPlanScheduleRow,
  type PlanSummaryRow,
} from './day-plan-store.ts';
import { labelsOf, listingsById, listingsOf, namesOf, propertiesIn } from './planning-store.ts';

type PlanDeps = Pick<Deps, 'db' | 'now' | 'emit' | 'event'>;

interface Caller {
  profileId: string;
  staff: boolean;
  labels: ReadonlyMap<string, RoleLabel>;
}

async function callerOf(q: Queryable, auth: AuthContext): Promise<Caller> {
  const profileId = requireProfile(auth);
  return { profileId, staff: isStaff(auth), labels: await labelsOf(q, profileId) };
}

const labelsOn = (caller: Caller, propertyIds: readonly string[]) =>
  propertyIds.map((id) => caller.labels.get(id) ?? null);

function accessTo(caller: Caller, rows: Pick<DayPlanRows, 'plan' | 'grants' | 'properties'>): PlanAccess {
  return planAccess({
    staff: caller.staff,
    isCreator: rows.plan.created_by === caller.profileId,
    grant: rows.grants.find((g) => g.profile_id === caller.profileId)?.permission ?? null,
    labels: labelsOn(caller, rows.properties),
  });
}

// ─── Reading ────────────────────────────────────────────────────────────────────────────────────

/** The plans of a day the caller may open, as the planning page lists them. */
export async function summarizePlans(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  rows: readonly PlanSummaryRow[],
  labels?: ReadonlyMap<string, RoleLabel>,
): Promise<DayPlanSummary[]> {
  const profileId = requireProfile(auth);
  const caller: Caller = {
    profileId,
    staff: isStaff(auth),
    labels: labels ?? (await labelsOf(deps.db, profileId)),
  };
  const visible = rows.filter(
    (r) =>
      planAccess({
        staff: caller.staff,
        isCreator: r.created_by === profileId,
        grant: r.grant_permission,
        labels: labelsOn(caller, r.properties),
      }).view,
  );
  const names = await namesOf(deps.db, [...new Set(visible.map((r) => r.created_by))]);
  return visible.map((r) => ({
    id: r.id,
    schedule_date: r.schedule_date,
    timezone: r.timezone,
    created_by: { profile_id: r.created_by, name: names.get(r.created_by) ?? null },
    property_count: r.properties.length,
    worker_count: r.workers.length,
  }));
}

export async function listDayPlans(deps: Pick<Deps, 'db'>, auth: AuthContext, date: string) {
  const profileId = requireProfile(auth);
  const rows = await plansOfDay(deps.db, date, isStaff(auth) ? null : profileId);
  return { items: await summarizePlans(deps, auth, rows) };
}

/** A plan as people read it: names, each worker's route in order with arrival and departure. */
export async function viewOf(q: Queryable, rows: DayPlanRows, access: PlanAccess): Promise<DayPlanView> {
  const people = [rows.plan.created_by, ...rows.grants.map((g) => g.profile_id), ...rows.workers];
  const names = await namesOf(q, [...new Set(people)]);
  const properties = await propertiesIn(q, rows.properties);
  const listings = await listingsById(q, [
    ...new Set(rows.schedules.map((s) => s.property_airbnb_listing_id)),
  ]);
  const person = (id: string) => ({ profile_id: id, name: names.get(id) ?? null });
  const propertyOf = new Map(properties.map((p) => [p.property_id, p]));
  const listingOf = new Map(listings.map((l) => [l.airbnb_listing_id, l]));
  const schedules = rows.schedules.flatMap((s) => {
    const listing = listingOf.get(s.property_airbnb_listing_id);
    const property = listing && propertyOf.get(listing.property_id);
    return listing && property ? [{ ...s, listing, property }] : [];
  });
  const routes = rows.workers.map((workerId) => {
    const own = schedules.filter((s) => s.profile_id === workerId);
    const route = planWorkerRoute(
      own.map((s) => ({
        id: s.id,
        hour: s.hour,
        hoursToClean: hoursToClean({
          baseHoursToClean: s.listing.base_hours_to_clean,
          currentHoursToClean: s.listing.current_hours_to_clean,
        }),
        point:
          s.property.latitude !== null && s.property.longitude !== null
            ? { latitude: s.property.latitude, longitude: s.property.longitude }
            : null,
      })),
    );
    return {
      worker: person(workerId),
      stops: route.stops.map((stop) => {
        const s = own.find((o) => o.id === stop.id)!;
        return {
          schedule_id: s.id,
          property_id: s.property.property_id,
          property_name: s.property.name,
          listing_name: s.listing.name,
          hour: s.hour,
          hours_to_clean: hoursToClean({
            baseHoursToClean: s.listing.base_hours_to_clean,
            currentHoursToClean: s.listing.current_hours_to_clean,
          }),
          position: stop.position,
          leg_km: stop.legKm,
          leg_minutes: stop.legMinutes,
          arrival: stop.arrival,
          departure: stop.departure,
        };
      }),
      total_km: route.totalKm,
      travel_minutes: route.travelMinutes,
      cleaning_hours: route.cleaningHours,
      start_hour: route.startHour,
      end_hour: route.endHour,
      exceeds_day: route.exceedsDay,
      unlocated: route.unlocated,
    };
  });
  return {
    id: rows.plan.id,
    created_by: person(rows.plan.created_by),
    schedule_date: rows.plan.schedule_date,
    timezone: rows.plan.timezone,
    permissions: rows.grants.map((g) => ({ ...g, name: names.get(g.profile_id) ?? null })),
    properties: rows.properties.flatMap((id) => {
      const p = propertyOf.get(id);
      return p
        ? [{ property_id: id, name: p.name, has_location: p.latitude !== null && p.longitude !== null }]
        : [];
    }),
    workers: rows.workers.map(person),
    worker_schedules: schedules.map((s) => ({
      id: s.id,
      profile_id: s.profile_id,
      hour: s.hour,
      property_airbnb_listing_id: s.property_airbnb_listing_id,
      property_id: s.property.property_id,
      listing_name: s.listing.name,
      property_name: s.property.name,
    })),
    routes,
    can_edit: access.edit,
    can_delete: access.remove,
  };
}

async function requirePlan(q: Queryable, id: string, lock = false): Promise<DayPlanRows> {
  const rows = await loadPlan(q, id, lock);
  if (!rows) throw notFound({ messageKey: 'dayPlan.notFound' });
  return rows;
}

export async function getDayPlan(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  id: string,
): Promise<DayPlanView> {
  const caller = await callerOf(deps.db, auth);
  const rows = await requirePlan(deps.db, id);
  const access = accessTo(caller, rows);
  if (!access.view) throw forbidden();
  return viewOf(deps.db, rows, access);
}

// ─── Writing ────────────────────────────────────────────────────────────────────────────────────

/** Properties must exist; each worker must be a MANAGER or WORKER of one of them. */
async function checkMembers(
  q: Queryable,
  properties: readonly string[],
  workers: readonly string[],
): Promise<void> {
  const known = await propertiesIn(q, properties);
  if (known.length !== properties.length) throw notFound({ messageKey: 'dayPlan.propertyUnknown' });
  for (const worker of workers) {
    const labels = await labelsOf(q, worker);
    if (!mayWorkOnPlan(properties.map((p) => labels.get(p) ?? null)))
      throw badRequest({ messageKey: 'dayPlan.workerNotMember' });
  }
}

const grantsOf = (input: Pick<DayPlanUpsert, 'permissions'>) => {
  const byProfile = new Map((input.permissions ?? []).map((g) => [g.profile_id, g.permission]));
  return [...byProfile].map(([profile_id, permission]) => ({ id: randomUUID(), profile_id, permission }));
};

/** POST /day_plan: a new plan (day plan insert on each property), or a change when it carries an id. */
export async function createDayPlan(
  deps: PlanDeps,
  auth: AuthContext,
  input: DayPlanUpsert,
): Promise<DayPlanView> {
  if (input.id && (await loadPlan(deps.db, input.id))) return updateDayPlan(deps, auth, input.id, input);
  const caller = await callerOf(deps.db, auth);
  if (!mayPlanProperties(caller.staff, labelsOn(caller, input.properties))) throw forbidden();
  await checkMembers(deps.db, input.properties, input.workers);
  const id = input.id ?? randomUUID();
  return deps.db.tx(async (client) => {
    await insertPlan(client, {
      id,
      created_by: caller.profileId,
      schedule_date: input.schedule_date,
      timezone: input.timezone,
      now: deps.now(),
    });
    await setMembers(client, id, input.properties, input.workers);
    await setGrants(client, id, grantsOf(input), caller.profileId);
    const rows = (await loadPlan(client, id))!;
    await auditPlan(deps, client, auth, 'DAY_PLAN_CREATED', null, rows);
    return viewOf(client, rows, accessTo(caller, rows));
  });
}

/** Who may edit or see the plan besides its creator, in a stable order. */
const grantsIn = (r: DayPlanRows | null) =>
  (r?.grants ?? [])
    .map((g) => ({ profile_id: g.profile_id, permission: g.permission }))
    .sort((a, b) => a.profile_id.localeCompare(b.profile_id));

/**
 * The audit log (issue 19) keeps staff's writes to day plans (the day, its properties, workers and
 * who else may edit or see it), and anyone's write that changes who may edit or see a plan: that is
 * a permission change.
 */
async function auditPlan(
  deps: PlanDeps,
  tx: pg.ClientBase,
  auth: AuthContext,
  action: 'DAY_PLAN_CREATED' | 'DAY_PLAN_UPDATED' | 'DAY_PLAN_DELETED',
  before: DayPlanRows | null,
  after: DayPlanRows | null,
): Promise<void> {
  const grantsChanged = JSON.stringify(grantsIn(before)) !== JSON.stringify(grantsIn(after));
  if (!isStaff(auth) && !grantsChanged) return;
  const plan = (after ?? before)!.plan;
  const fields = (r: DayPlanRows) => ({
    schedule_date: r.plan.schedule_date,
    properties: [...r.properties].sort(),
    workers: [...r.workers].sort(),
    permissions: grantsIn(r),
  });
  await audit(deps, tx, auth, {
    action,
    entity: 'day_plan',
    entityId: plan.id,
    entityLabel: plan.schedule_date,
    before: before && fields(before),
    after: after && fields(after),
  });
}

/** PUT /day_plan/{id}: its creator or an EDITOR with day plan update on every property (insert on new ones). */
export async function updateDayPlan(
  deps: PlanDeps,
  auth: AuthContext,
  id: string,
  input: DayPlanChange,
): Promise<DayPlanView> {
  const caller = await callerOf(deps.db, auth);
  return deps.db.tx(async (client) => {
    const before = await requirePlan(client, id, true);
    if (!accessTo(caller, before).edit) throw forbidden();
    const added = input.properties.filter((p) => !before.properties.includes(p));
    if (!mayPlanProperties(caller.staff, labelsOn(caller, added))) throw forbidden();
    if (!accessTo(caller, { ...before, properties: input.properties }).edit) throw forbidden();
    await checkMembers(client, input.properties, input.workers);
    await updatePlanRow(client, {
      id,
      schedule_date: input.schedule_date,
      timezone: input.timezone,
      now: deps.now(),
    });
    await setMembers(client, id, input.properties, input.workers);
    const listings = await listingsOf(client, input.properties);
    await dropSchedulesOutside(
      client,
      id,
      listings.map((l) => l.airbnb_listing_id),
    );
    if (input.permissions) await setGrants(client, id, grantsOf(input), caller.profileId);
    const rows = (await loadPlan(client, id))!;
    await auditPlan(deps, client, auth, 'DAY_PLAN_UPDATED', before, rows);
    return viewOf(client, rows, accessTo(caller, rows));
  });
}

export async function deleteDayPlan(deps: PlanDeps, auth: AuthContext, id: string): Promise<void> {
  const caller = await callerOf(deps.db, auth);
  await deps.db.tx(async (client) => {
    const rows = await requirePlan(client, id, true);
    if (!accessTo(caller, rows).remove) throw forbidden();
    await deletePlanRow(client, id);
    await auditPlan(deps, client, auth, 'DAY_PLAN_DELETED', rows, null);
  });
}

/** A stop on a worker's day as people read it: whose day, which day, where and at what hour. */
async function stopInWords(q: Queryable, plan: DayPlanRows['plan'], s: DayPlanScheduleRow) {
  const names = await namesOf(q, [s.profile_id]);
  const [listing] = await listingsById(q, [s.property_airbnb_listing_id]);
  const [property] = listing ? await propertiesIn(q, [listing.property_id]) : [];
  return {
    worker: names.get(s.profile_id) ?? null,
    schedule_date: plan.schedule_date,
    property: property?.name ?? null,
    listing: listing?.name ?? null,
    hour: `${String(s.hour).padStart(2, '0')}:00`,
  };
}

/**
 * Staff putting, moving or taking off a stop of a worker's day, in the audit log (issue 19), in the
 * change's transaction, named by the worker; a plan member's own change is not logged.
 */
async function auditStop(
  deps: PlanDeps,
  tx: pg.ClientBase,
  auth: AuthContext,
  action: 'WORKER_SCHEDULE_CREATED' | 'WORKER_SCHEDULE_UPDATED' | 'WORKER_SCHEDULE_DELETED',
  plan: DayPlanRows['plan'],
  before: DayPlanScheduleRow | null,
  after: DayPlanScheduleRow | null,
): Promise<void> {
  if (!isStaff(auth)) return;
  const beforeWords = before && (await stopInWords(tx, plan, before));
  const afterWords = after && (await stopInWords(tx, plan, after));
  const stop = (after ?? before)!;
  const [listing] = await listingsById(tx, [stop.property_airbnb_listing_id]);
  await audit(deps, tx, auth, {
    action,
    entity: 'worker_schedule',
    entityId: stop.id,
    entityLabel: (afterWords ?? beforeWords)!.worker,
    // Found under the stop's property on the log's property filter.
    propertyId: listing?.property_id ?? null,
    before: beforeWords,
    after: afterWords,
  });
}

/** POST /day_plan_worker_schedule: a stop on a worker's day — a listing of the plan's properties at an hour. */
export async function upsertWorkerSchedule(
  deps: PlanDeps,
  auth: AuthContext,
  input: WorkerScheduleUpsert,
): Promise<DayPlanView> {
  const caller = await callerOf(deps.db, auth);
  return deps.db.tx(async (client) => {
    const rows = await requirePlan(client, input.day_plan_id, true);
    const access = accessTo(caller, rows);
    if (!access.edit) throw forbidden();
    if (!rows.workers.includes(input.profile_id)) throw badRequest({ messageKey: 'dayPlan.workerNotOnPlan' });
    const [listing] = await listingsById(client, [input.property_airbnb_listing_id]);
    if (!listing || !rows.properties.includes(listing.property_id))
      throw badRequest({ messageKey: 'dayPlan.listingNotOnPlan' });
    if (input.id) {
      const existing = await scheduleById(client, input.id);
      if (existing && existing.day_plan_id !== input.day_plan_id)
        throw notFound({ messageKey: 'dayPlan.scheduleNotFound' });
    }
    const id = input.id ?? randomUUID();
    const before = rows.schedules.find((s) => s.id === id) ?? null;
    await upsertSchedule(client, {
      id,
      day_plan_id: input.day_plan_id,
      profile_id: input.profile_id,
      hour: input.hour,
      listing_id: input.property_airbnb_listing_id,
      now: deps.now(),
    });
    const after = (await loadPlan(client, input.day_plan_id))!;
    await auditStop(
      deps,
      client,
      auth,
      before ? 'WORKER_SCHEDULE_UPDATED' : 'WORKER_SCHEDULE_CREATED',
      after.plan,
      before,
      after.schedules.find((s) => s.id === id)!,
    );
    return viewOf(client, after, access);
  });
}

export async function deleteWorkerSchedule(
  deps: PlanDeps,
  auth: AuthContext,
  id: string,
): Promise<DayPlanView> {
  const caller = await callerOf(deps.db, auth);
  return deps.db.tx(async (client) => {
    const schedule = await scheduleById(client, id);
    if (!schedule) throw notFound({ messageKey: 'dayPlan.scheduleNotFound' });
    const rows = await requirePlan(client, schedule.day_plan_id, true);
    const access = accessTo(caller, rows);
    if (!access.edit) throw forbidden();
    const before = rows.schedules.find((s) => s.id === id) ?? null;
    await deleteScheduleRow(client, id);
    if (before) await auditStop(deps, client, auth, 'WORKER_SCHEDULE_DELETED', rows.plan, before, null);
    return viewOf(client, (await loadPlan(client, schedule.day_plan_id))!, access);
  });
}
