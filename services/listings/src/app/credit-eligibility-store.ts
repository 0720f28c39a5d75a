import type { CreditProgram } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

/**
 * Records documents' latest "apta para crédito" verdict on a property; an event older than the one
 * already applied changes nothing.
 */
export async function upsertCreditEligibility(
  q: Queryable,
  row: { propertyId: string; eligible: boolean; programs: readonly CreditProgram[]; occurredAt: string },
): Promise<void> {
  await q.query(
    `INSERT INTO credit_eligibility (property_id, eligible, programs, occurred_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (property_id) DO UPDATE
       SET eligible = EXCLUDED.eligible, programs = EXCLUDED.programs, occurred_at = EXCLUDED.occurred_at
       WHERE credit_eligibility.occurred_at <= EXCLUDED.occurred_at`,
    [row.propertyId, row.eligible, row.programs, row.occurredAt],
  );
}

/** The programs a property is eligible for (empty when it is not, or documents never judged it). */
export async function creditProgramsOf(q: Queryable, propertyId: string): Promise<CreditProgram[]> {
  const { rows } = await q.query<{ programs: CreditProgram[] }>(
    `SELECT programs FROM credit_eligibility WHERE property_id = $1 AND eligible`,
    [propertyId],
  );
  return rows[0]?.programs ?? [];
}
