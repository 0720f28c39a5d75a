import { notificationForms } from '@casona/proto/notifications/routes';
import type { App } from '@casona/kit/app/app';
import { translateKey } from '@casona/kit/app/app';
import { clientIp, userAgent } from '@casona/kit/app/request-meta';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { submitContact, submitJoke, submitManagerApplication } from '../app/forms.ts';
import { approvedJokes } from '../app/jokes.ts';
import { storeClientLog } from '../app/logs.ts';

/**
 * The public site's forms. The gateway holds them to a stricter rate limit per address than the
 * rest of the API; a filled honeypot (`website`) is answered like a person and stores nothing.
 */
export async function formRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, notificationForms, {
    contact: async (request, reply) => {
      const id = await submitContact(deps, request.body, { clientIp: clientIp(request) });
      return reply.status(201).send({ id, message: translateKey('contact.success', request.locale) });
    },
    submitJoke: async (request, reply) => {
      const id = await submitJoke(deps, request.body, { clientIp: clientIp(request) });
      return reply.status(201).send({ id, message: translateKey('joke.success', request.locale) });
    },
    jokes: async (request) =>
      approvedJokes(deps, { page: request.query.page ?? 1, locale: request.query.locale }),
    managerApplication: async (request, reply) => {
      const id = await submitManagerApplication(deps, request.body, { clientIp: clientIp(request) });
      return reply.status(201).send({ id, message: translateKey('manageRequest.success', request.locale) });
    },
    log: async (request, reply) => {
      await storeClientLog(deps, request.body, {
        profileId: request.auth.profileId,
        clientIp: clientIp(request),
        userAgent: userAgent(request),
      });
      return reply.status(202).send(null);
    },
  });
}
