import { notificationPreferenceRoutes, whatsappAdminRoutes } from '@casona/proto/notifications/preferences';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { getPreferences, putPreferences } from '../app/preferences.ts';
import { listWhatsapp } from '../app/whatsapp.ts';

/** Issue 19: the signed-in person's notice channels, and staff's WhatsApp delivery log. */
export async function preferenceRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, notificationPreferenceRoutes, {
    get: async (request) => getPreferences(deps, request.auth),
    put: async (request) => putPreferences(deps, request.auth, request.body),
  });
  routes(app, whatsappAdminRoutes, {
    deliveries: async (request) => listWhatsapp(deps, request.query.page ?? 1, request.query.status ?? null),
  });
}
