/**
 * Documents' "apta para crédito" verdicts (issue 15), projected for the marketplace: each
 * documents.credit_eligibility.changed carries the whole verdict, so the projection keeps the latest
 * whatever the order or repetition of deliveries. Runs in the consumer's transaction.
 */
import type pg from 'pg';
import type { CasonaEnvelope, CreditProgram } from '@casona/proto';
import { upsertCreditEligibility } from './credit-eligibility-store.ts';

export const CREDIT_ELIGIBILITY_EVENT = 'documents.credit_eligibility.changed' as const;

export async function projectCreditEligibility(client: pg.ClientBase, event: CasonaEnvelope): Promise<void> {
  if (event.type !== CREDIT_ELIGIBILITY_EVENT) return;
  const { propertyId, eligible, programs } = event.payload;
  await upsertCreditEligibility(client, {
    propertyId,
    eligible,
    // An eligible verdict names its programs; a refused one shows none.
    programs: eligible ? (programs as CreditProgram[]) : [],
    occurredAt: event.occurredAt,
  });
}
