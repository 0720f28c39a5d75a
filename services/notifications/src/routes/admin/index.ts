import { NoContent, errors } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { requireProfile, requireStaff } from '@casona/kit/auth/context';
import type { Deps } from '../../app/deps.ts';
import { listDeliveries } from '../../app/emails.ts';
import { contactMessages, managerApplications } from '../../app/inbox.ts';
import { allJokes, deleteJoke, setJokeApproval } from '../../app/jokes.ts';
import { listMailbox, readMail } from '../../app/mailbox.ts';
import {
  AdminJokesQuery,
  ContactPage,
  DeliveriesQuery,
  DeliveryPage,
  JokeApprovalBody,
  JokeParams,
  JokePage,
  JokeView,
  MailPage,
  MailParams,
  MailView,
  ManagerApplicationPage,
  PageOnly,
} from '../../schemas/notifications.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * Staff screens. The gateway lets only administrators through /api/v1/admin/*; the staff check
 * here holds when the service is reached some other way.
 */
export async function adminRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/admin/joke',
    {
      schema: {
        tags,
        security,
        summary: 'Every joke, or only approved=true|false ones, newest first',
        querystring: AdminJokesQuery,
        response: { 200: JokePage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return allJokes(deps, { page: request.query.page ?? 1, approved: request.query.approved });
    },
  );

  app.patch(
    '/admin/joke/:joke_id',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a joke (it shows on the landing) or withdraw the approval',
        params: JokeParams,
        body: JokeApprovalBody,
        response: { 200: JokeView, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return setJokeApproval(
        deps,
        requireProfile(request.auth),
        request.params.joke_id,
        request.body.approved,
      );
    },
  );

  app.delete(
    '/admin/joke/:joke_id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a joke',
        params: JokeParams,
        response: { 204: NoContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireStaff(request.auth);
      await deleteJoke(deps, request.params.joke_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/contact',
    {
      schema: {
        tags,
        security,
        summary: 'Contact messages, newest first',
        querystring: PageOnly,
        response: { 200: ContactPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return contactMessages(deps, request.query.page ?? 1);
    },
  );

  app.get(
    '/admin/manager_application',
    {
      schema: {
        tags,
        security,
        summary: 'Applications to manage properties, newest first',
        querystring: PageOnly,
        response: { 200: ManagerApplicationPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return managerApplications(deps, request.query.page ?? 1);
    },
  );

  app.get(
    '/admin/email_notification',
    {
      schema: {
        tags,
        security,
        summary: 'The email delivery log (every email, its status, tries and last error), newest first',
        querystring: DeliveriesQuery,
        response: { 200: DeliveryPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return listDeliveries(deps, { page: request.query.page ?? 1, propertyId: request.query.property_id });
    },
  );

  app.get(
    '/admin/mail',
    {
      schema: {
        tags,
        security,
        summary: 'Embedded mode: the messages written to the local mail outbox, newest first (404 with SMTP)',
        querystring: PageOnly,
        response: { 200: MailPage, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return listMailbox(deps, request.query.page ?? 1);
    },
  );

  app.get(
    '/admin/mail/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Embedded mode: one message of the local mail outbox, with its HTML, text and headers',
        params: MailParams,
        response: { 200: MailView, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return readMail(deps, request.params.id);
    },
  );
}
