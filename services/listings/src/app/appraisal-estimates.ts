/**
 * The appraisal's short-term-rental estimate on a property's earnings block (issue 18): each
 * appraisal.appraisal.created with earnings is kept by appraisal id; a property submitted from that
 * appraisal (listings.property.created naming it, in either order) takes its cap rate while it has
 * none of its own — staff's figure is never overwritten. Every listed property (the demo
 * marketplace's too) also gets appraisal.property_estimate.computed: its gross yearly income from
 * the comparables near it, which fills its cap rate net of its own yearly costs while staff have set
 * none, and again when its price or costs change (listings.property.updated). Runs in the consumer's
 * transaction.
 */
import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto';
import { fillCapRateFromAppraisal, insertAppraisalEstimate } from './appraisal-estimate-store.ts';
import { fillCapRateFromStrEstimate, upsertStrEstimate } from './str-estimate-store.ts';

export const APPRAISAL_ESTIMATE_EVENTS = [
  'appraisal.appraisal.created',
  'listings.property.created',
  'appraisal.property_estimate.computed',
  'listings.property.updated',
] as const;

/**
 * The columns whose change moves an estimated cap rate: the price and the yearly costs, and the cap
 * rate itself (staff clearing theirs brings the estimate back).
 */
const CAP_RATE_INPUTS = new Set([
  'cap_rate',
  'price',
  'yearly_cleaning',
  'yearly_electricity',
  'yearly_maintenance',
  'yearly_predial',
  'yearly_services',
  'yearly_water',
]);

export async function projectAppraisalEstimate(client: pg.ClientBase, event: CasonaEnvelope): Promise<void> {
  if (event.type === 'appraisal.appraisal.created') {
    const p = event.payload;
    if (!p.earningsAvailable) return;
    await insertAppraisalEstimate(client, {
      appraisalId: p.appraisalId,
      capRate: p.capRate,
      occurredAt: event.occurredAt,
    });
    await fillCapRateFromAppraisal(client, p.appraisalId);
    return;
  }
  if (event.type === 'listings.property.created' && event.payload.appraisalId) {
    await fillCapRateFromAppraisal(client, event.payload.appraisalId);
    return;
  }
  if (event.type === 'appraisal.property_estimate.computed') {
    const p = event.payload;
    await upsertStrEstimate(client, {
      propertyId: p.propertyId,
      available: p.available,
      yearlyIncome: p.yearlyIncome,
      occurredAt: event.occurredAt,
    });
    await fillCapRateFromStrEstimate(client, p.propertyId);
    return;
  }
  if (
    event.type === 'listings.property.updated' &&
    event.payload.changedFields.some((f) => CAP_RATE_INPUTS.has(f))
  )
    await fillCapRateFromStrEstimate(client, event.payload.propertyId);
}
