/**
 * Day plans (issue 13, §3 day_plan, §7 day plan upsert/delete, day_plan_worker_schedule): the day
 * across the caller's properties, a plan with its workers' stops in route order (distance, estimated
 * travel, the warning when a worker's day runs past midnight), its messages and route table. Bodies
 * reuse `DayPlanUpsert` and `WorkerScheduleUpsert` of requests.ts.
 */
import { Type, type Static } from 'typebox';
import { CHORE_STATUSES, CHORE_TYPES, DAY_PLAN_PERMISSIONS } from '../enums.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { IsoDate, Literals, Nullable, TimeZone, Uuid } from '../validation/types.ts';
import { DayPlanUpsert, WorkerScheduleUpsert } from './requests.ts';

// ─── Queries ────────────────────────────────────────────────────────────────────────────────────

export const DayQuery = Type.Object({ d: IsoDate() });
export type DayQuery = Static<typeof DayQuery>;

export const DayPlanIdParams = Type.Object({ id: Uuid() });
export type DayPlanIdParams = Static<typeof DayPlanIdParams>;

/** PUT /day_plan/{id}: the whole plan but its id. */
export const DayPlanChange = Type.Omit(DayPlanUpsert, ['id']);
export type DayPlanChange = Static<typeof DayPlanChange>;

// ─── Answers ────────────────────────────────────────────────────────────────────────────────────

const Name = () => Nullable(Type.String());
const Hours = () => Type.Number({ minimum: 0 });

/** A person as plans show them: never an id alone (name null only before identity announced them). */
export const PlanPerson = Type.Object({ profile_id: Uuid(), name: Name() }, { title: 'PlanPerson' });
export type PlanPerson = Static<typeof PlanPerson>;

export const PlanStay = Type.Object(
  {
    reservation_id: Uuid(),
    listing_name: Name(),
    check_in: IsoDate(),
    check_out: IsoDate(),
    nights: Type.Integer({ minimum: 0 }),
    guest_amount: Nullable(Type.Integer({ minimum: 0 })),
    confirmation_code: Name(),
  },
  { title: 'PlanStay' },
);
export type PlanStay = Static<typeof PlanStay>;

export const PlanChore = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    type: Literals(CHORE_TYPES),
    status: Literals(CHORE_STATUSES),
    assigned_to: Nullable(PlanPerson),
  },
  { title: 'PlanChore' },
);
export type PlanChore = Static<typeof PlanChore>;

export const PlanListing = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    name: Type.String(),
    is_main_listing: Type.Boolean(),
    hours_to_clean: Hours(),
  },
  { title: 'PlanListing' },
);
export type PlanListing = Static<typeof PlanListing>;

/** One property on a day: who leaves, who arrives, the cleaning it needs and the chores due. */
export const PropertyDayView = Type.Object(
  {
    property_id: Uuid(),
    name: Type.String(),
    timezone: TimeZone(),
    has_location: Type.Boolean(),
    check_outs: Type.Array(PlanStay),
    check_ins: Type.Array(PlanStay),
    turnover: Type.Boolean(),
    occupied: Type.Boolean(),
    hours_to_clean: Hours(),
    due_chores: Type.Array(PlanChore),
    listings: Type.Array(PlanListing),
  },
  { title: 'PropertyDay' },
);
export type PropertyDayView = Static<typeof PropertyDayView>;

export const DayPlanSummary = Type.Object(
  {
    id: Uuid(),
    schedule_date: IsoDate(),
    timezone: TimeZone(),
    created_by: PlanPerson,
    property_count: Type.Integer({ minimum: 0 }),
    worker_count: Type.Integer({ minimum: 0 }),
  },
  { title: 'DayPlanSummary' },
);
export type DayPlanSummary = Static<typeof DayPlanSummary>;

/**
 * GET /day_plan/day?d=: the day across the properties whose day plans the caller may read (every
 * property for staff), the people who may be planned as workers there (MANAGER and WORKER labels)
 * and the plans of that day the caller may open.
 */
export const PlanningDay = Type.Object(
  {
    date: IsoDate(),
    properties: Type.Array(PropertyDayView),
    workers: Type.Array(PlanPerson),
    plans: Type.Array(DayPlanSummary),
    /** Whether the caller may create a plan on at least one of these properties. */
    can_create: Type.Boolean(),
  },
  { title: 'PlanningDay' },
);
export type PlanningDay = Static<typeof PlanningDay>;

export const RoutedStopView = Type.Object(
  {
    schedule_id: Uuid(),
    property_id: Uuid(),
    property_name: Type.String(),
    listing_name: Type.String(),
    /** The hour the manager set (0–23). */
    hour: Type.Integer({ minimum: 0, maximum: 23 }),
    hours_to_clean: Hours(),
    /** From 1 in route order; null: the property has no coordinates, so the stop is not routed. */
    position: Nullable(Type.Integer({ minimum: 1 })),
    leg_km: Nullable(Type.Number({ minimum: 0 })),
    leg_minutes: Nullable(Type.Number({ minimum: 0 })),
    /** Estimated arrival and departure in hours since the plan's midnight (may pass 24). */
    arrival: Nullable(Type.Number({ minimum: 0 })),
    departure: Nullable(Type.Number({ minimum: 0 })),
  },
  { title: 'RoutedStop' },
);
export type RoutedStopView = Static<typeof RoutedStopView>;

