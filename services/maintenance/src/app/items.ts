/**
 * The item catalogue (staff) and a property's items (§6 item permission), with the events the
 * appraisal's furnishing estimate reads (maintenance.item.*, maintenance.property_item.*).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ITEM_SEARCH_LIMIT, PAGE_SIZE } from '@casona/proto/constants';
import type { Item } from '@casona/proto/maintenance/entities';
import type { ItemUpsert, PropertyItemUpsert } from '@casona/proto/maintenance/requests';
import type {
  AdminItemsQuery,
  ItemSearchQuery,
  PropertyItemPage,
  PropertyItemView,
} from '@casona/proto/maintenance/items';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, requireStaff, type AuthContext } from '@casona/kit/auth/context';
import { badRequest, conflict, notFound, validationFailed } from '@casona/kit/errors/errors';
import type { Deps } from './deps.ts';
import {
  deleteItemRow,
  deletePropertyItemRow,
  findItems,
  insertFreeItem,
  insertItem,
  itemById,
  itemInUse,
  propertyItemById,
  propertyItemOfCatalogue,
  propertyItemsOf,
  updateItem,
  updatePropertyItem,
  upsertCatalogueItem,
  type ItemFields,
  type ItemRow,
  type PropertyItemWithItem,
} from './item-store.ts';
import { requireKnownProperty } from './planning.ts';

export const toItem = (r: ItemRow): Item => ({ ...r, price: Number(r.price) });

const blankToNull = (s: string | null | undefined): string | null => (s?.trim() ? s.trim() : null);

function toPropertyItem(r: PropertyItemWithItem): PropertyItemView {
  return {
    id: r.id,
    property_id: r.property_id,
    item_id: r.item_id,
    en_name: r.en_name,
    note: r.note,
    quantity: r.quantity,
    item:
      r.i_item_id === null
        ? null
        : toItem({
            item_id: r.i_item_id,
            en_name: r.i_en_name!,
            es_name: r.i_es_name!,
            en_description: r.i_en_description!,
            es_description: r.i_es_description!,
            note: r.i_note,
            img_url: r.i_img_url!,
            price: r.i_price!,
            type: r.i_type!,
            url: r.i_url!,
          }),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

// ─── Catalogue ──────────────────────────────────────────────────────────────────────────────────

/** GET /item: what a member may pick from when adding an item to a property. */
export async function searchItems(deps: Pick<Deps, 'db'>, query: ItemSearchQuery): Promise<Item[]> {
  const { rows } = await findItems(deps.db, {
    search: blankToNull(query.search),
    type: query.type ?? null,
    limit: ITEM_SEARCH_LIMIT,
    offset: 0,
  });
  return rows.map(toItem);
}

