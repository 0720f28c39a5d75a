/**
 * SQL of the listed properties' short-term-rental estimates (table `property_str_estimate`, from
 * appraisal.property_estimate.computed) and the cap rate they fill.
 */
import type { Queryable } from '@casona/kit/db/queryable';

/** Keeps the newest estimate of a property (an older event arriving late changes nothing). */
export async function upsertStrEstimate(
  q: Queryable,
  row: { propertyId: string; available: boolean; yearlyIncome: number | null; occurredAt: string },
): Promise<void> {
  await q.query(
    `INSERT INTO property_str_estimate (property_id, available, yearly_income, occurred_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (property_id) DO UPDATE
        SET available = EXCLUDED.available, yearly_income = EXCLUDED.yearly_income,
            occurred_at = EXCLUDED.occurred_at
      WHERE property_str_estimate.occurred_at <= EXCLUDED.occurred_at`,
    [row.propertyId, row.available, row.available ? row.yearlyIncome : null, row.occurredAt],
  );
}

/**
 * The property's cap rate from its estimate: (gross yearly income − the property's yearly costs) /
 * price, held to 0–1, or none when the estimate is not available — written only while the property
 * has no cap rate, still has the one this estimate wrote, or has its appraisal's (gross, before
 * costs, over the appraised price rather than the asking one); staff's own figure is never replaced.
 */
export async function fillCapRateFromStrEstimate(q: Queryable, propertyId: string): Promise<void> {
  await q.query(
    `WITH est AS (
       SELECT p.id,
              CASE WHEN e.available AND e.yearly_income IS NOT NULL AND p.price > 0 THEN
                round(GREATEST(0, LEAST(1, (e.yearly_income - (p.yearly_cleaning + p.yearly_electricity
                  + p.yearly_maintenance + p.yearly_predial + p.yearly_services + p.yearly_water)) / p.price)), 5)
              END AS rate
         FROM property p JOIN property_str_estimate e ON e.property_id = p.id
        WHERE p.id = $1
          AND (p.cap_rate IS NULL OR p.cap_rate = e.filled_cap_rate
               OR p.cap_rate = (SELECT a.cap_rate FROM appraisal_estimate a WHERE a.appraisal_id = p.appraisal_id))
     ), filled AS (
       UPDATE property p SET cap_rate = est.rate FROM est WHERE p.id = est.id RETURNING p.id, est.rate
     )
     UPDATE property_str_estimate e SET filled_cap_rate = filled.rate FROM filled WHERE e.property_id = filled.id`,
    [propertyId],
  );
}

/** Whether the property's short-term-rental estimate exists and says "not available" (null: none yet). */
export async function strEstimateAvailable(q: Queryable, propertyId: string): Promise<boolean | null> {
  const { rows } = await q.query<{ available: boolean }>(
    'SELECT available FROM property_str_estimate WHERE property_id = $1',
    [propertyId],
  );
  return rows[0]?.available ?? null;
}
