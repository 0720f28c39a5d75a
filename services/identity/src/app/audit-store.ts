/** identity.audit_entry: the staff audit log, append-only (rows in, rows out). */
import type { AuditAction, AuditFields, ServiceName, StaffRole } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface AuditEntryRow {
  id: string;
  at: Date;
  actor_profile_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  actor_is_staff: boolean;
  actor_role: StaffRole | null;
  service: ServiceName;
  action: AuditAction;
  entity: string;
  entity_id: string;
  entity_label: string | null;
  property_id: string | null;
  before: AuditFields | null;
  after: AuditFields | null;
  ip: string | null;
}

export type NewAuditEntry = Omit<AuditEntryRow, 'actor_name' | 'actor_email'>;

/** Adds an entry once: the id is the event's, so a redelivered event adds nothing. */
export async function insertAuditEntry(q: Queryable, e: NewAuditEntry): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO audit_entry (id, at, actor_profile_id, actor_is_staff, actor_role, service, action, entity,
                              entity_id, entity_label, property_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14)
     ON CONFLICT (id) DO NOTHING`,
    [
      e.id,
      e.at,
      e.actor_profile_id,
      e.actor_is_staff,
      e.actor_role,
      e.service,
      e.action,
      e.entity,
      e.entity_id,
      e.entity_label,
      e.property_id,
      e.before === null ? null : JSON.stringify(e.before),
      e.after === null ? null : JSON.stringify(e.after),
      e.ip,
    ],
  );
  return (rowCount ?? 0) > 0;
}

export interface AuditFilter {
  q?: string | undefined;
  actor?: string | undefined;
  service?: ServiceName | undefined;
  action?: AuditAction | undefined;
  entityId?: string | undefined;
  propertyId?: string | undefined;
  /** Calendar days, inclusive, in the zone given. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of entries, newest first, with the actor's name and email as their profile says today. */
export async function pageOfAuditEntries(
  q: Queryable,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const values: unknown[] = [];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const where: string[] = [];
  const text = filter.q?.trim();
  if (text) {
    const p = param(like(text));
    where.push(
      `(a.entity_label ILIKE ${p} OR a.entity ILIKE ${p} OR a.entity_id ILIKE ${p}
        OR a.before::text ILIKE ${p} OR a.after::text ILIKE ${p} OR a.ip ILIKE ${p})`,
    );
  }
  const actor = filter.actor?.trim();
  if (actor) {
    const p = param(like(actor));
    where.push(`(p.name ILIKE ${p} OR p.email ILIKE ${p})`);
  }
  if (filter.service) where.push(`a.service = ${param(filter.service)}`);
  if (filter.action) where.push(`a.action = ${param(filter.action)}`);
  if (filter.entityId) where.push(`a.entity_id = ${param(filter.entityId)}`);
  if (filter.propertyId) where.push(`a.property_id = ${param(filter.propertyId)}`);
  const zone = filter.from || filter.to ? param(filter.timeZone) : '';
  if (filter.from) where.push(`a.at >= (${param(filter.from)}::date)::timestamp AT TIME ZONE ${zone}`);
  if (filter.to) where.push(`a.at < (${param(filter.to)}::date + 1)::timestamp AT TIME ZONE ${zone}`);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { rows } = await q.query<AuditEntryRow & { total: string }>(
    `SELECT a.id, a.at, a.actor_profile_id, p.name AS actor_name, p.email AS actor_email, a.actor_is_staff,
            a.actor_role, a.service, a.action, a.entity, a.entity_id, a.entity_label, a.property_id,
            a.before, a.after, a.ip, count(*) OVER () AS total
       FROM audit_entry a LEFT JOIN profile p ON p.id = a.actor_profile_id
       ${clause}
      ORDER BY a.at DESC, a.id DESC
      LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
    values,
  );
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}
