/**
 * The item catalogue, a property's items and its checklist (issue 13, §3 item / property_item /
 * property_checklist, §7 item upsert/delete, upsert_property_item, property checklist): queries,
 * answers, the events that feed the appraisal's furnishing estimate, the messages and the route table.
 * Bodies reuse `ItemUpsert`, `PropertyItemUpsert` and `ChecklistUpsert` of requests.ts.
 */
import { Type, type Static } from 'typebox';
import { ITEM_TYPES } from '../enums.ts';
import type { EventType } from '../events/catalogue.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { NoContent, Paginated } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { Int, IsoDateTime, Literals, Nullable, Str, Uuid } from '../validation/types.ts';
import { CHECKLIST_ITEMS, Item, type ChecklistItem } from './entities.ts';
import { ChecklistUpsert, ItemUpsert, PropertyItemUpsert } from './requests.ts';

// ─── Queries ────────────────────────────────────────────────────────────────────────────────────

const Page = () => Type.Optional(Int({ min: 1, max: 100_000, default: 1 }));
const Search = () => Type.Optional(Str({ min: 0, max: 100 }));

export const ItemIdParams = Type.Object({ id: Uuid() });
export type ItemIdParams = Static<typeof ItemIdParams>;

/** GET /item: catalogue items whose es or en name contains `search` (case-insensitive), 10 at most. */
export const ItemSearchQuery = Type.Object({
  search: Search(),
  type: Type.Optional(Literals(ITEM_TYPES)),
});
export type ItemSearchQuery = Static<typeof ItemSearchQuery>;

/** GET /admin/item: the catalogue by page, optionally filtered like the search. */
export const AdminItemsQuery = Type.Object({
  page: Page(),
  search: Search(),
  type: Type.Optional(Literals(ITEM_TYPES)),
});
export type AdminItemsQuery = Static<typeof AdminItemsQuery>;

export const PropertyItemsQuery = Type.Object({ property_id: Uuid(), page: Page() });
export type PropertyItemsQuery = Static<typeof PropertyItemsQuery>;

export const ChecklistQuery = Type.Object({ property_id: Uuid() });
export type ChecklistQuery = Static<typeof ChecklistQuery>;

// ─── Answers ────────────────────────────────────────────────────────────────────────────────────

export const ItemList = Type.Object({ items: Type.Array(Item) }, { title: 'ItemList' });
export type ItemList = Static<typeof ItemList>;
export const ItemPage = Paginated(Item);
export type ItemPage = Static<typeof ItemPage>;

/** A property's item: a catalogue item (with its names, type and price) or a free one named by `en_name`. */
export const PropertyItemView = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    item_id: Nullable(Uuid()),
    en_name: Nullable(Type.String()),
    note: Nullable(Type.String()),
    quantity: Type.Integer({ minimum: 0 }),
    item: Nullable(Item),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'PropertyItemView' },
);
export type PropertyItemView = Static<typeof PropertyItemView>;
export const PropertyItemPage = Paginated(PropertyItemView);
export type PropertyItemPage = Static<typeof PropertyItemPage>;

/** A property's checklist: every check of §3 (false until checked) and when it was last saved. */
export const PropertyChecklistView = Type.Object(
  {
    property_id: Uuid(),
    ...(Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, Type.Boolean()])) as {
      [K in ChecklistItem]: ReturnType<typeof Type.Boolean>;
    }),
    updated_at: Nullable(IsoDateTime()),
  },
  { title: 'PropertyChecklistView' },
);
export type PropertyChecklistView = Static<typeof PropertyChecklistView>;

// ─── Events and messages ────────────────────────────────────────────────────────────────────────

/** What maintenance announces about items (catalogue in events/catalogue.ts). */
export const MAINTENANCE_ITEM_EVENTS = [
  'maintenance.item.upserted',
  'maintenance.item.deleted',
  'maintenance.property_item.upserted',
  'maintenance.property_item.deleted',
] as const satisfies readonly EventType[];

export const MAINTENANCE_ITEM_MESSAGES = {
  itemNotFound: 'item.notFound',
  itemInUse: 'item.inUse',
  propertyItemNotFound: 'propertyItem.notFound',
  propertyItemNameRequired: 'propertyItem.nameRequired',
  propertyItemMoved: 'propertyItem.otherProperty',
  checklistSaved: 'form.saved',
} as const satisfies Record<string, MessageKey>;

// ─── Routes ─────────────────────────────────────────────────────────────────────────────────────

export const maintenanceItems = {
  searchItems: defineRoute({
    method: 'GET',
    path: '/item',
    tags: ['item'],
    auth: 'signedIn',
    summary: 'Catalogue items to choose from (name contains the search, in es or en), 10 at most',
    query: ItemSearchQuery,
    response: { 200: ItemList },
    errors: [400, 401],
  }),
  adminItems: defineRoute({
    method: 'GET',
    path: '/admin/item',
    tags: ['item'],
    auth: 'staff',
    summary: 'The item catalogue by page (20 a page), by Spanish name',
    query: AdminItemsQuery,
    response: { 200: ItemPage },
    errors: [400, 401, 403],
  }),
  upsertItem: defineRoute({
    method: 'POST',
    path: '/admin/item',
    tags: ['item'],
    auth: 'staff',
    summary: 'Add a catalogue item, or change one (with its item_id)',
    body: ItemUpsert,
    response: { 200: Item },
    errors: [400, 401, 403, 404],
  }),
  deleteItem: defineRoute({
    method: 'DELETE',
    path: '/admin/item/:id',
    tags: ['item'],
    auth: 'staff',
    summary: 'Remove a catalogue item no property has',
    params: ItemIdParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404, 409],
  }),
  propertyItems: defineRoute({
    method: 'GET',
    path: '/property_item',
    tags: ['property_item'],
    auth: 'signedIn',
    summary: "A property's items by page (item read)",
    query: PropertyItemsQuery,
    response: { 200: PropertyItemPage },
    errors: [400, 401, 403],
  }),
  upsertPropertyItem: defineRoute({
    method: 'POST',
    path: '/property_item',
    tags: ['property_item'],
    auth: 'signedIn',
    summary:
      'upsert_property_item: set the quantity and note of a catalogue item at a property (one row per item), or of a free item named by en_name, or change one by id',
    body: PropertyItemUpsert,
    response: { 200: PropertyItemView },
    errors: [400, 401, 403, 404],
  }),
  deletePropertyItem: defineRoute({
    method: 'DELETE',
    path: '/property_item/:id',
    tags: ['property_item'],
    auth: 'signedIn',
    summary: 'Remove an item from a property (item delete)',
    params: ItemIdParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  checklist: defineRoute({
    method: 'GET',
    path: '/property_checklist',
    tags: ['property_checklist'],
    auth: 'signedIn',
    summary: "A property's checklist (property read)",
    query: ChecklistQuery,
    response: { 200: PropertyChecklistView },
    // 404: staff pass the label check, then find no such property (issue 17's fuzz).
    errors: [400, 401, 403, 404],
  }),
  saveChecklist: defineRoute({
    method: 'PUT',
    path: '/property_checklist',
    tags: ['property_checklist'],
    auth: 'signedIn',
    summary: "Save checks of a property's checklist (property update); checks left out keep their value",
    body: ChecklistUpsert,
    response: { 200: PropertyChecklistView },
    errors: [400, 401, 403, 404],
  }),
} as const;
