/**
 * The appraisal's short-term-rental estimate on a property's earnings block (issue 18): each
 * appraisal.appraisal.created with earnings is kept by appraisal id; a property submitted from that
 * appraisal (listings.property.created naming it, in either order) takes its cap rate while it has
 * none of its own — staff's figure is never overwritten. Runs in the consumer's transaction.
 */
import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto';
import { fillCapRateFromAppraisal, insertAppraisalEstimate } from './appraisal-estimate-store.ts';

export const APPRAISAL_ESTIMATE_EVENTS = [
  'appraisal.appraisal.created',
  'listings.property.created',
] as const;

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
  if (event.type === 'listings.property.created' && event.payload.appraisalId)
    await fillCapRateFromAppraisal(client, event.payload.appraisalId);
}
