import { notificationAdmin } from '@casona/proto/notifications/routes';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { listDeliveries } from '../app/emails.ts';
import { answerContact, contactMessages, managerApplications } from '../app/inbox.ts';
import { allJokes, deleteJoke, setJokeApproval } from '../app/jokes.ts';
import { listMailbox, readMail } from '../app/mailbox.ts';

/**
 * Staff screens. The gateway lets only administrators through /api/v1/admin/*; the table's `staff`
 * check holds when the service is reached some other way.
 */
export async function adminRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, notificationAdmin, {
    jokes: async (request) =>
      allJokes(deps, { page: request.query.page ?? 1, approved: request.query.approved, q: request.query.q }),
    approveJoke: async (request) =>
      setJokeApproval(deps, request.auth, request.params.joke_id, request.body.approved),
    deleteJoke: async (request, reply) => {
      await deleteJoke(deps, request.auth, request.params.joke_id);
      return reply.status(204).send(null);
    },
    contacts: async (request) =>
      contactMessages(deps, request.query.page ?? 1, request.query.answered, request.query.q),
    answerContact: async (request) =>
      answerContact(deps, request.auth, request.params.id, request.body.answered),
    managerApplications: async (request) =>
      managerApplications(deps, request.query.page ?? 1, request.query.q),
    deliveries: async (request) =>
      listDeliveries(deps, {
        page: request.query.page ?? 1,
        propertyId: request.query.property_id,
        status: request.query.status,
        q: request.query.q,
      }),
    mailbox: async (request) => listMailbox(deps, request.query.page ?? 1, request.query.q),
    mail: async (request) => readMail(deps, request.params.id),
  });
}
