/**
 * Documents' events about a property's files (issue 15), projected for the funnel stage: each
 * documents.file.* event carries the types on file and valid after the change, so the projection
 * keeps the latest answer whatever the order or repetition of deliveries. Runs in the consumer's
 * transaction.
 */
import type pg from 'pg';
import type { CasonaEnvelope, EventType } from '@casona/proto';
import { upsertDocumentFileTypes } from './document-file-store.ts';

export const DOCUMENT_FILE_EVENTS = [
  'documents.file.uploaded',
  'documents.file.deleted',
  'documents.file.expiring',
  'documents.file.expired',
] as const satisfies readonly EventType[];

export async function projectDocumentFiles(client: pg.ClientBase, event: CasonaEnvelope): Promise<void> {
  switch (event.type) {
    case 'documents.file.uploaded':
    case 'documents.file.deleted':
    case 'documents.file.expiring':
    case 'documents.file.expired':
      await upsertDocumentFileTypes(client, {
        propertyId: event.payload.propertyId,
        validTypes: event.payload.validTypes,
        occurredAt: event.occurredAt,
      });
      return;
    default:
      return;
  }
}
