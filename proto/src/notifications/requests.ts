/**
 * What callers send the notifications service: the public forms' bodies (defined with the other
 * submissions in schemas/submissions.ts, re-exported here) and the queries, params and bodies of its
 * other operations.
 */
import { Type, type Static } from 'typebox';
import { PropertyNotification } from '../schemas/entities.ts';
import { JokeApproval, PageQuery } from '../schemas/submissions.ts';
import { Locale, Uuid } from '../validation/types.ts';

export {
  Contact,
  EmailNotificationPost,
  JokeApproval,
  JokeSubmit,
  LogPost,
  ManagerApplication,
} from '../schemas/submissions.ts';

/** `GET /joke?page=&locale=`: a page of approved jokes, optionally in one language. */
export const PublicJokesQuery = Type.Object({ ...PageQuery.properties, locale: Type.Optional(Locale()) });
export type PublicJokesQuery = Static<typeof PublicJokesQuery>;

/** `GET /admin/joke?page=&approved=`: every joke, or only approved (true) or pending (false) ones. */
export const AdminJokesQuery = Type.Object({
  ...PageQuery.properties,
  approved: Type.Optional(Type.Boolean()),
});
export type AdminJokesQuery = Static<typeof AdminJokesQuery>;

export const JokeParams = Type.Object({ joke_id: Uuid() });
export type JokeParams = Static<typeof JokeParams>;

/** `PATCH /admin/joke/:joke_id`: approve, or withdraw the approval. */
export const JokeApprovalBody = Type.Pick(JokeApproval, ['approved']);
export type JokeApprovalBody = Static<typeof JokeApprovalBody>;

/** `GET /admin/email_notification?page=&property_id=`: the delivery log, optionally of one property. */
export const DeliveriesQuery = Type.Object({ ...PageQuery.properties, property_id: Type.Optional(Uuid()) });
export type DeliveriesQuery = Static<typeof DeliveriesQuery>;

/** One message of the embedded mail outbox, by the name the outbox mailer gave its file. */
export const MailParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type MailParams = Static<typeof MailParams>;

/** The token of an unsubscribe link (`GET ?token=` and `POST { token }`). */
export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;
export const UnsubscribeBody = UnsubscribeQuery;
export type UnsubscribeBody = UnsubscribeQuery;

/** `GET /property_notification?page=&property_id=`: one property's, or every readable property's. */
export const PropertyNotificationsQuery = Type.Object({
  ...PageQuery.properties,
  property_id: Type.Optional(Uuid()),
});
export type PropertyNotificationsQuery = Static<typeof PropertyNotificationsQuery>;

export const UnreadQuery = Type.Object({ property_id: Type.Optional(Uuid()) });
export type UnreadQuery = Static<typeof UnreadQuery>;

/** `POST /property_notification`: a notice in both languages on one property. */
export const PropertyNotificationPost = Type.Pick(PropertyNotification, [
  'property_id',
  'en_markdown',
  'es_markdown',
]);
export type PropertyNotificationPost = Static<typeof PropertyNotificationPost>;

export const NotificationParams = Type.Object({ id: Uuid() });
export type NotificationParams = Static<typeof NotificationParams>;
