import { notificationEmail } from '@casona/proto/notifications/routes';
import type { App } from '@casona/kit/app/app';
import { translateKey } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { requestEmailNotification } from '../app/email-notifications.ts';
import { unsubscribe, unsubscribeState } from '../app/unsubscribe.ts';

export async function emailRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, notificationEmail, {
    fileNotice: async (request, reply) => {
      const id = await requestEmailNotification(deps, request.auth, request.body);
      return reply.status(202).send({ id });
    },
    unsubscribeState: async (request) => unsubscribeState(deps, request.query.token),
    unsubscribe: async (request) => {
      const state = await unsubscribe(deps, request.body.token);
      return { ...state, message: translateKey('unsubscribe.done', request.locale, { email: state.email }) };
    },
  });
}
