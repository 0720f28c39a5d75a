/**
 * The staff audit log's one writer (issue 19). A use case calls `audit(deps, tx, auth, entry)` inside
 * the transaction of the change: the `audit.entry.recorded` event goes into the service's outbox with
 * the change, so the entry exists exactly when the change committed, and identity gathers it into
 * the log. Who acted and from where come from the request's auth context (the gateway's view of the
 * address); what changed is kept by proto's `auditChange` (changed fields only, no secrets).
 */
import type pg from 'pg';
import {
  auditChange,
  changedSomething,
  serviceOfAuditAction,
  type AuditAction,
  type AuditFields,
} from '@casona/proto';
import type { EventFactory } from '../app/events.ts';
import type { AuthContext } from '../auth/context.ts';
import type { EventEnvelope } from '../ports/event-bus.ts';

/** What a service's deps already carry (the kit's ServiceContext `emit`, `event` and `now`). */
export interface AuditDeps {
  emit(client: pg.ClientBase, events: readonly EventEnvelope[]): Promise<void>;
  event: EventFactory;
  now(): Date;
}

export interface AuditRecord {
  action: AuditAction;
  /** The kind of record: 'property', 'chore', 'exchange_rate', … */
  entity: string;
  entityId: string;
  /** The record's name for people (a property's name, a person's), when there is one. */
  entityLabel?: string | null;
  propertyId?: string | null;
  /** The record before the change (null: created) and after it (null: removed). */
  before: AuditFields | null;
  after: AuditFields | null;
}

/**
 * Records one audit entry in the caller's transaction. A change that changed nothing (an update to
 * the same values) records nothing; returns whether an entry was written.
 */
export async function audit(
  deps: AuditDeps,
  tx: pg.ClientBase,
  auth: AuthContext,
  record: AuditRecord,
): Promise<boolean> {
  const change = auditChange(record.before, record.after);
  if (!changedSomething(change)) return false;
  const payload = {
    actorProfileId: auth.profileId,
    actorIsStaff: auth.staffRole !== null,
    actorRole: auth.staffRole,
    service: serviceOfAuditAction(record.action),
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    entityLabel: record.entityLabel?.slice(0, 300) ?? null,
    propertyId: record.propertyId ?? null,
    before: change.before,
    after: change.after,
    at: deps.now().toISOString(),
    ip: auth.clientIp,
  };
  await deps.emit(tx, [deps.event('audit.entry.recorded', payload)]);
  return true;
}
