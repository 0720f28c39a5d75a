/** The events the documents service emits, as the catalogue (events/catalogue.ts) defines them. */
import type { CasonaEnvelope, EventPayload, EventType } from '../events/catalogue.ts';

export const DOCUMENTS_EVENTS = [
  'documents.file.uploaded',
  'documents.file.deleted',
  'documents.file.expiring',
  'documents.file.expired',
  'documents.contract.renewed',
  'documents.contract.renewal_decided',
  'documents.credit_eligibility.changed',
] as const satisfies readonly EventType[];
export type DocumentsEventType = (typeof DOCUMENTS_EVENTS)[number];
/** One of documents' events as it travels, type and payload narrowed together. */
export type DocumentsEvent = CasonaEnvelope<DocumentsEventType>;
export type DocumentsEventPayload<T extends DocumentsEventType> = EventPayload<T>;
