/** The events the appraisal service emits, as the catalogue (events/catalogue.ts) defines them. */
import type { CasonaEnvelope, EventPayload, EventType } from '../events/catalogue.ts';

export const APPRAISAL_EVENTS = [
  'appraisal.appraisal.created',
  'appraisal.appraisal.feedback',
  'appraisal.listing.submitted',
  'appraisal.property_estimate.computed',
] as const satisfies readonly EventType[];
export type AppraisalEventType = (typeof APPRAISAL_EVENTS)[number];
/** One of appraisal's events as it travels, type and payload narrowed together. */
export type AppraisalEvent = CasonaEnvelope<AppraisalEventType>;
export type AppraisalEventPayload<T extends AppraisalEventType> = EventPayload<T>;
