import { NoContent, errors } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import type { Deps } from '../../app/deps.ts';
import {
  createPropertyNotification,
  deletePropertyNotification,
  listPropertyNotifications,
  markRead,
  unreadCount,
} from '../../app/property-notifications.ts';
import {
  NotificationParams,
  PropertyNotificationPage,
  PropertyNotificationPost,
  PropertyNotificationView,
  PropertyNotificationsQuery,
  UnreadCount,
  UnreadQuery,
} from '../../schemas/notifications.ts';

const tags = ['property_notification'];
const security = [{ bearer: [] }];

/** §3 property notifications under §6's `notification` permission (staff: every property). */
export async function propertyNotificationRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/property_notification',
    {
      schema: {
        tags,
        security,
        summary: "A property's notifications, or those of every property the caller may see, with read state",
        querystring: PropertyNotificationsQuery,
        response: { 200: PropertyNotificationPage, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      listPropertyNotifications(deps, request.auth, {
        page: request.query.page ?? 1,
        propertyId: request.query.property_id,
      }),
  );

  app.get(
    '/property_notification/unread_count',
    {
      schema: {
        tags,
        security,
        summary: 'How many of the notifications the caller may see they have not read',
        querystring: UnreadQuery,
        response: { 200: UnreadCount, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ count: await unreadCount(deps, request.auth, request.query.property_id) }),
  );

  app.post(
    '/property_notification/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a notification read for the caller',
        params: NotificationParams,
        response: { 204: NoContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await markRead(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/property_notification',
    {
      schema: {
        tags,
        security,
        summary: 'Post a notification on a property (staff, or members with notification insert)',
        body: PropertyNotificationPost,
        response: { 201: PropertyNotificationView, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPropertyNotification(deps, request.auth, request.body)),
  );

  app.delete(
    '/property_notification/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a notification (staff, or members with notification delete)',
        params: NotificationParams,
        response: { 204: NoContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePropertyNotification(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
