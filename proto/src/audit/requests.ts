/** `GET /admin/audit_entry`: a page of the staff audit log, newest first, searched and filtered. */
import { Type, type Static } from 'typebox';
import { PageQuery } from '../shared/requests.ts';
import { IsoDate, Str, Uuid } from '../shared/primitives.ts';
import { AuditActionSchema, AuditServiceSchema } from './entities.ts';

export const AuditEntriesQuery = Type.Object({
  ...PageQuery.properties,
  /** Words found in the record's name, the kind of record, its id or the before/after values. */
  q: Type.Optional(Str({ min: 0, max: 200 })),
  /** Part of the actor's name or email. */
  actor: Type.Optional(Str({ min: 0, max: 200 })),
  service: Type.Optional(AuditServiceSchema),
  action: Type.Optional(AuditActionSchema),
  entity_id: Type.Optional(Str({ min: 1, max: 200 })),
  property_id: Type.Optional(Uuid()),
  /** First and last day (inclusive, Mexico City's calendar). */
  from: Type.Optional(IsoDate()),
  to: Type.Optional(IsoDate()),
});
export type AuditEntriesQuery = Static<typeof AuditEntriesQuery>;
