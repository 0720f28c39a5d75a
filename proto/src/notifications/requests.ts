/**
 * What callers send the notifications service: the §7 public forms (manager application, joke,
 * contact), an email notification and a client error log, then the queries, params and bodies of
 * its other operations.
 */
import { Type, type Static } from 'typebox';

import {
  CONTACT_TEXT_MAX,
  CONTACT_TEXT_MIN,
  JOKE_TEXT_MAX,
  JOKE_TEXT_MIN,
  MANAGER_NAME_MAX,
  MANAGER_NAME_MIN,
} from '../constants.ts';
import { EMAIL_NOTIFICATION_TYPES } from '../enums.ts';
import { PageQuery, SearchText } from '../shared/requests.ts';
import {
  AirbnbProfileUrl,
  Email,
  Literals,
  Locale,
  Nullable,
  OptionalPhone,
  Str,
  Text,
  Uuid,
} from '../validation/types.ts';
import { EmailStatus, PropertyNotification } from './entities.ts';

// ─── Public forms ───────────────────────────────────────────────────────────────────────────────

/**
 * Anti-spam field of the public forms: the SPA hides it from people, so only a bot fills it in. A
 * filled honeypot gets the usual success answer and nothing is stored or sent.
 */
const Honeypot = () => Type.Optional(Type.String({ maxLength: 2048, description: 'honeypot: leave empty' }));

export const ManagerApplication = Type.Object({
  airbnb_profile_url: AirbnbProfileUrl(),
  locale: Locale(),
  message: Str({ max: CONTACT_TEXT_MAX }),
  name: Str({ min: MANAGER_NAME_MIN, max: MANAGER_NAME_MAX }),
  email: Type.Optional(Email()),
  phone_number: Type.Optional(OptionalPhone()),
  /** Set when the application is sent from a property's public page. */
  property_id: Type.Optional(Nullable(Uuid())),
  website: Honeypot(),
});
export type ManagerApplication = Static<typeof ManagerApplication>;

export const JokeSubmit = Type.Object({
  text: Str({ min: JOKE_TEXT_MIN, max: JOKE_TEXT_MAX }),
  locale: Locale(),
  website: Honeypot(),
});
export type JokeSubmit = Static<typeof JokeSubmit>;

export const JokeApproval = Type.Object({ joke_id: Uuid(), approved: Type.Boolean() });
export type JokeApproval = Static<typeof JokeApproval>;

export const Contact = Type.Object({
  name: Str(),
  email: Email(),
  phone_number: Type.Optional(OptionalPhone()),
  text: Str({ min: CONTACT_TEXT_MIN, max: CONTACT_TEXT_MAX }),
  locale: Locale(),
  website: Honeypot(),
});
export type Contact = Static<typeof Contact>;

// ─── Notifications and logs ─────────────────────────────────────────────────────────────────────

export const EmailNotificationPost = Type.Object({
  property_id: Uuid(),
  type: Literals(EMAIL_NOTIFICATION_TYPES),
  locale: Locale(),
});
export type EmailNotificationPost = Static<typeof EmailNotificationPost>;

/** POST /api/v1/log: a client error reported by the SPA. */
export const LogPost = Type.Object({
  descriptiveSource: Str({ max: 500 }),
  message: Text(10_000),
  name: Str({ max: 200 }),
  stack: Type.Optional(Nullable(Text(50_000))),
});
export type LogPost = Static<typeof LogPost>;

// ─── Queries, params and staff actions ──────────────────────────────────────────────────────────

/** `GET /joke?page=&locale=`: a page of approved jokes, optionally in one language. */
export const PublicJokesQuery = Type.Object({ ...PageQuery.properties, locale: Type.Optional(Locale()) });
export type PublicJokesQuery = Static<typeof PublicJokesQuery>;

/** `GET /admin/joke?page=&approved=&q=`: every joke, or only approved (true) or pending (false) ones; `q`: words of its text. */
export const AdminJokesQuery = Type.Object({
  ...PageQuery.properties,
  approved: Type.Optional(Type.Boolean()),
  q: SearchText(),
});
export type AdminJokesQuery = Static<typeof AdminJokesQuery>;

export const JokeParams = Type.Object({ joke_id: Uuid() });
export type JokeParams = Static<typeof JokeParams>;

/** `PATCH /admin/joke/:joke_id`: approve, or withdraw the approval. */
export const JokeApprovalBody = Type.Pick(JokeApproval, ['approved']);
export type JokeApprovalBody = Static<typeof JokeApprovalBody>;

/** `GET /admin/email_notification?page=&property_id=`: the delivery log, optionally of one property. */
export const DeliveriesQuery = Type.Object({
  ...PageQuery.properties,
  property_id: Type.Optional(Uuid()),
  /** Only the emails in this state (the staff home counts the FAILED ones). */
  status: Type.Optional(EmailStatus()),
  /** Words of the recipient, the template or the last error, whatever their case and accents. */
  q: SearchText(),
});
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
  /** Words of the notice (either language) or of its property's name, whatever their case and accents. */
  q: SearchText(),
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

/** `GET /admin/contact?page=&answered=`: every message, or only the answered / unanswered ones. */
export const ContactsQuery = Type.Object({
  ...PageQuery.properties,
  answered: Type.Optional(Type.Boolean()),
  /** Words of the sender's name, email or phone, or of the message. */
  q: SearchText(),
});
export type ContactsQuery = Static<typeof ContactsQuery>;

export const ContactParams = Type.Object({ id: Uuid() });
export type ContactParams = Static<typeof ContactParams>;

/** `PATCH /admin/contact/:id`: staff mark a message answered (or take the mark back). */
export const ContactAnsweredBody = Type.Object({ answered: Type.Boolean() });
export type ContactAnsweredBody = Static<typeof ContactAnsweredBody>;
