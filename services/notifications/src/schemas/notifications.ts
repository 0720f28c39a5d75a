/** Request and response shapes of the notifications API (bodies come from proto's submissions). */
import { Type } from 'typebox';
import {
  EMAIL_NOTIFICATION_TYPES,
  Joke,
  JokeApproval,
  LOCALES,
  Literals,
  LocaleSchema,
  PropertyNotification,
  Uuid,
} from '@casona/proto';
import { DateTime, NullableString, Page, Paginated } from './common.ts';

const NullableUuid = () => Type.Union([Type.String({ format: 'uuid' }), Type.Null()]);

// ─── Jokes ──────────────────────────────────────────────────────────────────────────────────────

export const JokeView = Type.Object({ ...Joke.properties, created_at: DateTime() }, { title: 'JokeView' });
export const JokePage = Paginated(JokeView);
export const PublicJokesQuery = Type.Object({ page: Page, locale: Type.Optional(LocaleSchema()) });
export const AdminJokesQuery = Type.Object({ page: Page, approved: Type.Optional(Type.Boolean()) });
export const JokeParams = Type.Object({ joke_id: Uuid() });
export const JokeApprovalBody = Type.Pick(JokeApproval, ['approved']);

// ─── Visitor inbox ──────────────────────────────────────────────────────────────────────────────

export const PageOnly = Type.Object({ page: Page });

export const ContactView = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    phone_number: NullableString(),
    text: Type.String(),
    locale: Literals(LOCALES),
    created_at: DateTime(),
  },
  { title: 'ContactMessage' },
);
export const ContactPage = Paginated(ContactView);

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
export const ManagerApplicationPage = Paginated(ManagerApplicationView);

// ─── Email ──────────────────────────────────────────────────────────────────────────────────────

export const DeliveryView = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    property_id: NullableUuid(),
    type: Type.Union([Literals(EMAIL_NOTIFICATION_TYPES), Type.Null()]),
    template: Type.String(),
    recipient: Type.String(),
    status: Literals(['QUEUED', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED']),
    attempts: Type.Integer({ minimum: 0 }),
    provider_id: NullableString(),
    last_error: NullableString(),
    created_at: DateTime(),
    sent_at: Type.Union([DateTime(), Type.Null()]),
  },
  { title: 'EmailDelivery' },
);
export const DeliveryPage = Paginated(DeliveryView);
export const DeliveriesQuery = Type.Object({ page: Page, property_id: Type.Optional(Uuid()) });

export const MailSummary = Type.Object(
  {
    id: Type.String(),
    to: Type.Array(Type.String()),
    from: Type.String(),
    subject: Type.String(),
    date: DateTime(),
    template: Type.Optional(Type.String()),
    locale: Type.Optional(Type.String()),
  },
  { title: 'MailSummary' },
);
export const MailPage = Paginated(MailSummary);
export const MailView = Type.Object(
  {
    id: Type.String(),
    to: Type.Array(Type.String()),
    from: Type.String(),
    subject: Type.String(),
    date: DateTime(),
    html: Type.String(),
    text: Type.String(),
    headers: Type.Record(Type.String(), Type.String()),
  },
  { title: 'MailMessage' },
);
export const MailParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export const UnsubscribeBody = UnsubscribeQuery;
export const UnsubscribeState = Type.Object(
  { email: Type.String(), unsubscribed: Type.Boolean() },
  { title: 'UnsubscribeState' },
);
export const UnsubscribeDone = Type.Object(
  { email: Type.String(), unsubscribed: Type.Boolean(), message: Type.String() },
  { title: 'UnsubscribeDone' },
);

// ─── Property notifications ─────────────────────────────────────────────────────────────────────

export const PropertyNotificationView = Type.Object(
  {
    ...PropertyNotification.properties,
    property_name: NullableString(),
    read: Type.Boolean(),
  },
  { title: 'PropertyNotificationView' },
);
export const PropertyNotificationPage = Paginated(PropertyNotificationView);
export const PropertyNotificationsQuery = Type.Object({ page: Page, property_id: Type.Optional(Uuid()) });
export const UnreadQuery = Type.Object({ property_id: Type.Optional(Uuid()) });
export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) }, { title: 'UnreadCount' });
export const PropertyNotificationPost = Type.Pick(PropertyNotification, [
  'property_id',
  'en_markdown',
  'es_markdown',
]);
export const NotificationParams = Type.Object({ id: Uuid() });
