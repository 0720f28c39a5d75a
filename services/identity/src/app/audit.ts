/**
 * The staff audit log (issue 19): identity gathers every service's `audit.entry.recorded` events into
 * audit_entry (once per event) and answers staff's page of it. Nothing here changes or removes an
 * entry, and the table's trigger refuses any statement that would.
 */
import type { AuditEntriesQuery, AuditEntry, CasonaEnvelope } from '@casona/proto';
import { PAGE_SIZE } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { Deps } from './deps.ts';
import { insertAuditEntry, pageOfAuditEntries, type AuditEntryRow } from './audit-store.ts';

/** The calendar the log's date filter counts days in: the company's, Mexico City's. */
export const AUDIT_TIME_ZONE = 'America/Mexico_City';

/** Keeps one event as an entry (the consumer's transaction); a redelivery adds nothing. */
export async function recordAuditEntry(
  tx: Queryable,
  event: CasonaEnvelope<'audit.entry.recorded'>,
): Promise<boolean> {
  const p = event.payload;
  return insertAuditEntry(tx, {
    id: event.id,
    at: new Date(p.at),
    actor_profile_id: p.actorProfileId,
    actor_is_staff: p.actorIsStaff,
    actor_role: p.actorRole,
    service: p.service,
    action: p.action,
    entity: p.entity,
    entity_id: p.entityId,
    entity_label: p.entityLabel,
    property_id: p.propertyId,
    before: p.before,
    after: p.after,
    ip: p.ip,
  });
}

const toEntry = (r: AuditEntryRow): AuditEntry => ({ ...r, at: r.at.toISOString() });

/** A page of the log for staff, newest first. */
export async function auditEntries(
  deps: Pick<Deps, 'db'>,
  query: AuditEntriesQuery,
): Promise<{ items: AuditEntry[]; total: number; page: number; pageSize: number }> {
  const page = query.page ?? 1;
  const { rows, total } = await pageOfAuditEntries(
    deps.db,
    {
      q: query.q,
      actor: query.actor,
      service: query.service,
      action: query.action,
      entityId: query.entity_id,
      propertyId: query.property_id,
      from: query.from,
      to: query.to,
      timeZone: AUDIT_TIME_ZONE,
    },
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return { items: rows.map(toEntry), total, page, pageSize: PAGE_SIZE };
}
