/** SQL of the item catalogue (`item`) and a property's items (`property_item`): rows in, rows out. */
import type { ItemType } from '@casona/proto/enums';
import type { Queryable } from '@casona/kit/db/queryable';

export interface ItemRow {
  item_id: string;
  en_name: string;
  es_name: string;
  en_description: string;
  es_description: string;
  note: string | null;
  img_url: string;
  price: string;
  type: ItemType;
  url: string;
}

const ITEM_COLUMNS =
  'item_id, en_name, es_name, en_description, es_description, note, img_url, price, type, url';

export interface ItemFields {
  en_name: string;
  es_name: string;
  en_description: string;
  es_description: string;
  note: string | null;
  img_url: string;
  price: number;
  type: ItemType;
  url: string;
}

/** Rows and the total of every row the filter matches (before LIMIT). */
export interface RowsAndTotal<R> {
  rows: R[];
  total: number;
}

const ITEM_FILTER = `($1::text IS NULL OR strpos(lower(es_name), lower($1)) > 0 OR strpos(lower(en_name), lower($1)) > 0)
   AND ($2::text IS NULL OR type = $2)`;

/** Items whose es or en name contains `search` (case-insensitive), by Spanish name. */
export async function findItems(
  q: Queryable,
  filter: { search: string | null; type: ItemType | null; limit: number; offset: number },
): Promise<RowsAndTotal<ItemRow>> {
  // One query at a time: `q` may be a transaction's client.
  const rows = await q.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM item WHERE ${ITEM_FILTER} ORDER BY lower(es_name), item_id LIMIT $3 OFFSET $4`,
    [filter.search, filter.type, filter.limit, filter.offset],
  );
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM item WHERE ${ITEM_FILTER}`, [
    filter.search,
    filter.type,
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

export async function itemById(q: Queryable, id: string): Promise<ItemRow | null> {
  const { rows } = await q.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM item WHERE item_id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insertItem(q: Queryable, id: string, item: ItemFields, now: Date): Promise<ItemRow> {
  const { rows } = await q.query<ItemRow>(
    `INSERT INTO item (item_id, en_name, es_name, en_description, es_description, note, img_url, price, type, url, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING ${ITEM_COLUMNS}`,
    [
      id,
      item.en_name,
      item.es_name,
      item.en_description,
      item.es_description,
      item.note,
      item.img_url,
      item.price,
      item.type,
      item.url,
      now,
    ],
  );
  return rows[0]!;
}

/** The item after the change; null when there is no such item. */
export async function updateItem(
  q: Queryable,
  id: string,
  item: ItemFields,
  now: Date,
): Promise<ItemRow | null> {
  const { rows } = await q.query<ItemRow>(
    `UPDATE item SET en_name = $2, es_name = $3, en_description = $4, es_description = $5, note = $6,
            img_url = $7, price = $8, type = $9, url = $10, updated_at = $11
      WHERE item_id = $1 RETURNING ${ITEM_COLUMNS}`,
    [
      id,
      item.en_name,
      item.es_name,
      item.en_description,
      item.es_description,
      item.note,
      item.img_url,
      item.price,
      item.type,
      item.url,
      now,
    ],
  );
  return rows[0] ?? null;
}

/** Whether any property has the item. */
export async function itemInUse(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM property_item WHERE item_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

export async function deleteItemRow(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM item WHERE item_id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

// ─── Property items ─────────────────────────────────────────────────────────────────────────────

export interface PropertyItemRow {
  id: string;
  property_id: string;
  item_id: string | null;
  en_name: string | null;
  note: string | null;
  quantity: number;
  created_at: Date;
  updated_at: Date;
}

/** A property item with its catalogue item's columns (prefixed `i_`, null for a free item). */
export type PropertyItemWithItem = PropertyItemRow & { [K in keyof ItemRow as `i_${K}`]: ItemRow[K] | null };

const PI_COLUMNS =
  'pi.id, pi.property_id, pi.item_id, pi.en_name, pi.note, pi.quantity, pi.created_at, pi.updated_at';
const JOINED = `${PI_COLUMNS}, i.item_id AS i_item_id, i.en_name AS i_en_name, i.es_name AS i_es_name,
  i.en_description AS i_en_description, i.es_description AS i_es_description, i.note AS i_note,
  i.img_url AS i_img_url, i.price AS i_price, i.type AS i_type, i.url AS i_url`;

export async function propertyItemsOf(
  q: Queryable,
  propertyId: string,
  page: { limit: number; offset: number },
): Promise<RowsAndTotal<PropertyItemWithItem>> {
  const [rows, count] = await Promise.all([
    q.query<PropertyItemWithItem>(
      `SELECT ${JOINED} FROM property_item pi LEFT JOIN item i ON i.item_id = pi.item_id
        WHERE pi.property_id = $1 ORDER BY pi.created_at, pi.id LIMIT $2 OFFSET $3`,
      [propertyId, page.limit, page.offset],
    ),
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM property_item WHERE property_id = $1', [
      propertyId,
    ]),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

export async function propertyItemById(q: Queryable, id: string): Promise<PropertyItemWithItem | null> {
  const { rows } = await q.query<PropertyItemWithItem>(
    `SELECT ${JOINED} FROM property_item pi LEFT JOIN item i ON i.item_id = pi.item_id WHERE pi.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The property's row of a catalogue item, if it has one (upsert_property_item adds to it). */
export async function propertyItemOfCatalogue(
  q: Queryable,
  propertyId: string,
  itemId: string,
): Promise<PropertyItemWithItem | null> {
  const { rows } = await q.query<PropertyItemWithItem>(
    `SELECT ${JOINED} FROM property_item pi LEFT JOIN item i ON i.item_id = pi.item_id
      WHERE pi.property_id = $1 AND pi.item_id = $2 FOR UPDATE OF pi`,
    [propertyId, itemId],
  );
  return rows[0] ?? null;
}

/** upsert_property_item for a catalogue item: one row per (property, item); returns the row's id. */
export async function upsertCatalogueItem(
  q: Queryable,
  row: { id: string; property_id: string; item_id: string; note: string | null; quantity: number; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO property_item (id, property_id, item_id, en_name, note, quantity, created_at, updated_at)
     VALUES ($1, $2, $3, NULL, $4, $5, $6, $6)
     ON CONFLICT (property_id, item_id) WHERE item_id IS NOT NULL
     DO UPDATE SET note = EXCLUDED.note, quantity = EXCLUDED.quantity, updated_at = EXCLUDED.updated_at
     RETURNING id`,
    [row.id, row.property_id, row.item_id, row.note, row.quantity, row.now],
  );
  return rows[0]!.id;
}

export async function insertFreeItem(
  q: Queryable,
  row: { id: string; property_id: string; en_name: string; note: string | null; quantity: number; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO property_item (id, property_id, item_id, en_name, note, quantity, created_at, updated_at)
     VALUES ($1, $2, NULL, $3, $4, $5, $6, $6)`,
    [row.id, row.property_id, row.en_name, row.note, row.quantity, row.now],
  );
}

export async function updatePropertyItem(
  q: Queryable,
  row: {
    id: string;
    item_id: string | null;
    en_name: string | null;
    note: string | null;
    quantity: number;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `UPDATE property_item SET item_id = $2, en_name = $3, note = $4, quantity = $5, updated_at = $6 WHERE id = $1`,
    [row.id, row.item_id, row.en_name, row.note, row.quantity, row.now],
  );
}

export async function deletePropertyItemRow(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM property_item WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