export async function adminItems(deps: Pick<Deps, 'db'>, auth: AuthContext, query: AdminItemsQuery) {
  requireStaff(auth);
  const page = query.page ?? 1;
  const { rows, total } = await findItems(deps.db, {
    search: blankToNull(query.search),
    type: query.type ?? null,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { items: rows.map(toItem), total, page, pageSize: PAGE_SIZE };
}

function itemFields(input: ItemUpsert): ItemFields {
  const esName = input.es_name.trim();
  const esDescription = input.es_description.trim();
  const issues = [];
  if (!esName) issues.push({ path: '/es_name', key: 'validation.required' });
  if (!esDescription) issues.push({ path: '/es_description', key: 'validation.required' });
  if (issues.length) throw validationFailed(issues);
  return {
    en_name: input.en_name?.trim() ?? '',
    es_name: esName,
    en_description: input.en_description?.trim() ?? '',
    es_description: esDescription,
    note: blankToNull(input.note),
    img_url: input.img_url,
    price: input.price,
    type: input.type,
    url: input.url,
  };
}

/** What the audit log keeps of a catalogue item (issue 19). */
const auditedItem = (r: ItemRow) => ({
  es_name: r.es_name,
  en_name: r.en_name,
  es_description: r.es_description,
  en_description: r.en_description,
  note: r.note,
  price: Number(r.price),
  type: r.type,
  url: r.url,
  img_url: r.img_url,
});

/** POST /admin/item: a new catalogue item, or a change to one (with its item_id). */
export async function upsertCatalogueEntry(deps: Deps, auth: AuthContext, input: ItemUpsert): Promise<Item> {
  requireStaff(auth);
  const fields = itemFields(input);
  const now = deps.now();
  return deps.db.tx(async (client) => {
    const before = input.item_id ? await itemById(client, input.item_id) : null;
    const row = input.item_id
      ? await updateItem(client, input.item_id, fields, now)
      : await insertItem(client, randomUUID(), fields, now);
    if (!row) throw notFound({ messageKey: 'item.notFound' });
    await audit(deps, client, auth, {
      action: before ? 'ITEM_UPDATED' : 'ITEM_CREATED',
      entity: 'item',
      entityId: row.item_id,
      entityLabel: row.es_name,
      before: before && auditedItem(before),
      after: auditedItem(row),
    });
    await deps.emit(client, [
      deps.event('maintenance.item.upserted', {
        itemId: row.item_id,
        esName: row.es_name,
        enName: row.en_name,
        type: row.type,
        price: Number(row.price),
      }),
    ]);
    return toItem(row);
  });
}

/** DELETE /admin/item/{id}: only an item no property has (409 otherwise). */
export async function deleteCatalogueEntry(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  requireStaff(auth);
  await deps.db.tx(async (client) => {
    const before = await itemById(client, id);
    if (!before) throw notFound({ messageKey: 'item.notFound' });
    if (await itemInUse(client, id)) throw conflict({ messageKey: 'item.inUse' });
    await deleteItemRow(client, id);
    await audit(deps, client, auth, {
      action: 'ITEM_DELETED',
      entity: 'item',
      entityId: id,
      entityLabel: before.es_name,
      before: auditedItem(before),
      after: null,
    });
    await deps.emit(client, [deps.event('maintenance.item.deleted', { itemId: id })]);
  });
}

/** What the audit log keeps of a property's item: its name (the catalogue's or its own), quantity and note. */
const auditedPropertyItem = (r: PropertyItemWithItem) => ({
  name: r.i_es_name ?? r.en_name,
  quantity: r.quantity,
  note: r.note,
});

/** Staff's changes to a property's items, in the audit log (issue 19), in the write's transaction. */
async function auditPropertyItem(
  deps: Deps,
  client: pg.ClientBase,
  auth: AuthContext,
  action: 'PROPERTY_ITEM_CREATED' | 'PROPERTY_ITEM_UPDATED' | 'PROPERTY_ITEM_DELETED',
  before: PropertyItemWithItem | null,
  after: PropertyItemWithItem | null,
): Promise<void> {
  if (!isStaff(auth)) return;
  const row = (after ?? before)!;
  await audit(deps, client, auth, {
    action,
    entity: 'property_item',
    entityId: row.id,
    entityLabel: row.i_es_name ?? row.en_name,
    propertyId: row.property_id,
    before: before && auditedPropertyItem(before),
    after: after && auditedPropertyItem(after),
  });
}

// ─── A property's items ─────────────────────────────────────────────────────────────────────────

export async function listPropertyItems(
  deps: Pick<Deps, 'db' | 'memberships'>,
  auth: AuthContext,
  propertyId: string,
  page: number,
): Promise<PropertyItemPage> {
  await deps.memberships.assert(auth, propertyId, 'item', 'select');
  const { rows, total } = await propertyItemsOf(deps.db, propertyId, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { items: rows.map(toPropertyItem), total, page, pageSize: PAGE_SIZE };
}

/**
 * POST /property_item (upsert_property_item): with an id, changes that row (item update); else sets
 * the quantity and note of a catalogue item at the property — one row per item, so adding it again
 * updates it — or adds a free item named by en_name (item insert).
 */
export async function upsertPropertyItem(
  deps: Deps,
  auth: AuthContext,
  input: PropertyItemUpsert,
): Promise<PropertyItemView> {
  requireProfile(auth);
  const itemId = input.item_id ?? null;
  const enName = blankToNull(input.en_name);
  const note = blankToNull(input.note);
  if (!itemId && !enName)
    throw validationFailed([{ path: '/en_name', key: 'propertyItem.nameRequired' }], {
      messageKey: 'propertyItem.nameRequired',
    });
  let existing: PropertyItemWithItem | null = null;
  if (input.id) {
    existing = await propertyItemById(deps.db, input.id);
    if (!existing) throw notFound({ messageKey: 'propertyItem.notFound' });
    await deps.memberships.assert(auth, existing.property_id, 'item', 'update');
    if (existing.property_id !== input.property_id)
      throw badRequest({ messageKey: 'propertyItem.otherProperty' });
  } else {
    await deps.memberships.assert(auth, input.property_id, 'item', 'insert');
    await requireKnownProperty(deps.db, input.property_id);
  }
  const now = deps.now();
  return deps.db.tx(async (client) => {
    const item = itemId ? await itemById(client, itemId) : null;
    if (itemId && !item) throw notFound({ messageKey: 'item.notFound' });
    const before =
      existing ?? (itemId ? await propertyItemOfCatalogue(client, input.property_id, itemId) : null);
    let id: string;
    if (existing) {
      id = existing.id;
      await updatePropertyItem(client, {
        id,
        item_id: itemId,
        en_name: itemId ? null : enName,
        note,
        quantity: input.quantity,
        now,
      });
    } else if (itemId) {
      id = await upsertCatalogueItem(client, {
        id: randomUUID(),
        property_id: input.property_id,
        item_id: itemId,
        note,
        quantity: input.quantity,
        now,
      });
    } else {
      id = randomUUID();
      await insertFreeItem(client, {
        id,
        property_id: input.property_id,
        en_name: enName!,
        note,
        quantity: input.quantity,
        now,
      });
    }
    await deps.emit(client, [
      deps.event('maintenance.property_item.upserted', {
        propertyItemId: id,
        propertyId: input.property_id,
        itemId,
        quantity: input.quantity,
        itemType: item?.type ?? null,
        unitPrice: item ? Number(item.price) : null,
      }),
    ]);
    const saved = (await propertyItemById(client, id))!;
    await auditPropertyItem(
      deps,
      client,
      auth,
      before ? 'PROPERTY_ITEM_UPDATED' : 'PROPERTY_ITEM_CREATED',
      before,
      saved,
    );
    return toPropertyItem(saved);
  });
}

export async function deletePropertyItem(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  requireProfile(auth);
  const row = await propertyItemById(deps.db, id);
  if (!row) throw notFound({ messageKey: 'propertyItem.notFound' });
  await deps.memberships.assert(auth, row.property_id, 'item', 'delete');
  await deps.db.tx(async (client) => {
    if (!(await deletePropertyItemRow(client, id))) throw notFound({ messageKey: 'propertyItem.notFound' });
    await auditPropertyItem(deps, client, auth, 'PROPERTY_ITEM_DELETED', row, null);
    await deps.emit(client, [
      deps.event('maintenance.property_item.deleted', {
        propertyItemId: id,
        propertyId: row.property_id,
        itemId: row.item_id,
      }),
    ]);
  });
}
