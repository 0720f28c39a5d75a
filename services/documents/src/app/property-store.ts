/** The projection of listings' properties: SQL only. */
import type { PropertyStatus, PropertyType, TimeZone } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface PropertyRow {
  id: string;
  name: string;
  timezone: TimeZone;
  status: PropertyStatus;
  type: PropertyType | null;
  price: number | null;
  deleted: boolean;
}

const COLUMNS = 'id, name, timezone, status, type, price::float8 AS price, deleted';

export async function propertyById(q: Queryable, id: string): Promise<PropertyRow | null> {
  const { rows } = await q.query<PropertyRow>(`SELECT ${COLUMNS} FROM property WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function propertiesByIds(q: Queryable, ids: readonly string[] | null): Promise<PropertyRow[]> {
  const { rows } = await q.query<PropertyRow>(
    `SELECT ${COLUMNS} FROM property WHERE NOT deleted AND ($1::uuid[] IS NULL OR id = ANY($1)) ORDER BY name, id`,
    [ids],
  );
  return rows;
}

export async function insertProperty(
  q: Queryable,
  row: Omit<PropertyRow, 'deleted'> & { updatedAt: string },
): Promise<void> {
  await q.query(
    `INSERT INTO property (id, name, timezone, status, type, price, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, timezone = EXCLUDED.timezone, type = EXCLUDED.type,
       price = EXCLUDED.price, updated_at = EXCLUDED.updated_at`,
    [row.id, row.name, row.timezone, row.status, row.type, row.price, row.updatedAt],
  );
}

/** Applies the columns an event carries to a property already projected (an unknown one is skipped). */
export async function updateProperty(
  q: Queryable,
  id: string,
  changes: Partial<Pick<PropertyRow, 'name' | 'timezone' | 'status' | 'deleted' | 'price'>>,
  updatedAt: string,
): Promise<void> {
  await q.query(
    `UPDATE property SET name = COALESCE($2, name), timezone = COALESCE($3, timezone),
       status = COALESCE($4, status), deleted = COALESCE($5, deleted), updated_at = $6,
       price = COALESCE($7, price)
     WHERE id = $1`,
    [
      id,
      changes.name ?? null,
      changes.timezone ?? null,
      changes.status ?? null,
      changes.deleted ?? null,
      updatedAt,
      changes.price ?? null,
    ],
  );
}
