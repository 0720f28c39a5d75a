/**
 * Chores and reports (issue 13, §3 property_chore, §4 filters, §5, §7 chore post/update/delete/solve,
 * property_chore (trigger, recurrence), PATCH /property_chore to move a chore): the list query, the
 * answers, the events, the messages and the route table. Bodies reuse requests.ts (`ChorePost`,
 * `ChoreUpdate`, `ChoreSolve`, `ChoreTrigger`, `ChoreRecurrence`, `ReportPost`, `ChoreMove`).
 *
 * A chore with a `trigger_event` or a `recurrence_rule` is a rule: it is never due itself, and each
 * copy it makes is a chore of its own (`rule_id`) tied to a reservation (`reservation_id`) or an
 * occurrence (`occurrence_date`). A report is stored as a chore of kind REPORT.
 */
import { Type, type Static } from 'typebox';
import type { CHORE_TYPES } from '../enums.ts';
import {
  CHORE_ASSIGNEE_FILTERS,
  CHORE_DUE_DATE_FILTERS,
  CHORE_STATUSES,
  type LocalizedLabel,
} from '../enums.ts';
import type { EventType } from '../events/catalogue.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { NoContent, Paginated } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { Int, IsoDate, IsoDateTime, Literals, Nullable, Str, Uuid } from '../validation/types.ts';
import { PropertyChore, RichTextDoc } from './entities.ts';
import {
  ChoreMove,
  ChoreMoveResponse,
  ChorePost,
  ChoreRecurrence,
  ChoreSolve,
  ChoreTrigger,
  ChoreUpdate,
  ReportPost,
} from './requests.ts';

export const CHORE_KINDS = ['CHORE', 'REPORT'] as const;
export type ChoreKind = (typeof CHORE_KINDS)[number];

/** The chore types (§9) as people read them. */
export const CHORE_TYPE_LABELS: Readonly<Record<(typeof CHORE_TYPES)[number], LocalizedLabel>> = {
  AIR_CONDITIONING: { es: 'Aire acondicionado', en: 'Air conditioning' },
  MASONRY: { es: 'Albañilería', en: 'Masonry' },
  DIRTY_AREA: { es: 'Área sucia', en: 'Dirty area' },
  LINEN: { es: 'Blancos', en: 'Linen' },
  CARPENTRY: { es: 'Carpintería', en: 'Carpentry' },
  LOCK_SMITHING: { es: 'Cerrajería', en: 'Locksmithing' },
  SUPPLY_PURCHASE: { es: 'Compra de insumos', en: 'Supply purchase' },
  PROPERTY_DAMAGE: { es: 'Daño a la propiedad', en: 'Property damage' },
  ELECTRICITY: { es: 'Electricidad', en: 'Electricity' },
  MISSING_ITEM: { es: 'Artículo faltante', en: 'Missing item' },
  BLACK_SMITHING: { es: 'Herrería', en: 'Blacksmithing' },
  GARDENING: { es: 'Jardinería', en: 'Gardening' },
  FOUND_ITEM: { es: 'Objeto encontrado', en: 'Found item' },
  PAINTING: { es: 'Pintura', en: 'Painting' },
  PLUMBING: { es: 'Plomería', en: 'Plumbing' },
  UPHOLSTERY: { es: 'Tapicería', en: 'Upholstery' },
  GENERAL: { es: 'General', en: 'General' },
};

/** Why a triggered copy was canceled. */
export const CHORE_CANCEL_REASONS = ['RESERVATION_CANCELED', 'NIGHTS_OUT_OF_RANGE'] as const;
export type ChoreCancelReason = (typeof CHORE_CANCEL_REASONS)[number];

// ─── Queries ────────────────────────────────────────────────────────────────────────────────────

export const ChoreIdParams = Type.Object({ id: Uuid() });
export type ChoreIdParams = Static<typeof ChoreIdParams>;

/**
 * GET /property_chore: §4's filters, 20 a page. Without `property_id`, every property where the
 * caller may read chores (a worker: only what is assigned to them, on any property).
 */
export const ChoreListQuery = Type.Object({
  property_id: Type.Optional(Uuid()),
  /** CHORE or REPORT; both when left out. */
  kind: Type.Optional(Literals(CHORE_KINDS)),
  due_date: Type.Optional(Literals(CHORE_DUE_DATE_FILTERS, { default: 'all' })),
  /** The range of `due_date=with_due_date` (each end optional, both included). */
  due_from: Type.Optional(IsoDate()),
  due_to: Type.Optional(IsoDate()),
  /** all, free (nobody) or a profile id. */
  assignee: Type.Optional(
    Type.Union([Literals(CHORE_ASSIGNEE_FILTERS), Uuid()], { 'x-message': 'validation.uuid' }),
  ),
  created_by: Type.Optional(Uuid()),
  created_from: Type.Optional(IsoDate()),
  created_to: Type.Optional(IsoDate()),
  /** Name contains, case-insensitive. */
  name: Type.Optional(Str({ min: 0, max: 100 })),
  status: Type.Optional(Literals(CHORE_STATUSES)),
  /** Triggered copies whose reservation was canceled are left out unless asked for. */
  include_canceled: Type.Optional(Type.Boolean({ default: false })),
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
});
export type ChoreListQuery = Static<typeof ChoreListQuery>;

// ─── Answers ────────────────────────────────────────────────────────────────────────────────────

