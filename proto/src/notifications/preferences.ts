/**
 * Issue 19: which notices reach a person, by which channel, and the WhatsApp templates they go out
 * as. One source for the service (the dispatcher consults it), the SPA (the preferences screen) and
 * the tests. Notices outside every category (password recovery, account and invitation emails,
 * receipts) are not optional and are never filtered.
 */
import { Type, type Static } from 'typebox';
import { defineRoute } from '../shared/route.ts';
import { PageQuery } from '../shared/requests.ts';
import { Paginated } from '../schemas/submissions.ts';
import { Literals, Nullable } from '../validation/types.ts';

/** The groups a person chooses channels for. */
export const NOTIFICATION_CATEGORIES = [
  'CHORES',
  'DAY_PLANS',
  'RESERVATIONS',
  'PUBLICATION',
  'STATEMENTS',
  'DOCUMENTS_EXPIRING',
  'TOURS_LEADS',
  'SAVED_SEARCH_ALERTS',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp', 'in_app'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The channels that deliver something for each category: email where an optional email of the
 * category exists (notifications' EMAIL_CATEGORY), WhatsApp where a template of it exists
 * (WHATSAPP_TEMPLATES below), in-app where Casona writes a notice of it (only expiring documents'
 * warnings, on the property's notices). The one map the service reads (turning on any other channel
 * is a 400) and the page reads (it draws a switch only for these). Tours and leads reach the team and
 * the visitor, never the owner, so that category has none yet.
 */
export const CATEGORY_CHANNELS = {
  CHORES: ['email', 'whatsapp'],
  DAY_PLANS: ['email', 'whatsapp'],
  RESERVATIONS: ['whatsapp'],
  PUBLICATION: ['email', 'whatsapp'],
  STATEMENTS: ['email', 'whatsapp'],
  DOCUMENTS_EXPIRING: ['email', 'whatsapp', 'in_app'],
  TOURS_LEADS: [],
  SAVED_SEARCH_ALERTS: ['email', 'whatsapp'],
} as const satisfies Record<NotificationCategory, readonly NotificationChannel[]>;

/** Whether `channel` carries any notice of `category` (CATEGORY_CHANNELS). */
export const channelDelivers = (category: NotificationCategory, channel: NotificationChannel): boolean =>
  (CATEGORY_CHANNELS[category] as readonly NotificationChannel[]).includes(channel);

/** Before a person chooses: email and in-app on, WhatsApp off (it is opt-in). */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationChannel, boolean>> = {
  email: true,
  whatsapp: false,
  in_app: true,
};

/** A channel that carries nothing for the category (not in CATEGORY_CHANNELS) is always false. */
export const NotificationPreference = Type.Object({
  category: Literals(NOTIFICATION_CATEGORIES),
  email: Type.Boolean(),
  whatsapp: Type.Boolean(),
  in_app: Type.Boolean(),
});
export type NotificationPreference = Static<typeof NotificationPreference>;

export const NotificationPreferences = Type.Object({
  /** One row per category, in NOTIFICATION_CATEGORIES order. */
  preferences: Type.Array(NotificationPreference),
  /** The phone identity keeps for the person (10 digits), where WhatsApp messages go; null: none. */
  phone_number: Nullable(Type.String()),
  /** Whether this deployment sends WhatsApp messages at all (WHATSAPP_* configured). */
  whatsapp_available: Type.Boolean(),
});
export type NotificationPreferences = Static<typeof NotificationPreferences>;

export const NotificationPreferencesPut = Type.Object(
  {
    preferences: Type.Array(NotificationPreference, {
      minItems: 1,
      maxItems: NOTIFICATION_CATEGORIES.length,
    }),
  },
  { additionalProperties: false },
);
export type NotificationPreferencesPut = Static<typeof NotificationPreferencesPut>;

export const notificationPreferenceRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/notification_preference',
    tags: ['notification_preference'],
    auth: 'signedIn',
    summary: "The caller's channels per notice category (defaults until they choose)",
    response: { 200: NotificationPreferences },
    errors: [401],
  }),
  put: defineRoute({
    method: 'PUT',
    path: '/notification_preference',
    tags: ['notification_preference'],
    auth: 'signedIn',
    summary:
      "Set the caller's channels for the categories given (the others keep theirs); a channel that carries nothing for its category (CATEGORY_CHANNELS) cannot be turned on",
    body: NotificationPreferencesPut,
    response: { 200: NotificationPreferences },
    errors: [400, 401],
  }),
} as const;

