/** SQL of the base furnishing, the item projection and furnishing queries: rows in, rows out. */
import type { ItemCondition, ItemType } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface BaseItemRow {
  item_id: string;
  condition_type: ItemCondition;
  base_quantity: number;
  es_name: string | null;
  en_name: string | null;
  type: ItemType | null;
  price: number | null;
}

/** The base furnishing with each item's catalogue names and price (null when the item is gone). */
export async function baseItems(q: Queryable): Promise<BaseItemRow[]> {
  const { rows } = await q.query<BaseItemRow>(
    `SELECT a.item_id, a.condition_type, a.base_quantity, i.es_name, i.en_name, i.type, i.price
       FROM appraisal_item a LEFT JOIN item i ON i.id = a.item_id
      ORDER BY i.en_name NULLS LAST, a.condition_type`,
  );
  return rows;
}

export async function upsertBaseItem(
  q: Queryable,
  row: { item_id: string; condition_type: string; base_quantity: number },
): Promise<void> {
  await q.query(
    `INSERT INTO appraisal_item (item_id, condition_type, base_quantity) VALUES ($1, $2, $3)
     ON CONFLICT (item_id, condition_type) DO UPDATE SET base_quantity = EXCLUDED.base_quantity`,
    [row.item_id, row.condition_type, row.base_quantity],
  );
}

export async function deleteBaseItem(q: Queryable, itemId: string, condition: string): Promise<void> {
  await q.query(`DELETE FROM appraisal_item WHERE item_id = $1 AND condition_type = $2`, [itemId, condition]);
}

export async function itemExists(q: Queryable, itemId: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM item WHERE id = $1`, [itemId]);
  return rows.length > 0;
}

export async function upsertItem(
  q: Queryable,
  item: { id: string; es_name: string; en_name: string; type: string; price: number },
): Promise<void> {
  await q.query(
    `INSERT INTO item (id, es_name, en_name, type, price) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET es_name = $2, en_name = $3, type = $4, price = $5`,
    [item.id, item.es_name, item.en_name, item.type, item.price],
  );
}

export async function deleteItem(q: Queryable, id: string): Promise<void> {
  await q.query(`DELETE FROM item WHERE id = $1`, [id]);
}

export interface FurnishingQueryRow {
  id: string;
  appraisal_id: string;
  profile_id: string;
  created_at: Date;
}

export async function insertFurnishingQuery(q: Queryable, row: FurnishingQueryRow): Promise<void> {
  await q.query(
    `INSERT INTO appraisal_furnishing_query (id, appraisal_id, profile_id, created_at) VALUES ($1, $2, $3, $4)`,
    [row.id, row.appraisal_id, row.profile_id, row.created_at],
  );
}

export async function furnishingQueryById(q: Queryable, id: string): Promise<FurnishingQueryRow | null> {
  const { rows } = await q.query<FurnishingQueryRow>(
    `SELECT * FROM appraisal_furnishing_query WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** One base-furnishing row with its item's name, locked for the change that follows; null when none. */
export async function baseItemFor(
  q: Queryable,
  itemId: string,
  condition: string,
): Promise<{ base_quantity: number; es_name: string | null } | null> {
  const { rows } = await q.query<{ base_quantity: number; es_name: string | null }>(
    `SELECT a.base_quantity, i.es_name FROM appraisal_item a LEFT JOIN item i ON i.id = a.item_id
      WHERE a.item_id = $1 AND a.condition_type = $2 FOR UPDATE OF a`,
    [itemId, condition],
  );
  return rows[0] ?? null;
}
