/**
 * The §3 entities the maintenance service owns: day plans (permissions, workers' schedules), chores
 * and reports (one table), their recurrence, the property checklist, the item catalogue and a
 * property's items. Field names as §3 spells them (the recurrence's camelCase fields too).
 */
import { Type, type Static } from 'typebox';

import {
  CHORE_NAME_MAX,
  COMPLETION_NOTES_MAX,
  ITEM_PRICE_MAX,
  ITEM_TEXT_MAX,
  MAX_PROPERTY_IMAGES,
  MONTH_DAY_MAX,
  MONTH_DAY_MIN,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_INTERVAL_MIN,
  TRIGGER_OFFSET_DAYS_MAX,
  WEEKDAY_MAX,
  WEEKDAY_MIN,
  WORKER_HOUR_MAX,
  WORKER_HOUR_MIN,
} from '../constants.ts';
import {
  CHORE_NIGHT_RANGE_CODES,
  CHORE_PLACEHOLDERS,
  CHORE_STATUSES,
  CHORE_TRIGGER_EVENTS,
  CHORE_TYPES,
  DAY_PLAN_PERMISSIONS,
  ITEM_TYPES,
  RECURRENCE_FREQUENCIES,
} from '../enums.ts';
import { Count, StoragePath } from '../shared/fields.ts';
import {
  Int,
  IsoDate,
  IsoDateTime,
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
import { RICH_TEXT_MAX_CHARS, RICH_TEXT_MAX_INLINES, RICH_TEXT_MAX_PARAGRAPHS } from './rich-text.ts';

// ─── Day plans ──────────────────────────────────────────────────────────────────────────────────

export const DayPlanPermissionGrant = Type.Object(
  {
    id: Uuid(),
    day_plan_id: Uuid(),
    permission: Literals(DAY_PLAN_PERMISSIONS),
    permission_created_by: Uuid(),
    profile_id: Uuid(),
  },
  { title: 'DayPlanPermissionGrant' },
);
export type DayPlanPermissionGrant = Static<typeof DayPlanPermissionGrant>;

/** When a worker is due at a listing on the plan's day (hour in the plan's time zone). */
export const DayPlanWorkerSchedule = Type.Object(
  {
    id: Uuid(),
    day_plan_id: Uuid(),
    profile_id: Uuid(),
    hour: Count(WORKER_HOUR_MIN, WORKER_HOUR_MAX),
    property_airbnb_listing_id: Uuid(),
  },
  { title: 'DayPlanWorkerSchedule' },
);
export type DayPlanWorkerSchedule = Static<typeof DayPlanWorkerSchedule>;

export const DayPlan = Type.Object(
  {
    id: Uuid(),
    created_by: Uuid(),
    schedule_date: IsoDate(),
    timezone: TimeZone(),
    permissions: List(DayPlanPermissionGrant),
    /** Property ids on the plan. */
    properties: List(Uuid(), { uniqueItems: true }),
    /** Worker profile ids on the plan. */
    workers: List(Uuid(), { uniqueItems: true }),
    worker_schedules: List(DayPlanWorkerSchedule),
  },
  { title: 'DayPlan' },
);
export type DayPlan = Static<typeof DayPlan>;

// ─── Chores and reports ─────────────────────────────────────────────────────────────────────────

/**
 * description_doc: the rich-text document of a chore, in the editor's (ProseMirror) JSON shape.
 * The schema itself (node names, content expressions, link rules) is `rich-text.ts`; this TypeBox
 * shape documents it for OpenAPI and clients, and the service runs `parseRichText` on top.
 */
const RichTextLinkMark = Type.Object({
  type: Type.Literal('link'),
  attrs: Type.Object({
    href: Str({ max: 2000 }),
    target: Type.Optional(Nullable(Str({ max: 200 }))),
    rel: Type.Optional(Nullable(Str({ max: 200 }))),
    class: Type.Optional(Nullable(Str({ max: 200 }))),
    title: Type.Optional(Nullable(Str({ max: 200 }))),
  }),
});

/** An inline node: text (optionally linked), a placeholder chip or a line break. */
export const RichTextInline = Type.Union([
  Type.Object({
    type: Type.Literal('text'),
    text: Str({ max: RICH_TEXT_MAX_CHARS }),
    marks: Type.Optional(List(RichTextLinkMark, { max: 1 })),
  }),
  Type.Object({
    type: Type.Literal('placeholderChip'),
    attrs: Type.Object({ name: Literals(CHORE_PLACEHOLDERS) }),
  }),
  Type.Object({ type: Type.Literal('hardBreak') }),
]);
export type RichTextInline = Static<typeof RichTextInline>;

export const RichTextParagraph = Type.Object({
  type: Type.Literal('paragraph'),
  content: Type.Optional(List(RichTextInline, { max: RICH_TEXT_MAX_INLINES })),
});

export const RichTextDoc = Type.Object(
  {
    type: Type.Literal('doc'),
    content: List(RichTextParagraph, { min: 1, max: RICH_TEXT_MAX_PARAGRAPHS }),
  },
  { title: 'RichTextDoc', 'x-message': 'validation.richText' },
);
export type RichTextDoc = Static<typeof RichTextDoc>;

const ImagePaths = () => List(StoragePath(), { max: MAX_PROPERTY_IMAGES });
const PublicLinks = () => List(Url(), { max: MAX_PROPERTY_IMAGES });

/**
 * Days between the trigger event and the copy's due date: negative before the event, 0 the same
 * day, positive after (§4 "an offset of 0 to 14 days (before, same day or after)").
 */
export const TriggerOffset = () => Int({ min: -TRIGGER_OFFSET_DAYS_MAX, max: TRIGGER_OFFSET_DAYS_MAX });

export const PropertyChore = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    name: Str({ max: CHORE_NAME_MAX }),
    type: Literals(CHORE_TYPES),
    status: Literals(CHORE_STATUSES),
    description_doc: Nullable(RichTextDoc),
    due_date: Nullable(IsoDate()),
    assigned_to: Nullable(Uuid()),
    created_by: Uuid(),
    completion_notes: Nullable(Text(COMPLETION_NOTES_MAX)),
    next_occurrence: Nullable(IsoDate()),
    problem_img_urls: ImagePaths(),
    resolution_img_urls: ImagePaths(),
    public_problem_img_urls: PublicLinks(),
    public_resolution_img_urls: PublicLinks(),
    public_urls_generated_at: Nullable(IsoDateTime()),
    trigger_event: Nullable(Literals(CHORE_TRIGGER_EVENTS)),
    trigger_event_due_date_offset: Nullable(TriggerOffset()),
    trigger_event_night_range: Nullable(Literals(CHORE_NIGHT_RANGE_CODES)),
    recurrence_rule: Nullable(RRule()),
    created_at: IsoDateTime(),
  },
  { title: 'PropertyChore' },
);
export type PropertyChore = Static<typeof PropertyChore>;

