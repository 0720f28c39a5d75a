/**
 * The notifications service's public forms (contact, joke box, manager applications, client logs),
 * declared once for the service (kit's `routes()`) and the SPA (`api()`). The gateway holds these
 * paths to a stricter rate limit per address, hence the documented 429s.
 */
import { Contact, JokeSubmit, LogPost, ManagerApplication } from '../schemas/submissions.ts';
import { Created, NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { JokePage, PublicJokesQuery } from './responses.ts';

export const notificationForms = {
  contact: defineRoute({
    method: 'POST',
    path: '/contact',
    tags: ['contact'],
    summary: 'Contact form: stored for staff, emailed to the team, a copy to the sender',
    body: Contact,
    response: { 201: Created },
    errors: [400, 429],
  }),
  submitJoke: defineRoute({
    method: 'POST',
    path: '/joke',
    tags: ['joke'],
    summary: 'Joke box: stored unapproved until an administrator approves it',
    body: JokeSubmit,
    response: { 201: Created },
    errors: [400, 429],
  }),
  jokes: defineRoute({
    method: 'GET',
    path: '/joke',
    tags: ['joke'],
    summary: 'Approved jokes, newest first (20 a page), optionally in one language',
    query: PublicJokesQuery,
    response: { 200: JokePage },
    errors: [400],
  }),
  managerApplication: defineRoute({
    method: 'POST',
    path: '/email/wanna_be_manager',
    tags: ['manager_application'],
    summary: 'Apply to manage properties: stored for staff, emailed to the team, a copy to the applicant',
    body: ManagerApplication,
    response: { 201: Created },
    errors: [400, 429],
  }),
  log: defineRoute({
    method: 'POST',
    path: '/log',
    tags: ['log'],
    summary: 'A client error reported by the SPA (stored; rate limited per address at the gateway)',
    body: LogPost,
    response: { 202: NoContent },
    errors: [400, 429],
  }),
} as const;