/** The reservation a triggered copy follows, as the copy shows it. */
export const ChoreReservation = Type.Object(
  {
    reservation_id: Uuid(),
    check_in: IsoDate(),
    check_out: IsoDate(),
    nights: Type.Integer({ minimum: 0 }),
    guest_amount: Nullable(Type.Integer({ minimum: 0 })),
    confirmation_code: Nullable(Type.String()),
    is_canceled: Type.Boolean(),
  },
  { title: 'ChoreReservation' },
);
export type ChoreReservation = Static<typeof ChoreReservation>;

export const ChoreView = Type.Object(
  {
    ...PropertyChore.properties,
    kind: Literals(CHORE_KINDS),
    /** The rule this chore is a copy of (triggered or recurring), or null. */
    rule_id: Nullable(Uuid()),
    reservation: Nullable(ChoreReservation),
    /** The occurrence a recurring copy is for. */
    occurrence_date: Nullable(IsoDate()),
    /** Another stay checks out / in the same day: the cleaning must fit between them. */
    same_day_turnover: Type.Boolean(),
    canceled_at: Nullable(IsoDateTime()),
    /** Who canceled (null: the channel canceled the reservation). */
    canceled_by: Nullable(Uuid()),
    cancel_reason: Nullable(Literals(CHORE_CANCEL_REASONS)),
    /** The description with its chips filled from the reservation and property, in the reader's language. */
    description_filled: Nullable(RichTextDoc),
    property_name: Nullable(Type.String()),
    updated_at: IsoDateTime(),
  },
  { title: 'ChoreView' },
);
export type ChoreView = Static<typeof ChoreView>;

export const ChorePage = Paginated(ChoreView);
export type ChorePage = Static<typeof ChorePage>;

// ─── Events and messages ────────────────────────────────────────────────────────────────────────

/** What maintenance announces about chores and reports (catalogue in events/catalogue.ts). */
export const MAINTENANCE_CHORE_EVENTS = [
  'maintenance.chore.assigned',
  'maintenance.chore.rescheduled',
  'maintenance.chore.canceled',
  'maintenance.chore.solved',
  'maintenance.report.created',
] as const satisfies readonly EventType[];

export const MAINTENANCE_CHORE_MESSAGES = {
  notFound: 'chore.notFound',
  assignee: 'chore.assignee',
  triggerIncomplete: 'chore.triggerIncomplete',
  triggerAndRecurrence: 'chore.triggerAndRecurrence',
  moveSameProperty: 'chore.moveSameProperty',
  notInProperty: 'chore.notInProperty',
  unknownImage: 'chore.unknownImage',
  moveFailed: 'error.moveImagesFailed',
  uploadFailed: 'error.uploadImageFailed',
  viewChores: 'permission.viewChores',
  viewReports: 'permission.viewReports',
  addReports: 'permission.addReports',
} as const satisfies Record<string, MessageKey>;

// ─── Routes ─────────────────────────────────────────────────────────────────────────────────────

export const maintenanceChores = {
  list: defineRoute({
    method: 'GET',
    path: '/property_chore',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary:
      "Chores and reports by §4's filters (due date, assignee, creator, created-at range, name), 20 a page; a worker sees only what is assigned to them",
    query: ChoreListQuery,
    response: { 200: ChorePage },
    errors: [400, 401, 403],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/property_chore/:id',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary: 'One chore or report, its image links renewed when absent or 12 hours old',
    params: ChoreIdParams,
    response: { 200: ChoreView },
    errors: [400, 401, 403, 404],
  }),
  post: defineRoute({
    method: 'POST',
    path: '/property_chore',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary:
      'Add a chore (chore insert): with trigger_event or recurrence_rule it is a rule that makes its copies, including for reservations already known',
    body: ChorePost,
    response: { 201: ChoreView },
    errors: [400, 401, 403, 404],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/property_chore',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary:
      'Change a chore or report (chore update; a worker only what is assigned to them); any status may be set',
    body: ChoreUpdate,
    response: { 200: ChoreView },
    errors: [400, 401, 403, 404],
  }),
  solve: defineRoute({
    method: 'POST',
    path: '/property_chore/solve',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary: 'Solve a chore or report with at least one resolution image and optional notes',
    body: ChoreSolve,
    response: { 200: ChoreView },
    errors: [400, 401, 403, 404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/property_chore/:id',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary:
      'Delete a chore or report and its images (chore delete); a rule takes its pending copies with it',
    params: ChoreIdParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  move: defineRoute({
    method: 'PATCH',
    path: '/property_chore',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary:
      "Move a chore to another property with its images (chore update on both properties); answers the images' new paths",
    body: ChoreMove,
    response: { 200: ChoreMoveResponse },
    errors: [400, 401, 403, 404, 502],
  }),
  trigger: defineRoute({
    method: 'POST',
    path: '/property_chore/trigger',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary: "Set or clear a chore's reservation trigger (event, offset, night range); copies follow",
    body: ChoreTrigger,
    response: { 200: ChoreView },
    errors: [400, 401, 403, 404],
  }),
  recurrence: defineRoute({
    method: 'POST',
    path: '/property_chore/recurrence',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary: "Set or clear a chore's recurrence rule (FREQ= and INTERVAL= required)",
    body: ChoreRecurrence,
    response: { 200: ChoreView },
    errors: [400, 401, 403, 404],
  }),
  report: defineRoute({
    method: 'POST',
    path: '/property_chore/report',
    tags: ['property_chore'],
    auth: 'signedIn',
    summary: 'Report a problem at a property with at least one photo (chore insert); its managers hear of it',
    body: ReportPost,
    response: { 201: ChoreView },
    errors: [400, 401, 403, 404],
  }),
} as const;
