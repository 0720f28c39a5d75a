/**
 * In-app notices on a property's dashboard (§3 property_notification), with a read mark per
 * profile. Who sees them follows §6's `notification` permission: members whose role label may read
 * notifications (OTHER and WORKER may not), and company staff on every property.
 */
import { randomUUID } from 'node:crypto';
import type { PropertyNotificationPost, PropertyNotificationView } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { readableProperties } from '../domain/property-notifications.ts';
import { iso, type Deps } from './deps.ts';
import { mapPage, type Page } from './page-store.ts';
import {
  countUnread,
  deleteNotification,
  insertNotification,
  insertReadMark,
  membershipsOf,
  notificationById,
  pageOfNotifications,
  propertyOfNotification,
  type PropertyNotificationRow,
} from './property-notification-store.ts';

const toView = (r: PropertyNotificationRow): PropertyNotificationView => ({
  ...r,
  created_at: iso(r.created_at),
});

/** Property ids whose notifications the caller may read; null = every property (staff). */
async function readable(
  deps: Pick<Deps, 'db' | 'memberships'>,
  auth: AuthContext,
  propertyId: string | undefined,
): Promise<string[] | null> {
  if (propertyId) {
    await deps.memberships.assert(auth, propertyId, 'notification', 'select');
    return [propertyId];
  }
  const profileId = requireProfile(auth);
  if (isStaff(auth)) return null;
  return readableProperties(await membershipsOf(deps.db, profileId));
}

/** The notice's property; 404 when there is none. */
async function propertyOf(deps: Pick<Deps, 'db'>, id: string): Promise<string> {
  const propertyId = await propertyOfNotification(deps.db, id);
  if (!propertyId) throw notFound({ messageKey: 'notification.notFound' });
  return propertyId;
}

export async function listPropertyNotifications(
  deps: Pick<Deps, 'db' | 'memberships'>,
  auth: AuthContext,
  filter: { page: number; propertyId?: string | undefined; q?: string | undefined },
): Promise<Page<PropertyNotificationView>> {
  const profileId = requireProfile(auth);
  const ids = await readable(deps, auth, filter.propertyId);
  return mapPage(await pageOfNotifications(deps.db, filter.page, profileId, ids, filter.q), toView);
}

export async function unreadCount(
  deps: Pick<Deps, 'db' | 'memberships'>,
  auth: AuthContext,
  propertyId: string | undefined,
): Promise<number> {
  const profileId = requireProfile(auth);
  return countUnread(deps.db, profileId, await readable(deps, auth, propertyId));
}

export async function markRead(
  deps: Pick<Deps, 'db' | 'memberships' | 'now'>,
  auth: AuthContext,
  id: string,
): Promise<void> {
  const profileId = requireProfile(auth);
  await deps.memberships.assert(auth, await propertyOf(deps, id), 'notification', 'select');
  await insertReadMark(deps.db, { notificationId: id, profileId, at: deps.now() });
}

export async function createPropertyNotification(
  deps: Pick<Deps, 'db' | 'memberships' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  input: PropertyNotificationPost,
): Promise<PropertyNotificationView> {
  const profileId = requireProfile(auth);
  await deps.memberships.assert(auth, input.property_id, 'notification', 'insert');
  const id = randomUUID();
  const row = await deps.db.tx(async (client) => {
    await insertNotification(client, {
      id,
      property_id: input.property_id,
      en_markdown: input.en_markdown,
      es_markdown: input.es_markdown,
      created_by: profileId,
      created_at: deps.now(),
    });
    if (isStaff(auth))
      await audit(deps, client, auth, {
        action: 'NOTICE_CREATED',
        entity: 'notice',
        entityId: id,
        entityLabel: null,
        propertyId: input.property_id,
        before: null,
        after: { es_markdown: input.es_markdown, en_markdown: input.en_markdown },
      });
    return notificationById(client, profileId, id);
  });
  return toView(row!);
}

/** Staff, and members whose label may delete notifications (§6 matrix: OWNER, MANAGER…), on that property. */
export async function deletePropertyNotification(
  deps: Pick<Deps, 'db' | 'memberships' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  id: string,
): Promise<void> {
  const profileId = requireProfile(auth);
  const propertyId = await propertyOf(deps, id);
  await deps.memberships.assert(auth, propertyId, 'notification', 'delete');
  await deps.db.tx(async (client) => {
    const before = isStaff(auth) ? await notificationById(client, profileId, id) : null;
    await deleteNotification(client, id);
    if (before)
      await audit(deps, client, auth, {
        action: 'NOTICE_DELETED',
        entity: 'notice',
        entityId: id,
        entityLabel: null,
        propertyId,
        before: { es_markdown: before.es_markdown, en_markdown: before.en_markdown },
        after: null,
      });
  });
}
