import type { FileType } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

/**
 * Records the types of a property's files on file and valid, as documents last announced them;
 * an event older than the one already applied changes nothing.
 */
export async function upsertDocumentFileTypes(
  q: Queryable,
  row: { propertyId: string; validTypes: readonly FileType[]; occurredAt: string },
): Promise<void> {
  await q.query(
    `INSERT INTO document_file_types (property_id, valid_types, occurred_at) VALUES ($1, $2, $3)
     ON CONFLICT (property_id) DO UPDATE SET valid_types = EXCLUDED.valid_types, occurred_at = EXCLUDED.occurred_at
       WHERE document_file_types.occurred_at <= EXCLUDED.occurred_at`,
    [row.propertyId, row.validTypes, row.occurredAt],
  );
}
