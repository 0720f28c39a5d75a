/** The published credit limits and the last eligibility verdict per property: SQL only. */
import type { CreditProgram, PropertyType } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface LimitsRow {
  source: string;
  published_on: string;
  updated_at: Date;
  limits: { program: CreditProgram; property_type: PropertyType; max_price: number }[];
}

export interface VerdictRow {
  eligible: boolean;
  programs: CreditProgram[];
  reasons: string[];
}

export async function creditLimits(q: Queryable): Promise<LimitsRow> {
  const { rows: source } = await q.query<Omit<LimitsRow, 'limits'>>(
    `SELECT source, to_char(published_on, 'YYYY-MM-DD') AS published_on, updated_at FROM credit_limit_source WHERE id = 1`,
  );
  const { rows: limits } = await q.query<LimitsRow['limits'][number]>(
    'SELECT program, property_type, max_price::float8 AS max_price FROM credit_limit ORDER BY program, property_type',
  );
  return { ...source[0]!, limits };
}

export async function replaceCreditLimits(
  q: Queryable,
  row: Omit<LimitsRow, 'updated_at'> & { updated_at: Date; updated_by: string | null },
): Promise<void> {
  await q.query(
    `UPDATE credit_limit_source SET source = $1, published_on = $2, updated_at = $3, updated_by = $4 WHERE id = 1`,
    [row.source, row.published_on, row.updated_at, row.updated_by],
  );
  await q.query('DELETE FROM credit_limit');
  for (const l of row.limits)
    await q.query(
      `INSERT INTO credit_limit (program, property_type, max_price) VALUES ($1, $2, $3)
       ON CONFLICT (program, property_type) DO UPDATE SET max_price = EXCLUDED.max_price`,
      [l.program, l.property_type, l.max_price],
    );
}

export async function lastVerdict(q: Queryable, propertyId: string): Promise<VerdictRow | null> {
  const { rows } = await q.query<VerdictRow>(
    'SELECT eligible, programs, reasons FROM credit_eligibility WHERE property_id = $1',
    [propertyId],
  );
  return rows[0] ?? null;
}

export async function saveVerdict(
  q: Queryable,
  propertyId: string,
  row: VerdictRow,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO credit_eligibility (property_id, eligible, programs, reasons, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (property_id) DO UPDATE SET eligible = EXCLUDED.eligible, programs = EXCLUDED.programs,
       reasons = EXCLUDED.reasons, updated_at = EXCLUDED.updated_at`,
    [propertyId, row.eligible, row.programs, row.reasons, at],
  );
}

/** Every property with a verdict or a file (what a new limits table must be applied to). */
export async function propertiesToJudge(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM property WHERE NOT deleted ORDER BY id');
  return rows.map((r) => r.id);
}
