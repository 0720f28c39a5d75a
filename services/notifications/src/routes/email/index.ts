import { EmailNotificationPost, errors } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { translateKey } from '@casona/kit/app/app';
import type { Deps } from '../../app/deps.ts';
import { requestEmailNotification } from '../../app/email-notifications.ts';
import { unsubscribe, unsubscribeState } from '../../app/unsubscribe.ts';
import { Accepted } from '../../schemas/common.ts';
import {
  UnsubscribeBody,
  UnsubscribeDone,
  UnsubscribeQuery,
  UnsubscribeState,
} from '../../schemas/notifications.ts';

export async function emailRoutes(app: App, deps: Deps): Promise<void> {
  app.post(
    '/email_notification',
    {
      schema: {
        tags: ['email_notification'],
        security: [{ bearer: [] }],
        summary:
          'Email about a file just uploaded (CONTRACT_UPLOADED or MISCELLANEOUS_FILE_SUBMITTED): the team reviews it, owners get a receipt',
        body: EmailNotificationPost,
        response: { 202: Accepted, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await requestEmailNotification(deps, request.auth, request.body);
      return reply.status(202).send({ id });
    },
  );

  app.get(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['email'],
        summary: 'Who an unsubscribe link belongs to, and whether they already opted out',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeState, ...errors(400, 404) },
      },
    },
    async (request) => unsubscribeState(deps, request.query.token),
  );

  app.post(
    '/email/unsubscribe',
    {
      schema: {
        tags: ['email'],
        summary: 'Opt the address of an unsubscribe link out of non-transactional email',
        body: UnsubscribeBody,
        response: { 200: UnsubscribeDone, ...errors(400, 404) },
      },
    },
    async (request) => {
      const state = await unsubscribe(deps, request.body.token);
      return { ...state, message: translateKey('unsubscribe.done', request.locale, { email: state.email }) };
    },
  );
}
