/**
 * The back office's chores and day plans (issue 19, admin console: "day plans, chores"): every
 * property's chores and reports, and every day plan, searchable and filtered, 20 a page — staff
 * only. Names come from what maintenance keeps of listings' and identity's events (planning's
 * projections), never from another service; a name not announced yet is null, never an id.
 */
import { Type, type Static } from 'typebox';
import { CHORE_STATUSES, CHORE_TYPES } from '../enums.ts';
import { SearchPageQuery } from '../shared/requests.ts';
import { Paginated } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { IsoDate, IsoDateTime, Literals, Nullable, TimeZone, Uuid } from '../validation/types.ts';
import { CHORE_CANCEL_REASONS, CHORE_KINDS } from './chores.ts';
import { PlanPerson } from './day-plans.ts';

/**
 * How a chore comes to be: made once by hand, by a reservation trigger (the rule and its copies)
 * or by a recurrence (the rule and its copies).
 */
export const CHORE_ORIGINS = ['ONE_OFF', 'TRIGGERED', 'RECURRING'] as const;
export type ChoreOrigin = (typeof CHORE_ORIGINS)[number];

// ─── Queries ────────────────────────────────────────────────────────────────────────────────────

/** GET /admin/chore: `q` over the chore's and its property's names; each filter optional. */
export const AdminChoreQuery = Type.Object({
  ...SearchPageQuery.properties,
  /** CHORE or REPORT; both when left out. */
  kind: Type.Optional(Literals(CHORE_KINDS)),
  status: Type.Optional(Literals(CHORE_STATUSES)),
  origin: Type.Optional(Literals(CHORE_ORIGINS)),
  property_id: Type.Optional(Uuid()),
  /** The profile the chore is assigned to. */
  assigned_to: Type.Optional(Uuid()),
  /** Due on or after / on or before (both included); a chore without a due date is left out by either. */
  due_from: Type.Optional(IsoDate()),
  due_to: Type.Optional(IsoDate()),
});
export type AdminChoreQuery = Static<typeof AdminChoreQuery>;

/** GET /admin/day_plan: `q` over the plan's properties and workers by name; a date range and a worker. */
export const AdminDayPlanQuery = Type.Object({
  ...SearchPageQuery.properties,
  /** Planned for this day or later / this day or earlier (both included). */
  from: Type.Optional(IsoDate()),
  to: Type.Optional(IsoDate()),
  /** A profile among the plan's workers. */
  worker: Type.Optional(Uuid()),
});
export type AdminDayPlanQuery = Static<typeof AdminDayPlanQuery>;

// ─── Answers ────────────────────────────────────────────────────────────────────────────────────

export const AdminChore = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    /** null only before listings announced the property. */
    property_name: Nullable(Type.String()),
    kind: Literals(CHORE_KINDS),
    name: Type.String(),
    type: Literals(CHORE_TYPES),
    status: Literals(CHORE_STATUSES),
    origin: Literals(CHORE_ORIGINS),
    /** A rule makes copies (by trigger or recurrence) and is never due itself. */
    is_rule: Type.Boolean(),
    due_date: Nullable(IsoDate()),
    assigned_to: Nullable(PlanPerson),
    canceled_at: Nullable(IsoDateTime()),
    cancel_reason: Nullable(Literals(CHORE_CANCEL_REASONS)),
    created_at: IsoDateTime(),
  },
  { title: 'AdminChore' },
);
export type AdminChore = Static<typeof AdminChore>;

export const AdminChorePage = Paginated(AdminChore);
export type AdminChorePage = Static<typeof AdminChorePage>;

export const AdminDayPlanProperty = Type.Object(
  { property_id: Uuid(), name: Nullable(Type.String()) },
  { title: 'AdminDayPlanProperty' },
);
export type AdminDayPlanProperty = Static<typeof AdminDayPlanProperty>;

export const AdminDayPlan = Type.Object(
  {
    id: Uuid(),
    schedule_date: IsoDate(),
    timezone: TimeZone(),
    created_by: PlanPerson,
    /** In the plan's order. */
    properties: Type.Array(AdminDayPlanProperty),
    workers: Type.Array(PlanPerson),
    /** The workers' stops (listing cleanings) planned. */
    stop_count: Type.Integer({ minimum: 0 }),
    created_at: IsoDateTime(),
  },
  { title: 'AdminDayPlan' },
);
export type AdminDayPlan = Static<typeof AdminDayPlan>;

export const AdminDayPlanPage = Paginated(AdminDayPlan);
export type AdminDayPlanPage = Static<typeof AdminDayPlanPage>;

// ─── Routes ─────────────────────────────────────────────────────────────────────────────────────

export const maintenanceAdmin = {
  chores: defineRoute({
    method: 'GET',
    path: '/admin/chore',
    tags: ['admin', 'property_chore'],
    auth: 'staff',
    summary:
      "Every property's chores and reports, 20 a page, by name or property name, kind, status, origin (one-off, triggered, recurring), property, assignee and due-date range (soonest due first)",
    query: AdminChoreQuery,
    response: { 200: AdminChorePage },
    errors: [400, 401, 403],
  }),
  dayPlans: defineRoute({
    method: 'GET',
    path: '/admin/day_plan',
    tags: ['admin', 'day_plan'],
    auth: 'staff',
    summary:
      'Every day plan, 20 a page, by property or worker name, date range and worker (latest day first)',
    query: AdminDayPlanQuery,
    response: { 200: AdminDayPlanPage },
    errors: [400, 401, 403],
  }),
} as const;