/** The structured form of a chore's recurrence (field names as §3 spells them). */
export const PropertyChoreRecurrence = Type.Object(
  {
    chore_id: Uuid(),
    frequency: Literals(RECURRENCE_FREQUENCIES),
    interval: Count(RECURRENCE_INTERVAL_MIN, RECURRENCE_INTERVAL_MAX),
    byWeekDay: Nullable(List(Count(WEEKDAY_MIN, WEEKDAY_MAX), { max: 7, uniqueItems: true })),
    byMonthDay: Nullable(List(Count(MONTH_DAY_MIN, MONTH_DAY_MAX), { max: 31, uniqueItems: true })),
    dtStart: IsoDateTime(),
  },
  { title: 'PropertyChoreRecurrence' },
);
export type PropertyChoreRecurrence = Static<typeof PropertyChoreRecurrence>;

/**
 * A report: a problem someone found at a property. Stored like a chore (same table in the
 * maintenance service); `reported_by` is the chore's creator and `resolution_comments` its completion notes.
 */
export const Report = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    name: Str({ max: CHORE_NAME_MAX }),
    type: Literals(CHORE_TYPES),
    status: Literals(CHORE_STATUSES),
    description_doc: Nullable(RichTextDoc),
    reported_by: Uuid(),
    assigned_to: Nullable(Uuid()),
    problem_img_urls: List(StoragePath(), { min: 1, max: MAX_PROPERTY_IMAGES, message: 'image.required' }),
    resolution_img_urls: ImagePaths(),
    public_problem_img_urls: PublicLinks(),
    public_resolution_img_urls: PublicLinks(),
    resolution_comments: Nullable(Text(COMPLETION_NOTES_MAX)),
    created_at: IsoDateTime(),
  },
  { title: 'Report' },
);
export type Report = Static<typeof Report>;

// ─── Checklist ──────────────────────────────────────────────────────────────────────────────────

/** The checks of a property inspection (§3), one boolean column each. */
export const CHECKLIST_ITEMS = [
  'air_conditioning',
  'lights',
  'sockets',
  'doors',
  'gas_leaks_tank',
  'gas_leaks_stove',
  'gas_leaks_boiler',
  'water_leaks_bathrooms',
  'water_leaks_tally',
  'water_leaks_washbasin',
  'water_leaks_water_tank',
  'oven',
  'paint',
  'power_supply_label',
  'roof_waterproof',
  'stove',
  'subsoil_dry',
  'watering_cans_and_drains',
  'washbasin_drains',
  'windows',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

const checklistProperties = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, Type.Boolean()])) as {
  [K in ChecklistItem]: ReturnType<typeof Type.Boolean>;
};

export const PropertyChecklist = Type.Object(
  { property_id: Uuid(), ...checklistProperties },
  { title: 'PropertyChecklist' },
);
export type PropertyChecklist = Static<typeof PropertyChecklist>;

// ─── Catalogue ──────────────────────────────────────────────────────────────────────────────────

export const Item = Type.Object(
  {
    item_id: Uuid(),
    en_name: Text(ITEM_TEXT_MAX),
    es_name: Str({ max: ITEM_TEXT_MAX }),
    en_description: Text(ITEM_TEXT_MAX),
    es_description: Str({ max: ITEM_TEXT_MAX }),
    note: Nullable(Text(ITEM_TEXT_MAX)),
    img_url: Url(),
    price: Num({ min: 0, max: ITEM_PRICE_MAX }),
    type: Literals(ITEM_TYPES),
    url: Url(),
  },
  { title: 'Item' },
);
export type Item = Static<typeof Item>;

export const PropertyItem = Type.Object(
  {
    id: Uuid(),
    item_id: Uuid(),
    property_id: Uuid(),
    quantity: Int({ min: 0, max: 10_000 }),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'PropertyItem' },
);
export type PropertyItem = Static<typeof PropertyItem>;
