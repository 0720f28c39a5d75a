/** What the notifications service answers: its views of what it keeps, and their pages. */
import { Type, type Static } from 'typebox';
import { EMAIL_NOTIFICATION_TYPES, LOCALES } from '../enums.ts';
import { Joke, PropertyNotification } from '../schemas/entities.ts';
import { Paginated } from '../schemas/submissions.ts';
import { Literals } from '../validation/index.ts';
import { EmailStatus } from './entities.ts';

const DateTime = () => Type.String({ format: 'date-time' });
const NullableString = () => Type.Union([Type.String(), Type.Null()]);
const NullableUuid = () => Type.Union([Type.String({ format: 'uuid' }), Type.Null()]);

/** A 202 of a request the service acts on later: the id of what it queued. */
export const Accepted = Type.Object({ id: Type.String({ format: 'uuid' }) }, { title: 'Accepted' });
export type Accepted = Static<typeof Accepted>;

// ─── Jokes ──────────────────────────────────────────────────────────────────────────────────────

/** A joke as the joke box and the staff list show it. */
export const JokeView = Type.Object({ ...Joke.properties, created_at: DateTime() }, { title: 'JokeView' });
export type JokeView = Static<typeof JokeView>;
export const JokePage = Paginated(JokeView);
export type JokePage = Static<typeof JokePage>;

// ─── Visitor inbox ──────────────────────────────────────────────────────────────────────────────

export const ContactView = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    phone_number: NullableString(),
    text: Type.String(),
    locale: Literals(LOCALES),
    created_at: DateTime(),
    /** When staff marked it answered; null while it waits for an answer. */
    answered_at: Type.Union([DateTime(), Type.Null()]),
  },
  { title: 'ContactMessage' },
);
export type ContactView = Static<typeof ContactView>;
export const ContactPage = Paginated(ContactView);
export type ContactPage = Static<typeof ContactPage>;

export const ManagerApplicationView = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: NullableString(),
    phone_number: NullableString(),
    airbnb_profile_url: Type.String(),
    message: Type.String(),
    locale: Literals(LOCALES),
    property_id: NullableUuid(),
    created_at: DateTime(),
  },
  { title: 'ManagerApplicationView' },
);
export type ManagerApplicationView = Static<typeof ManagerApplicationView>;
export const ManagerApplicationPage = Paginated(ManagerApplicationView);
export type ManagerApplicationPage = Static<typeof ManagerApplicationPage>;

// ─── Email ──────────────────────────────────────────────────────────────────────────────────────

/** One row of the delivery log. */
export const DeliveryView = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    property_id: NullableUuid(),
    type: Type.Union([Literals(EMAIL_NOTIFICATION_TYPES), Type.Null()]),
    template: Type.String(),
    recipient: Type.String(),
    status: EmailStatus(),
    attempts: Type.Integer({ minimum: 0 }),
    provider_id: NullableString(),
    last_error: NullableString(),
    created_at: DateTime(),
    sent_at: Type.Union([DateTime(), Type.Null()]),
  },
  { title: 'EmailDelivery' },
);
export type DeliveryView = Static<typeof DeliveryView>;
export const DeliveryPage = Paginated(DeliveryView);
export type DeliveryPage = Static<typeof DeliveryPage>;

/** Who a message of the embedded mail outbox went to, from whom, about what and when. */
const MailHeading = {
  id: Type.String(),
  to: Type.Array(Type.String()),
  from: Type.String(),
  subject: Type.String(),
  date: DateTime(),
};

/** A message of the embedded mail outbox, as the list shows it. */
export const MailSummary = Type.Object(
  { ...MailHeading, template: Type.Optional(Type.String()), locale: Type.Optional(Type.String()) },
  { title: 'MailSummary' },
);
export type MailSummary = Static<typeof MailSummary>;
export const MailPage = Paginated(MailSummary);
export type MailPage = Static<typeof MailPage>;

/** One message of the embedded mail outbox, whole. */
export const MailView = Type.Object(
  {
    ...MailHeading,
    html: Type.String(),
    text: Type.String(),
    headers: Type.Record(Type.String(), Type.String()),
  },
  { title: 'MailMessage' },
);
export type MailView = Static<typeof MailView>;

export const UnsubscribeState = Type.Object(
  { email: Type.String(), unsubscribed: Type.Boolean() },
  { title: 'UnsubscribeState' },
);
export type UnsubscribeState = Static<typeof UnsubscribeState>;
export const UnsubscribeDone = Type.Object(
  { email: Type.String(), unsubscribed: Type.Boolean(), message: Type.String() },
  { title: 'UnsubscribeDone' },
);
export type UnsubscribeDone = Static<typeof UnsubscribeDone>;

// ─── Property notifications ─────────────────────────────────────────────────────────────────────

/** A notice with the property's name and whether the caller has read it. */
export const PropertyNotificationView = Type.Object(
  { ...PropertyNotification.properties, property_name: NullableString(), read: Type.Boolean() },
  { title: 'PropertyNotificationView' },
);
export type PropertyNotificationView = Static<typeof PropertyNotificationView>;
export const PropertyNotificationPage = Paginated(PropertyNotificationView);
export type PropertyNotificationPage = Static<typeof PropertyNotificationPage>;

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) }, { title: 'UnreadCount' });
export type UnreadCount = Static<typeof UnreadCount>;