export const WorkerRouteView = Type.Object(
  {
    worker: PlanPerson,
    stops: Type.Array(RoutedStopView),
    total_km: Type.Number({ minimum: 0 }),
    travel_minutes: Type.Number({ minimum: 0 }),
    cleaning_hours: Hours(),
    start_hour: Nullable(Type.Integer({ minimum: 0, maximum: 23 })),
    end_hour: Nullable(Type.Number({ minimum: 0 })),
    /** The work and travel run past midnight of the plan's day. */
    exceeds_day: Type.Boolean(),
    unlocated: Type.Integer({ minimum: 0 }),
  },
  { title: 'WorkerRoute' },
);
export type WorkerRouteView = Static<typeof WorkerRouteView>;

export const DayPlanGrantView = Type.Object(
  {
    id: Uuid(),
    profile_id: Uuid(),
    name: Name(),
    permission: Literals(DAY_PLAN_PERMISSIONS),
    permission_created_by: Uuid(),
  },
  { title: 'DayPlanGrant' },
);

export const DayPlanScheduleView = Type.Object(
  {
    id: Uuid(),
    profile_id: Uuid(),
    hour: Type.Integer({ minimum: 0, maximum: 23 }),
    property_airbnb_listing_id: Uuid(),
    property_id: Uuid(),
    listing_name: Type.String(),
    property_name: Type.String(),
  },
  { title: 'DayPlanSchedule' },
);

/** A plan as its editor shows it, with each worker's route. */
export const DayPlanView = Type.Object(
  {
    id: Uuid(),
    created_by: PlanPerson,
    schedule_date: IsoDate(),
    timezone: TimeZone(),
    permissions: Type.Array(DayPlanGrantView),
    properties: Type.Array(
      Type.Object({ property_id: Uuid(), name: Type.String(), has_location: Type.Boolean() }),
    ),
    workers: Type.Array(PlanPerson),
    worker_schedules: Type.Array(DayPlanScheduleView),
    routes: Type.Array(WorkerRouteView),
    /** What the caller may do with it. */
    can_edit: Type.Boolean(),
    can_delete: Type.Boolean(),
  },
  { title: 'DayPlanView' },
);
export type DayPlanView = Static<typeof DayPlanView>;

export const DayPlanList = Type.Object({ items: Type.Array(DayPlanSummary) }, { title: 'DayPlanList' });
export type DayPlanList = Static<typeof DayPlanList>;

// ─── Messages ───────────────────────────────────────────────────────────────────────────────────

export const MAINTENANCE_DAY_PLAN_MESSAGES = {
  notFound: 'dayPlan.notFound',
  propertyUnknown: 'dayPlan.propertyUnknown',
  workerNotMember: 'dayPlan.workerNotMember',
  workerNotOnPlan: 'dayPlan.workerNotOnPlan',
  listingNotOnPlan: 'dayPlan.listingNotOnPlan',
  scheduleNotFound: 'dayPlan.scheduleNotFound',
  noProperties: 'dayPlan.noProperties',
} as const satisfies Record<string, MessageKey>;

// ─── Routes ─────────────────────────────────────────────────────────────────────────────────────

export const maintenanceDayPlans = {
  planningDay: defineRoute({
    method: 'GET',
    path: '/day_plan/day',
    tags: ['day_plan'],
    auth: 'signedIn',
    summary:
      "The day across the caller's properties: check-outs, check-ins, turnovers, hours to clean, due chores, workers and the day's plans",
    query: DayQuery,
    response: { 200: PlanningDay },
    errors: [400, 401],
  }),
  listDayPlans: defineRoute({
    method: 'GET',
    path: '/day_plan',
    tags: ['day_plan'],
    auth: 'signedIn',
    summary: 'The plans of a day the caller may open',
    query: DayQuery,
    response: { 200: DayPlanList },
    errors: [400, 401],
  }),
  getDayPlan: defineRoute({
    method: 'GET',
    path: '/day_plan/:id',
    tags: ['day_plan'],
    auth: 'signedIn',
    summary: "A plan with each worker's stops in route order, distance and estimated travel",
    params: DayPlanIdParams,
    response: { 200: DayPlanView },
    errors: [400, 401, 403, 404],
  }),
  createDayPlan: defineRoute({
    method: 'POST',
    path: '/day_plan',
    tags: ['day_plan'],
    auth: 'signedIn',
    summary: 'Create a plan (day plan insert on each of its properties), or change one sent with its id',
    body: DayPlanUpsert,
    response: { 200: DayPlanView },
    errors: [400, 401, 403, 404],
  }),
  updateDayPlan: defineRoute({
    method: 'PUT',
    path: '/day_plan/:id',
    tags: ['day_plan'],
    auth: 'signedIn',
    summary: "Change a plan's day, properties, workers and permissions (its creator or an EDITOR)",
    params: DayPlanIdParams,
    body: DayPlanChange,
    response: { 200: DayPlanView },
    errors: [400, 401, 403, 404],
  }),
  deleteDayPlan: defineRoute({
    method: 'DELETE',
    path: '/day_plan/:id',
    tags: ['day_plan'],
    auth: 'signedIn',
    summary: 'Delete a plan',
    params: DayPlanIdParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  upsertWorkerSchedule: defineRoute({
    method: 'POST',
    path: '/day_plan_worker_schedule',
    tags: ['day_plan'],
    auth: 'signedIn',
    summary: "Put a stop on a worker's day (a listing of the plan at an hour 0–23), or change one by id",
    body: WorkerScheduleUpsert,
    response: { 200: DayPlanView },
    errors: [400, 401, 403, 404],
  }),
  deleteWorkerSchedule: defineRoute({
    method: 'DELETE',
    path: '/day_plan_worker_schedule/:id',
    tags: ['day_plan'],
    auth: 'signedIn',
    summary: "Take a stop off a worker's day",
    params: DayPlanIdParams,
    response: { 200: DayPlanView },
    errors: [400, 401, 403, 404],
  }),
} as const;
