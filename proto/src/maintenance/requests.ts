/**
 * What the maintenance service takes: the §7 forms of day plans and workers' schedules, chores and
 * reports (and moving a chore, with its answer), the item catalogue, a property's items and its
 * checklist.
 */
import { Type, type Static, type TBoolean } from 'typebox';

import {
  CHORE_NAME_MAX,
  COMPLETION_NOTES_MAX,
  ITEM_PRICE_MAX,
  ITEM_TEXT_MAX,
  MAX_PROPERTY_IMAGES,
  WORKER_HOUR_MAX,
  WORKER_HOUR_MIN,
} from '../constants.ts';
import {
  CHORE_NIGHT_RANGE_CODES,
  CHORE_STATUSES,
  CHORE_TRIGGER_EVENTS,
  CHORE_TYPES,
  DAY_PLAN_PERMISSIONS,
  ITEM_TYPES,
} from '../enums.ts';
import { allOptional, Count, Images, StoragePathInput } from '../shared/fields.ts';
import {
  Int,
  IsoDate,
  List,
  Literals,
  Nullable,
  Num,
  RRule,
  Str,
  Text,
  TimeZone,
  Url,
  Uuid,
} from '../validation/types.ts';
import { CHECKLIST_ITEMS, type ChecklistItem, RichTextDoc, TriggerOffset } from './entities.ts';

// ─── Day plans ──────────────────────────────────────────────────────────────────────────────────

export const DayPlanUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  schedule_date: IsoDate(),
  timezone: TimeZone(),
  properties: List(Uuid(), { uniqueItems: true, min: 1, max: 200, message: 'dayPlan.noProperties' }),
  workers: List(Uuid(), { uniqueItems: true, max: 100 }),
  permissions: Type.Optional(
    List(Type.Object({ profile_id: Uuid(), permission: Literals(DAY_PLAN_PERMISSIONS) }), { max: 100 }),
  ),
});
export type DayPlanUpsert = Static<typeof DayPlanUpsert>;

export const WorkerScheduleUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  day_plan_id: Uuid(),
  profile_id: Uuid(),
  hour: Count(WORKER_HOUR_MIN, WORKER_HOUR_MAX),
  property_airbnb_listing_id: Uuid(),
});
export type WorkerScheduleUpsert = Static<typeof WorkerScheduleUpsert>;

// ─── Chores and reports ─────────────────────────────────────────────────────────────────────────

const choreFields = {
  name: Str({ max: CHORE_NAME_MAX }),
  type: Literals(CHORE_TYPES),
  status: Literals(CHORE_STATUSES, { default: 'PENDING' }),
  description_doc: Type.Optional(Nullable(RichTextDoc)),
  due_date: Type.Optional(Nullable(IsoDate())),
  assigned_to: Type.Optional(Nullable(Uuid())),
  completion_notes: Type.Optional(Nullable(Text(COMPLETION_NOTES_MAX))),
  trigger_event: Type.Optional(Nullable(Literals(CHORE_TRIGGER_EVENTS))),
  trigger_event_due_date_offset: Type.Optional(Nullable(TriggerOffset())),
  trigger_event_night_range: Type.Optional(Nullable(Literals(CHORE_NIGHT_RANGE_CODES))),
  recurrence_rule: Type.Optional(Nullable(RRule())),
};

export const ChorePost = Type.Object({
  property_id: Uuid(),
  ...choreFields,
  problem_images: Images(),
  resolution_images: Type.Optional(Images()),
});
export type ChorePost = Static<typeof ChorePost>;

/** A change to a chore. Images: kept paths plus new base64 ones; a solved chore keeps ≥ 1 of each. */
export const ChoreUpdate = Type.Object({
  chore_id: Uuid(),
  ...allOptional(choreFields),
  problem_img_urls: Type.Optional(List(StoragePathInput(), { max: MAX_PROPERTY_IMAGES })),
  resolution_img_urls: Type.Optional(List(StoragePathInput(), { max: MAX_PROPERTY_IMAGES })),
  new_problem_images: Type.Optional(Images()),
  new_resolution_images: Type.Optional(Images()),
});
export type ChoreUpdate = Static<typeof ChoreUpdate>;

export const ChoreSolve = Type.Object({
  chore_id: Uuid(),
  completion_notes: Type.Optional(Nullable(Text(COMPLETION_NOTES_MAX))),
  resolution_images: Images(),
});
export type ChoreSolve = Static<typeof ChoreSolve>;

export const ChoreDelete = Type.Object({ chore_id: Uuid() });
export type ChoreDelete = Static<typeof ChoreDelete>;

export const ChoreRecurrence = Type.Object({ chore_id: Uuid(), recurrence_rule: Nullable(RRule()) });
export type ChoreRecurrence = Static<typeof ChoreRecurrence>;

export const ChoreTrigger = Type.Object({
  chore_id: Uuid(),
  trigger_event: Nullable(Literals(CHORE_TRIGGER_EVENTS)),
  trigger_event_due_date_offset: Type.Optional(Nullable(TriggerOffset())),
  trigger_event_night_range: Type.Optional(Nullable(Literals(CHORE_NIGHT_RANGE_CODES))),
});
export type ChoreTrigger = Static<typeof ChoreTrigger>;

export const ReportPost = Type.Object({
  property_id: Uuid(),
  name: Str({ max: CHORE_NAME_MAX }),
  type: Literals(CHORE_TYPES),
  description_doc: Type.Optional(Nullable(RichTextDoc)),
  problem_images: Images(),
});
export type ReportPost = Static<typeof ReportPost>;

/** PATCH /api/v1/property_chore: move a chore (and its images) to another property. */
export const ChoreMove = Type.Object({ chore_id: Uuid(), fromPropertyId: Uuid(), toPropertyId: Uuid() });
export type ChoreMove = Static<typeof ChoreMove>;
export const ChoreMoveResponse = Type.Object({
  newProblemUrls: List(StoragePathInput()),
  newResolutionUrls: List(StoragePathInput()),
});
export type ChoreMoveResponse = Static<typeof ChoreMoveResponse>;

// ─── Catalogue and checklist ────────────────────────────────────────────────────────────────────

export const ItemUpsert = Type.Object({
  item_id: Type.Optional(Uuid()),
  en_name: Type.Optional(Text(ITEM_TEXT_MAX)),
  es_name: Str({ max: ITEM_TEXT_MAX }),
  en_description: Type.Optional(Text(ITEM_TEXT_MAX)),
  es_description: Str({ max: ITEM_TEXT_MAX }),
  note: Type.Optional(Nullable(Text(ITEM_TEXT_MAX))),
  img_url: Url(),
  price: Num({ min: 0, max: ITEM_PRICE_MAX }),
  type: Literals(ITEM_TYPES),
  url: Url(),
});
export type ItemUpsert = Static<typeof ItemUpsert>;

/** An item a property has: a catalogue item, or a free one named by `en_name`. */
export const PropertyItemUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  property_id: Uuid(),
  item_id: Type.Optional(Nullable(Uuid())),
  en_name: Type.Optional(Text(ITEM_TEXT_MAX)),
  note: Type.Optional(Nullable(Text(ITEM_TEXT_MAX))),
  quantity: Int({ min: 0, max: 10_000 }),
});
export type PropertyItemUpsert = Static<typeof PropertyItemUpsert>;

const checklistInput = allOptional(
  Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, Type.Boolean()])) as {
    [K in ChecklistItem]: TBoolean;
  },
);

export const ChecklistUpsert = Type.Object({ property_id: Uuid(), ...checklistInput });
export type ChecklistUpsert = Static<typeof ChecklistUpsert>;
