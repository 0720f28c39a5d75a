/** The staff audit log's entry as staff read it (identity gathers them: GET /admin/audit_entry). */
import { Type, type Static } from 'typebox';
import { STAFF_ROLES } from '../enums.ts';
import { SERVICE_NAMES } from '../routing.ts';
import { IsoDateTime, Literals, Nullable, Paginated, Str, Uuid } from '../shared/primitives.ts';
import { AUDIT_ACTIONS } from './actions.ts';

export const AuditActionSchema = Literals(AUDIT_ACTIONS);
export const AuditServiceSchema = Literals(SERVICE_NAMES);
const Fields = Type.Record(Type.String(), Type.Unknown());

export const AuditEntry = Type.Object(
  {
    id: Uuid(),
    at: IsoDateTime(),
    actor_profile_id: Nullable(Uuid()),
    /** The actor's name today (their profile), or null when the profile is gone. */
    actor_name: Nullable(Type.String()),
    actor_email: Nullable(Type.String()),
    actor_is_staff: Type.Boolean(),
    actor_role: Nullable(Literals(STAFF_ROLES)),
    service: AuditServiceSchema,
    action: AuditActionSchema,
    /** What kind of record: 'property', 'chore', 'rate', … */
    entity: Str({ min: 1, max: 60 }),
    entity_id: Str({ min: 1, max: 200 }),
    /** The record's name for people when it has one (a property's name, a person's), else null. */
    entity_label: Nullable(Type.String()),
    property_id: Nullable(Uuid()),
    before: Nullable(Fields),
    after: Nullable(Fields),
    /** The address the request came from, as the gateway saw it. */
    ip: Nullable(Type.String()),
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditEntryPage = Paginated(AuditEntry);
export type AuditEntryPage = Static<typeof AuditEntryPage>;
