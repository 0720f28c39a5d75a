import { propertyNotifications } from '@casona/proto/notifications/routes';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import {
  createPropertyNotification,
  deletePropertyNotification,
  listPropertyNotifications,
  markRead,
  unreadCount,
} from '../app/property-notifications.ts';

/** §3 property notifications under §6's `notification` permission (staff: every property). */
export async function propertyNotificationRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, propertyNotifications, {
    list: async (request) =>
      listPropertyNotifications(deps, request.auth, {
        page: request.query.page ?? 1,
        propertyId: request.query.property_id,
        q: request.query.q,
      }),
    unreadCount: async (request) => ({
      count: await unreadCount(deps, request.auth, request.query.property_id),
    }),
    markRead: async (request, reply) => {
      await markRead(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    create: async (request, reply) =>
      reply.status(201).send(await createPropertyNotification(deps, request.auth, request.body)),
    remove: async (request, reply) => {
      await deletePropertyNotification(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
