/** SQL of lease configurations and commission terms (tables property_lease_configuration, property_commission). */
import type { CommissionUpsert, LeaseConfigurationUpsert } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface LeaseRow {
  property_id: string;
  current_lease_start: string;
  current_lease_end: string;
  lease_per_month_price: number;
  created_at: Date;
  updated_at: Date;
}

const LEASE = `property_id, current_lease_start::text AS current_lease_start, current_lease_end::text AS current_lease_end,
  lease_per_month_price::float8 AS lease_per_month_price, created_at, updated_at`;

export async function findLease(q: Queryable, propertyId: string): Promise<LeaseRow | null> {
  const { rows } = await q.query<LeaseRow>(
    `SELECT ${LEASE} FROM property_lease_configuration WHERE property_id = $1`,
    [propertyId],
  );
  return rows[0] ?? null;
}

export async function countLeases(q: Queryable, propertyId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM property_lease_configuration WHERE property_id = $1',
    [propertyId],
  );
  return rows[0]?.n ?? Number.NaN;
}

export async function upsertLease(q: Queryable, l: LeaseConfigurationUpsert, now: Date): Promise<LeaseRow> {
  const { rows } = await q.query<LeaseRow>(
    `INSERT INTO property_lease_configuration
       (property_id, current_lease_start, current_lease_end, lease_per_month_price, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (property_id) DO UPDATE SET current_lease_start = EXCLUDED.current_lease_start,
       current_lease_end = EXCLUDED.current_lease_end, lease_per_month_price = EXCLUDED.lease_per_month_price,
       updated_at = EXCLUDED.updated_at
     RETURNING ${LEASE}`,
    [l.property_id, l.current_lease_start, l.current_lease_end, l.lease_per_month_price, now],
  );
  return rows[0]!;
}

export async function deleteLease(q: Queryable, propertyId: string): Promise<boolean> {
  const r = await q.query('DELETE FROM property_lease_configuration WHERE property_id = $1', [propertyId]);
  return (r.rowCount ?? 0) > 0;
}

export interface CommissionRow extends Omit<CommissionUpsert, never> {
  created_at: Date;
  updated_at: Date;
}

const COMMISSION = `property_id, company_role, furnisher, company_percentage::float8 AS company_percentage,
  manager_value::float8 AS manager_value, manager_value_type, owner_value::float8 AS owner_value, owner_value_type,
  created_at, updated_at`;

export async function findCommission(q: Queryable, propertyId: string): Promise<CommissionRow | null> {
  const { rows } = await q.query<CommissionRow>(
    `SELECT ${COMMISSION} FROM property_commission WHERE property_id = $1`,
    [propertyId],
  );
  return rows[0] ?? null;
}

export async function upsertCommission(q: Queryable, c: CommissionUpsert, now: Date): Promise<CommissionRow> {
  const { rows } = await q.query<CommissionRow>(
    `INSERT INTO property_commission (property_id, company_role, furnisher, company_percentage, manager_value,
       manager_value_type, owner_value, owner_value_type, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (property_id) DO UPDATE SET company_role = EXCLUDED.company_role, furnisher = EXCLUDED.furnisher,
       company_percentage = EXCLUDED.company_percentage, manager_value = EXCLUDED.manager_value,
       manager_value_type = EXCLUDED.manager_value_type, owner_value = EXCLUDED.owner_value,
       owner_value_type = EXCLUDED.owner_value_type, updated_at = EXCLUDED.updated_at
     RETURNING ${COMMISSION}`,
    [
      c.property_id,
      c.company_role,
      c.furnisher,
      c.company_percentage,
      c.manager_value,
      c.manager_value_type,
      c.owner_value,
      c.owner_value_type,
      now,
    ],
  );
  return rows[0]!;
}

export async function deleteCommission(q: Queryable, propertyId: string): Promise<boolean> {
  const r = await q.query('DELETE FROM property_commission WHERE property_id = $1', [propertyId]);
  return (r.rowCount ?? 0) > 0;
}
