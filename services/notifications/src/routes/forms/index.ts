import { Contact, Created, JokeSubmit, LogPost, ManagerApplication, NoContent, errors } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { translateKey } from '@casona/kit/app/app';
import type { Deps } from '../../app/deps.ts';
import { submitContact, submitJoke, submitManagerApplication } from '../../app/forms.ts';
import { approvedJokes } from '../../app/jokes.ts';
import { storeClientLog } from '../../app/logs.ts';
import { JokePage, PublicJokesQuery } from '../../schemas/notifications.ts';
import { clientIp, userAgent } from '../meta.ts';

/**
 * The public site's forms. The gateway holds them to a stricter rate limit per address than the
 * rest of the API; a filled honeypot (`website`) is answered like a person and stores nothing.
 */
export async function formRoutes(app: App, deps: Deps): Promise<void> {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Contact form: stored for staff, emailed to the team, a copy to the sender',
        body: Contact,
        response: { 201: Created, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const id = await submitContact(deps, request.body, { clientIp: clientIp(request) });
      return reply.status(201).send({ id, message: translateKey('contact.success', request.locale) });
    },
  );

  app.post(
    '/joke',
    {
      schema: {
        tags: ['joke'],
        summary: 'Joke box: stored unapproved until an administrator approves it',
        body: JokeSubmit,
        response: { 201: Created, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const id = await submitJoke(deps, request.body, { clientIp: clientIp(request) });
      return reply.status(201).send({ id, message: translateKey('joke.success', request.locale) });
    },
  );

  app.get(
    '/joke',
    {
      schema: {
        tags: ['joke'],
        summary: 'Approved jokes, newest first (20 a page), optionally in one language',
        querystring: PublicJokesQuery,
        response: { 200: JokePage, ...errors(400) },
      },
    },
    async (request) => approvedJokes(deps, { page: request.query.page ?? 1, locale: request.query.locale }),
  );

  app.post(
    '/email/wanna_be_manager',
    {
      schema: {
        tags: ['manager_application'],
        summary: 'Apply to manage properties: stored for staff, emailed to the team, a copy to the applicant',
        body: ManagerApplication,
        response: { 201: Created, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const id = await submitManagerApplication(deps, request.body, { clientIp: clientIp(request) });
      return reply.status(201).send({ id, message: translateKey('manageRequest.success', request.locale) });
    },
  );

  app.post(
    '/log',
    {
      schema: {
        tags: ['log'],
        summary: 'A client error reported by the SPA (stored; rate limited per address at the gateway)',
        body: LogPost,
        response: { 202: NoContent, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await storeClientLog(deps, request.body, {
        profileId: request.auth.profileId,
        clientIp: clientIp(request),
        userAgent: userAgent(request),
      });
      return reply.status(202).send(null);
    },
  );
}