// ─── WhatsApp (Meta Cloud API template messages) ────────────────────────────────────────────────

/**
 * The approved template each notice goes out as, with its body parameters in order ({{1}}, {{2}}…).
 * Only template messages are sent: outside a 24-hour conversation the Cloud API accepts nothing
 * else, and Casona never answers free text. Names must match the templates approved in Meta's
 * WhatsApp Manager, in both languages below.
 */
export const WHATSAPP_TEMPLATES = {
  chore_assigned: {
    name: 'casona_chore_assigned',
    category: 'CHORES',
    parameters: ['choreName', 'propertyName', 'dueDate'],
  },
  chore_rescheduled: {
    name: 'casona_chore_moved',
    category: 'CHORES',
    parameters: ['choreName', 'propertyName', 'previousDueDate', 'dueDate'],
  },
  property_published: {
    name: 'casona_property_published',
    category: 'PUBLICATION',
    parameters: ['propertyName'],
  },
  property_sold: { name: 'casona_property_sold', category: 'PUBLICATION', parameters: ['propertyName'] },
  reservation_added: {
    name: 'casona_reservation_added',
    category: 'RESERVATIONS',
    parameters: ['propertyName', 'checkIn', 'checkOut', 'nights'],
  },
  owner_statement: {
    name: 'casona_owner_statement',
    category: 'STATEMENTS',
    parameters: ['propertyName', 'month', 'payout'],
  },
  saved_search_match: {
    name: 'casona_saved_search_match',
    category: 'SAVED_SEARCH_ALERTS',
    parameters: ['searchName', 'propertyName', 'priceLine', 'url'],
  },
  day_plan_tomorrow: {
    name: 'casona_day_plan',
    category: 'DAY_PLANS',
    parameters: ['date', 'stopsLine', 'endTime'],
  },
  /** Owners: a document of the property expires (3 months, 1 month, the day), beside its email. */
  file_expiring: {
    name: 'casona_file_expiring',
    category: 'DOCUMENTS_EXPIRING',
    parameters: ['propertyName', 'document', 'validTo'],
  },
} as const satisfies Record<
  string,
  { name: string; category: NotificationCategory; parameters: readonly string[] }
>;
export type WhatsappTemplateKey = keyof typeof WHATSAPP_TEMPLATES;

/** The Cloud API language code of each platform locale. */
export const WHATSAPP_LANGUAGES = { ES: 'es_MX', EN: 'en_US' } as const;

export const WHATSAPP_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED'] as const;
export type WhatsappStatus = (typeof WHATSAPP_STATUSES)[number];

/** One row of the WhatsApp delivery log, for staff. */
export const WhatsappDeliveryView = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    property_id: Nullable(Type.String({ format: 'uuid' })),
    template: Literals(Object.keys(WHATSAPP_TEMPLATES) as WhatsappTemplateKey[]),
    recipient: Type.String(),
    locale: Type.String(),
    status: Literals(WHATSAPP_STATUSES),
    attempts: Type.Integer({ minimum: 0 }),
    provider_id: Nullable(Type.String()),
    last_error: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    sent_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { title: 'WhatsappDelivery' },
);
export type WhatsappDeliveryView = Static<typeof WhatsappDeliveryView>;
export const WhatsappDeliveryPage = Paginated(WhatsappDeliveryView);
export type WhatsappDeliveryPage = Static<typeof WhatsappDeliveryPage>;

/** A page of the WhatsApp log, optionally only the messages in one state (the staff home counts the FAILED ones). */
export const WhatsappDeliveriesQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Literals(WHATSAPP_STATUSES)),
});
export type WhatsappDeliveriesQuery = Static<typeof WhatsappDeliveriesQuery>;

export const whatsappAdminRoutes = {
  deliveries: defineRoute({
    method: 'GET',
    path: '/admin/whatsapp_message',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'The WhatsApp delivery log (every message, its status, tries and last error), newest first; ?status= keeps one state',
    query: WhatsappDeliveriesQuery,
    response: { 200: WhatsappDeliveryPage },
    errors: [400, 401, 403],
  }),
} as const;
