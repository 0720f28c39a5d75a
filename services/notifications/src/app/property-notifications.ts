/**
 * In-app notices on a property's dashboard (§3 property_notification), with a read mark per
 * profile. Who sees them follows §6's `notification` permission: members whose role label may read
 * notifications (OTHER and WORKER may not), and company staff on every property.
 */
import { randomUUID } from 'node:crypto';
import { can, type RoleLabel } from '@casona/proto';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { iso, paged, type Deps, type Page } from './deps.ts';

export interface PropertyNotificationView {
  id: string;
  property_id: string;
  property_name: string | null;
  en_markdown: string;
  es_markdown: string;
  created_at: string;
  read: boolean;
}

interface Row extends Omit<PropertyNotificationView, 'created_at'> {
  created_at: Date;
}

const toView = (r: Row): PropertyNotificationView => ({ ...r, created_at: iso(r.created_at) });

/** Property ids whose notifications the caller may read; null = every property (staff). */
async function readable(
  deps: Deps,
  auth: AuthContext,
  propertyId: string | undefined,
): Promise<string[] | null> {
  if (propertyId) {
    await deps.memberships.assert(auth, propertyId, 'notification', 'select');
    return [propertyId];
  }
  const profileId = requireProfile(auth);
  if (isStaff(auth)) return null;
  const { rows } = await deps.db.query<{ property_id: string; label: RoleLabel }>(
    'SELECT property_id, label FROM membership WHERE profile_id = $1',
    [profileId],
  );
  return rows.filter((r) => can(r.label, 'notification', 'select')).map((r) => r.property_id);
}

const SELECT = `SELECT n.id, n.property_id, p.name AS property_name, n.en_markdown, n.es_markdown, n.created_at,
                       (r.profile_id IS NOT NULL) AS read
                  FROM property_notification n
                  LEFT JOIN property p ON p.id = n.property_id
                  LEFT JOIN property_notification_read r ON r.notification_id = n.id AND r.profile_id = $1`;
const VISIBLE = '($2::uuid[] IS NULL OR n.property_id = ANY($2::uuid[]))';

export async function listPropertyNotifications(
  deps: Deps,
  auth: AuthContext,
  filter: { page: number; propertyId?: string | undefined },
): Promise<Page<PropertyNotificationView>> {
  const profileId = requireProfile(auth);
  const ids = await readable(deps, auth, filter.propertyId);
  return paged<Row, PropertyNotificationView>(
    deps.db,
    filter.page,
    {
      rows: `${SELECT} WHERE ${VISIBLE} ORDER BY n.created_at DESC, n.id`,
      count: `SELECT count(*)::int AS n FROM property_notification n WHERE $1::uuid IS NOT NULL AND ${VISIBLE}`,
      values: [profileId, ids],
    },
    toView,
  );
}

export async function unreadCount(
  deps: Deps,
  auth: AuthContext,
  propertyId: string | undefined,
): Promise<number> {
  const profileId = requireProfile(auth);
  const ids = await readable(deps, auth, propertyId);
  const { rows } = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM property_notification n
      WHERE ${VISIBLE}
        AND NOT EXISTS (SELECT 1 FROM property_notification_read r
                         WHERE r.notification_id = n.id AND r.profile_id = $1)`,
    [profileId, ids],
  );
  return rows[0]!.n;
}

export async function markRead(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const profileId = requireProfile(auth);
  const { rows } = await deps.db.query<{ property_id: string }>(
    'SELECT property_id FROM property_notification WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw notFound({ messageKey: 'notification.notFound' });
  await deps.memberships.assert(auth, rows[0].property_id, 'notification', 'select');
  await deps.db.query(
    `INSERT INTO property_notification_read (notification_id, profile_id, read_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [id, profileId, deps.now()],
  );
}

export async function createPropertyNotification(
  deps: Deps,
  auth: AuthContext,
  input: { property_id: string; en_markdown: string; es_markdown: string },
): Promise<PropertyNotificationView> {
  const profileId = requireProfile(auth);
  await deps.memberships.assert(auth, input.property_id, 'notification', 'insert');
  const id = randomUUID();
  await deps.db.query(
    `INSERT INTO property_notification (id, property_id, en_markdown, es_markdown, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, input.property_id, input.en_markdown, input.es_markdown, profileId, deps.now()],
  );
  const { rows } = await deps.db.query<Row>(`${SELECT} WHERE n.id = $2`, [profileId, id]);
  return toView(rows[0]!);
}

/** Staff, and members whose label may delete notifications (§6 matrix: OWNER, MANAGER…), on that property. */
export async function deletePropertyNotification(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  requireProfile(auth);
  const { rows } = await deps.db.query<{ property_id: string }>(
    'SELECT property_id FROM property_notification WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw notFound({ messageKey: 'notification.notFound' });
  await deps.memberships.assert(auth, rows[0].property_id, 'notification', 'delete');
  await deps.db.query('DELETE FROM property_notification WHERE id = $1', [id]);
}
