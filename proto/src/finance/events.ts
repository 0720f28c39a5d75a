/** The events the finance service emits, as the catalogue (events/catalogue.ts) defines them. */
import type { CasonaEnvelope, EventPayload, EventType } from '../events/catalogue.ts';

export const FINANCE_EVENTS = [
  'finance.lease.configured',
  'finance.lease.removed',
  'finance.stripe_customer.created',
  'finance.payment.pending',
  'finance.payment.succeeded',
  'finance.payment.failed',
  'finance.payer.history_requested',
] as const satisfies readonly EventType[];
export type FinanceEventType = (typeof FINANCE_EVENTS)[number];
export type FinanceEvent = CasonaEnvelope<FinanceEventType>;
export type FinanceEventPayload<T extends FinanceEventType> = EventPayload<T>;
