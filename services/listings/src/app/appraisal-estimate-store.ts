/** SQL of the appraisal estimates (table `appraisal_estimate`) and the cap rate they fill. */
import type { Queryable } from '@casona/kit/db/queryable';

export async function insertAppraisalEstimate(
  q: Queryable,
  row: { appraisalId: string; capRate: number; occurredAt: string },
): Promise<void> {
  await q.query(
    `INSERT INTO appraisal_estimate (appraisal_id, cap_rate, occurred_at) VALUES ($1, $2, $3)
     ON CONFLICT (appraisal_id) DO NOTHING`,
    [row.appraisalId, row.capRate, row.occurredAt],
  );
}

/** The properties submitted from the appraisal take its cap rate while they have none. */
export async function fillCapRateFromAppraisal(q: Queryable, appraisalId: string): Promise<void> {
  await q.query(
    `UPDATE property p SET cap_rate = e.cap_rate
       FROM appraisal_estimate e
      WHERE e.appraisal_id = $1 AND p.appraisal_id = e.appraisal_id AND p.cap_rate IS NULL`,
    [appraisalId],
  );
}
