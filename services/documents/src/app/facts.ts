/**
 * What several use cases read about a property's files: the rows as the domain's facts, today in
 * the property's time zone, and the types on file and valid that every documents.file.* event
 * carries.
 */
import type { FileType } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import { todayIn } from '../domain/schedule.ts';
import { validTypes, type FileFacts } from '../domain/status.ts';
import { filesOfProperties, type FileRow } from './file-store.ts';
import type { PropertyRow } from './property-store.ts';

/** Files of a property the projection does not know yet are judged in Mexico City. */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

export const factsOf = (r: FileRow): FileFacts => ({
  id: r.id,
  type: r.type,
  validFrom: r.valid_from,
  validTo: r.valid_to,
  createdAt: r.created_at,
});

export const todayOf = (property: Pick<PropertyRow, 'timezone'> | null, now: Date): string =>
  todayIn(property?.timezone ?? DEFAULT_TIME_ZONE, now);

export async function validTypesOf(q: Queryable, propertyId: string, today: string): Promise<FileType[]> {
  return validTypes((await filesOfProperties(q, [propertyId])).map(factsOf), today);
}
