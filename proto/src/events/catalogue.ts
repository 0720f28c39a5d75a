/**
 * The event catalogue: every event a Casona service publishes, with its version, Kafka topic,
 * key and payload schema. Producers build events with `makeEvent`. Consumers name the event they
 * handle (the kit's `consumer.on('listings.property.created', (event, tx) => …)`), which finds its
 * topic here and checks each one with `decodeEvent`, so `event.payload` has the schema's type.
 *
 * Conventions
 * - type `<service>.<aggregate>.<event>`; topic `casona.<service>.<aggregate>`, one per aggregate.
 * - key: the aggregate id, except property-scoped events, keyed by property id so every event of
 *   a property lands in one partition, in order. `key` names the payload field that holds it.
 * - Payloads carry ids and the few fields a consumer needs to act without calling back; they are
 *   not row snapshots. Adding an optional field keeps `v`; removing, renaming or retyping a field
 *   is a new version. Consumers ignore fields they do not know, so payloads allow extra properties.
 * - Profile locales are the stored 'EN' | 'ES' of spec §5.
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  APPRAISAL_FEEDBACK,
  BUDGETS,
  BUYER_PROFILES,
  CHORE_TYPES,
  CREDIT_OPTIONS,
  CURRENCIES,
  DATA_SOURCES,
  CONTRACT_RENEWAL_DECISIONS,
  CREDIT_PROGRAMS,
  EMAIL_NOTIFICATION_TYPES,
  EXPIRY_WARNINGS,
  ITEM_TYPES,
  FILE_TYPES,
  LEAD_STATUSES,
  LOCALES,
  PAYMENT_CHECKOUT_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REGISTRATION_SOURCES,
  ROLE_LABELS,
  STAFF_ROLES,
  TIME_TO_BUY,
  TIME_ZONES,
  TOUR_SELF_DESCRIPTIONS,
} from '../enums.ts';
import {
  BASE_HOURS_TO_CLEAN_MAX,
  BASE_HOURS_TO_CLEAN_MIN,
  CURRENT_HOURS_TO_CLEAN_MAX,
  CURRENT_HOURS_TO_CLEAN_MIN,
  ITEM_PRICE_MAX,
  PHONE_DIGITS,
  PRICE_MAX,
  PRICE_MIN,
  SCORE_MAX,
  SCORE_MIN,
  TOTAL_EARNED_MAX,
  TOTAL_EARNED_MIN,
} from '../constants.ts';
import { STATE_NAMES } from '../geo/states.ts';
import { CHORE_CANCEL_REASONS, CHORE_KINDS } from '../maintenance/chores.ts';
import { PAYMENT_METHODS } from '../finance/payments.ts';
import { StatementPdfs } from '../finance/statement-file.ts';
import { EventEnvelope } from './envelope.ts';
import { AUDIT_ACTIONS } from '../audit/actions.ts';
import { SERVICE_NAMES } from '../routing.ts';

// ─── Field schemas shared by payloads ──────────────────────────────────────────────────────────

const Id = Type.String({ format: 'uuid' });
const Email = Type.String({ format: 'email' });
const Url = Type.String({ format: 'uri' });
const DateTime = Type.String({ format: 'date-time' });
const IsoDate = Type.String({ format: 'date' });
const Text = Type.String({ minLength: 1 });
const Phone = Type.String({ pattern: `^\\d{${PHONE_DIGITS}}$` });
const Locale = Type.Enum(LOCALES);
const RoleLabel = Type.Enum(ROLE_LABELS);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// ─── Definitions ───────────────────────────────────────────────────────────────────────────────

/** `identity.profile.created` → `casona.identity.profile`. */
export type TopicOf<T extends string> = T extends `${infer Service}.${infer Aggregate}.${string}`
  ? `casona.${Service}.${Aggregate}`
  : never;

export type EventDefinition<
  T extends string = string,
  V extends number = number,
  S extends TObject = TObject,
  K extends string = string,
> = {
  readonly type: T;
  readonly v: V;
  readonly topic: TopicOf<T>;
  /** The payload field whose value is the Kafka key. */
  readonly key: K;
  readonly payload: S;
  readonly description: string;
};

function defineEvent<
  const T extends string,
  const V extends number,
  S extends TObject,
  const K extends keyof Static<S> & string,
>(def: { type: T; v: V; key: K; payload: S; description: string }): EventDefinition<T, V, S, K> {
  const [service, aggregate] = def.type.split('.');
  return { ...def, topic: `casona.${service}.${aggregate}` as TopicOf<T> };
}

// identity ────────────────────────────────────────────────────────────────────────────────────

const ProfileFields = {
  profileId: Id,
  email: Email,
  name: Text,
  locale: Locale,
  phoneNumber: Nullable(Phone),
};

const MembershipPayload = Type.Object({ profileId: Id, propertyId: Id, label: RoleLabel });

const InvitationResolvedPayload = Type.Object({
  invitationId: Id,
  propertyId: Id,
  /** The invited profile. */
  profileId: Id,
  label: RoleLabel,
});

/** Revoking needs no answer from the invitee, so it may happen before their email has an account. */
const InvitationRevokedPayload = Type.Object({
  ...InvitationResolvedPayload.properties,
  /** The invited profile; null when the invited email never registered. */
  profileId: Nullable(Id),
});

// listings ────────────────────────────────────────────────────────────────────────────────────

/**
 * Where a property is (maintenance routes its workers' days from it). Optional: an event that leaves
 * them out says nothing about the location; null means the property has no coordinates.
 */
const Coordinates = {
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
};

/** A money amount of a reservation; null until someone with the reservation permission types it (feeds carry none). */
const Money = Nullable(Type.Number({ minimum: 0 }));

/**
 * A reservation as consumers need it (maintenance plans chores from the dates and nights, finance
 * counts the money). A calendar feed gives dates only: the guests, the money and often the
 * confirmation code are null until completed by hand. `airbnbListingId` is null for a direct
 * booking. A same-day turnover (`turnoverPrevious`/`turnoverNext`) means the previous stay checks
 * out, or the next checks in, the day this one checks in or out.
 */
const ReservationPayload = Type.Object({
  reservationId: Id,
  propertyId: Id,
  airbnbListingId: Nullable(Id),
  confirmationCode: Nullable(Text),
  checkIn: IsoDate,
  checkOut: IsoDate,
  /** Decides which triggered chores apply (CHORE_NIGHT_RANGES); §3 night_amount, computed from the dates. */
  nights: Type.Integer({ minimum: 0 }),
  guestAmount: Nullable(Type.Integer({ minimum: 0 })),
  cleaningFee: Money,
  petFee: Money,
  guestServiceFee: Money,
  hostServiceFee: Money,
  /** may be negative (a discount) */
  nightlyRateAdjustment: Nullable(Type.Number()),
  occupancyTaxes: Money,
  remittedOccupancyTax: Money,
  totalEarned: Nullable(Type.Number({ minimum: TOTAL_EARNED_MIN, maximum: TOTAL_EARNED_MAX })),
  totalPaid: Money,
  currency: Type.Enum(CURRENCIES),
  isDirectBooking: Type.Boolean(),
  /** a hold the channel has not confirmed */
  tentative: Type.Boolean(),
  turnoverPrevious: Type.Boolean(),
  turnoverNext: Type.Boolean(),
});

const AirbnbListingPayload = Type.Object({
  airbnbListingId: Id,
  propertyId: Id,
  name: Text,
  url: Url,
  isMainListing: Type.Boolean(),
  currency: Type.Enum(CURRENCIES),
  baseHoursToClean: Type.Integer({ minimum: BASE_HOURS_TO_CLEAN_MIN, maximum: BASE_HOURS_TO_CLEAN_MAX }),
  currentHoursToClean: Type.Integer({
    minimum: CURRENT_HOURS_TO_CLEAN_MIN,
    maximum: CURRENT_HOURS_TO_CLEAN_MAX,
  }),
});

// documents ───────────────────────────────────────────────────────────────────────────────────

const FileType = Type.Enum(FILE_TYPES);

/**
 * What every documents.file.* event carries: the file, and the types of the property's files that
 * are on file and valid after the change (`validTypes`), so a consumer projects the whole answer
 * rather than replaying increments (redelivery and reordering across files change nothing).
 */
const FileFields = {
  fileId: Id,
  propertyId: Id,
  type: FileType,
  validFrom: Nullable(IsoDate),
  validTo: Nullable(IsoDate),
  validTypes: Type.Array(FileType),
};

// maintenance ─────────────────────────────────────────────────────────────────────────────────

/** A chore as the people who hear of it need it (names and dates, never only ids). */
const ChoreEventFields = {
  choreId: Id,
  propertyId: Id,
  propertyName: Nullable(Text),
  kind: Type.Enum(CHORE_KINDS),
  name: Text,
  type: Type.Enum(CHORE_TYPES),
  dueDate: Nullable(IsoDate),
  assignedTo: Nullable(Id),
  /** The reservation a triggered copy follows. */
  reservationId: Nullable(Id),
  sameDayTurnover: Type.Boolean(),
};

// finance: payments ─────────────────────────────────────────────────────────────────────────

/** A payment as its payer hears of it (amount in centavos). */
const PaymentFields = {
  paymentId: Id,
  profileId: Id,
  type: Type.Enum(PAYMENT_CHECKOUT_TYPES),
  method: Type.Enum(PAYMENT_METHODS),
  amount: Type.Integer({ minimum: 0 }),
  currency: Type.Literal('MXN'),
  referenceId: Id,
};

/** An OXXO voucher or SPEI transfer details, as finance keeps them (proto finance PaymentInstructions). */
const PendingPaymentInstructions = Type.Union([
  Type.Object({
    kind: Type.Literal('OXXO'),
    number: Type.String({ maxLength: 255 }),
    expires_at: Nullable(DateTime),
    hosted_voucher_url: Nullable(Type.String({ maxLength: 2048 })),
  }),
  Type.Object({
    kind: Type.Literal('SPEI'),
    clabe: Type.String({ maxLength: 64 }),
    bank_name: Nullable(Type.String({ maxLength: 255 })),
    reference: Nullable(Type.String({ maxLength: 255 })),
    amount_remaining: Type.Integer({ minimum: 0 }),
    hosted_instructions_url: Nullable(Type.String({ maxLength: 2048 })),
  }),
]);

// notifications ───────────────────────────────────────────────────────────────────────────────

const EmailFields = {
  emailId: Id,
  /** Message template key, e.g. `password_reset` or an EMAIL_NOTIFICATION_TYPES value. */
  template: Text,
  to: Email,
  locale: Locale,
  propertyId: Nullable(Id),
  profileId: Nullable(Id),
  /** Set when the email is one of the per-property email notifications (§9). */
  emailNotificationType: Nullable(Type.Enum(EMAIL_NOTIFICATION_TYPES)),
};

export const EVENT_CATALOGUE = [
  // ── identity ──
  defineEvent({
    type: 'identity.profile.created',
    v: 1,
    key: 'profileId',
    description: 'A person registered (form or Google) or was created by a property submission.',
    payload: Type.Object({
      ...ProfileFields,
      dataSource: Type.Enum(DATA_SOURCES),
      source: Type.Enum(REGISTRATION_SOURCES),
    }),
  }),
  defineEvent({
    type: 'identity.profile.updated',
    v: 1,
    key: 'profileId',
    description: 'Profile contact data changed; carries the current values so projections overwrite.',
    payload: Type.Object({ ...ProfileFields, imgUrl: Nullable(Url) }),
  }),
  defineEvent({
    type: 'identity.profile.deleted',
    v: 1,
    key: 'profileId',
    description: 'A profile was deleted; consumers drop or anonymize what they keep about it.',
    payload: Type.Object({ profileId: Id }),
  }),
  defineEvent({
    type: 'identity.profile.snapshot',
    v: 1,
    key: 'profileId',
    description:
      "An existing profile's current values, sent once for every profile when a service asks for them (e.g. finance.payer.history_requested): a projection begun after the profile last changed learns it; consumers upsert it like profile.updated.",
    payload: Type.Object({ ...ProfileFields, imgUrl: Nullable(Url) }),
  }),
  defineEvent({
    type: 'identity.password_reset.requested',
    v: 1,
    key: 'profileId',
    // The URL holds a single-use token that identity stores hashed; the topic keeps a short retention.
    description: 'A password reset was requested for an existing profile; notifications emails the link.',
    payload: Type.Object({ profileId: Id, email: Email, locale: Locale, resetUrl: Url, expiresAt: DateTime }),
  }),
  defineEvent({
    type: 'identity.membership.added',
    v: 1,
    key: 'propertyId',
    description: 'A profile gained a role label on a property; services update their membership projection.',
    payload: MembershipPayload,
  }),
  defineEvent({
    type: 'identity.membership.updated',
    v: 1,
    key: 'propertyId',
    description: "A member's role label on a property changed.",
    payload: Type.Object({ ...MembershipPayload.properties, previousLabel: RoleLabel }),
  }),
  defineEvent({
    type: 'identity.membership.removed',
    v: 1,
    key: 'propertyId',
    description: 'A profile lost its role on a property.',
    payload: MembershipPayload,
  }),
  defineEvent({
    type: 'identity.invitation.created',
    v: 1,
    key: 'propertyId',
    description:
      'An ally was invited to a property; notifications emails the invitee, who may not have an account yet.',
    payload: Type.Object({
      invitationId: Id,
      propertyId: Id,
      invitedBy: Id,
      /** The invitee's profile; null when the email has no account yet (it attaches at registration). */
      profileId: Nullable(Id),
      /** Where the invitation goes, account or not. */
      email: Email,
      label: RoleLabel,
      locale: Locale,
    }),
  }),
  defineEvent({
    type: 'identity.invitation.accepted',
    v: 1,
    key: 'propertyId',
    description: 'The invitee accepted; a membership.added follows.',
    payload: InvitationResolvedPayload,
  }),
  defineEvent({
    type: 'identity.invitation.rejected',
    v: 1,
    key: 'propertyId',
    description: 'The invitee rejected the invitation.',
    payload: InvitationResolvedPayload,
  }),
  defineEvent({
    type: 'identity.invitation.revoked',
    v: 1,
    key: 'propertyId',
    description: 'The inviter withdrew a pending invitation.',
    payload: InvitationRevokedPayload,
  }),

  // ── listings ──
  defineEvent({
    type: 'listings.property.created',
    v: 1,
    key: 'propertyId',
    description:
      'A property was submitted; identity makes `ownerProfileId` (or the profile of `owner.email`) its first OWNER.',
    payload: Type.Object({
      propertyId: Id,
      appraisalId: Nullable(Id),
      /** Null when staff create a property before its owner has a profile, or the submitter is anonymous. */
      ownerProfileId: Nullable(Id),
      /** Null for an anonymous submission (the submitter had no account yet). */
      createdBy: Nullable(Id),
      /**
       * The owner's contact when `ownerProfileId` is null (anonymous submission, or staff naming the
       * owner by email): identity finds or creates that profile (source submit_property) and makes it OWNER.
       */
      owner: Type.Optional(
        Nullable(Type.Object({ email: Email, name: Text, phoneNumber: Nullable(Phone), locale: Locale })),
      ),
      name: Text,
      slug: Text,
      type: Type.Enum(PROPERTY_TYPES),
      status: Type.Enum(PROPERTY_STATUSES),
      state: Type.Enum(STATE_NAMES),
      city: Text,
      timezone: Type.Enum(TIME_ZONES),
      price: Type.Number({ minimum: PRICE_MIN, maximum: PRICE_MAX }),
      ...Coordinates,
    }),
  }),
  defineEvent({
    type: 'listings.property.updated',
    v: 1,
    key: 'propertyId',
    description: 'Property details changed; lists the changed fields and the values consumers project.',
    payload: Type.Object({
      propertyId: Id,
      /** snake_case column names, e.g. `price`, `img_urls`. */
      changedFields: Type.Array(Text, { minItems: 1 }),
      name: Text,
      timezone: Type.Enum(TIME_ZONES),
      ...Coordinates,
      /** The asking price (MXN) after the change: documents re-judges credit eligibility with it (#15). */
      price: Type.Optional(Type.Number({ minimum: PRICE_MIN, maximum: PRICE_MAX })),
    }),
  }),
  defineEvent({
    type: 'listings.property.status_changed',
    v: 1,
    key: 'propertyId',
    // Emitted on every status change; published/sold/deleted are also emitted for their milestone.
    description:
      'A property moved between statuses (REVISION, ACCEPTED, REJECTED, PUBLISHED, SOLD, DELETED).',
    payload: Type.Object({
      propertyId: Id,
      from: Type.Enum(PROPERTY_STATUSES),
      to: Type.Enum(PROPERTY_STATUSES),
      rejectionReason: Nullable(Type.String()),
      /** Null when a job changed it. */
      changedBy: Nullable(Id),
    }),
  }),
  defineEvent({
    type: 'listings.property.published',
    v: 1,
    key: 'propertyId',
    description: 'The property is live on the marketplace (PROPERTY_PUBLISHED email).',
    payload: Type.Object({ propertyId: Id, name: Text, slug: Text, publishedAt: DateTime }),
  }),
  defineEvent({
    type: 'listings.property.sold',
    v: 1,
    key: 'propertyId',
    description: 'The property was sold (PROPERTY_SOLD email).',
    payload: Type.Object({ propertyId: Id, name: Text, soldAt: DateTime }),
  }),
  defineEvent({
    type: 'listings.property.deleted',
    v: 1,
    key: 'propertyId',
    description: 'The property was deleted (status DELETED); consumers stop scheduling work for it.',
    payload: Type.Object({ propertyId: Id, deletedBy: Nullable(Id) }),
  }),
  defineEvent({
    type: 'listings.saved_search.matched',
    v: 1,
    key: 'propertyId',
    description:
      'A home just published is one a person’s saved search finds (issue 16): once per (search, home); notifications alerts the person.',
    payload: Type.Object({
      savedSearchId: Id,
      profileId: Id,
      searchName: Text,
      propertyId: Id,
      propertyName: Text,
      slug: Text,
      /** MXN, and its US$ equivalent at listings' rate. */
      price: Type.Number({ minimum: 0 }),
      priceUsd: Type.Number({ minimum: 0 }),
      city: Text,
      state: Text,
      /** The first photo's public address; null: no photo. */
      imageUrl: Nullable(Url),
    }),
  }),
  defineEvent({
    type: 'listings.tour.requested',
    v: 1,
    key: 'propertyId',
    description: 'A buyer asked for a tour; notifications confirms to the buyer and alerts the team.',
    payload: Type.Object({
      tourRequestId: Id,
      propertyId: Id,
      leadId: Nullable(Id),
      name: Text,
      email: Email,
      phoneNumber: Phone,
      locale: Locale,
      tourTime: DateTime,
      buyerProfile: Type.Enum(BUYER_PROFILES),
      budget: Type.Enum(BUDGETS),
      creditOption: Type.Enum(CREDIT_OPTIONS),
      timeToBuy: Type.Enum(TIME_TO_BUY),
      /** The property's name, so the emails name it even before notifications has projected it (#16). */
      propertyName: Type.Optional(Text),
    }),
  }),
  defineEvent({
    type: 'listings.tour.reviewed',
    v: 1,
    key: 'propertyId',
    description: 'A buyer reviewed a tour.',
    payload: Type.Object({
      tourRequestId: Id,
      propertyId: Id,
      propertyScore: Type.Integer({ minimum: SCORE_MIN, maximum: SCORE_MAX }),
      tourGuideScore: Type.Integer({ minimum: SCORE_MIN, maximum: SCORE_MAX }),
      selfDescription: Type.Enum(TOUR_SELF_DESCRIPTIONS),
    }),
  }),
  defineEvent({
    type: 'listings.lead.created',
    v: 1,
    key: 'propertyId',
    description: 'A buyer left their details for a property (status interested, or preprofiled with a tour).',
    payload: Type.Object({
      leadId: Id,
      propertyId: Id,
      tourRequestId: Nullable(Id),
      status: Type.Enum(LEAD_STATUSES),
    }),
  }),
  defineEvent({
    type: 'listings.airbnb_listing.submitted',
    v: 1,
    key: 'propertyId',
    description:
      'An Airbnb listing was linked to a property (AIRBNB_LISTING_SUBMITTED email, calendar sync starts).',
    payload: AirbnbListingPayload,
  }),
  defineEvent({
    type: 'listings.airbnb_listing.updated',
    v: 1,
    key: 'propertyId',
    description:
      'Listing name, URL, main flag or cleaning hours changed (maintenance plans cleanings from them).',
    payload: AirbnbListingPayload,
  }),
  defineEvent({
    type: 'listings.airbnb_listing.deleted',
    v: 1,
    key: 'propertyId',
    description: 'The listing was removed; its reservations no longer trigger chores.',
    payload: Type.Object({ airbnbListingId: Id, propertyId: Id }),
  }),
  defineEvent({
    type: 'listings.airbnb_listing.stale',
    v: 1,
    key: 'propertyId',
    description:
      "A listing's calendar has not synced successfully for 24 h: announced once per episode (again only after a successful sync), its property's managers are emailed.",
    payload: Type.Object({
      airbnbListingId: Id,
      propertyId: Id,
      name: Text,
      url: Url,
      /** null: the feed never synced since the listing was added */
      lastSuccessAt: Nullable(DateTime),
      staleSince: DateTime,
      lastError: Nullable(Type.String()),
      consecutiveFailures: Type.Integer({ minimum: 0 }),
    }),
  }),
  defineEvent({
    type: 'listings.reservation.added',
    v: 1,
    key: 'propertyId',
    description: 'A new reservation appeared in a listing calendar (fires RESERVATION_ADDED chore triggers).',
    payload: ReservationPayload,
  }),
  defineEvent({
    type: 'listings.reservation.updated',
    v: 1,
    key: 'propertyId',
    description:
      'Dates, guests, amounts or the same-day turnover of a reservation changed (also when the channel regenerated its UID); carries the current values and what changed.',
    payload: Type.Object({ ...ReservationPayload.properties, changes: Type.Array(Text) }),
  }),
  defineEvent({
    type: 'listings.reservation.canceled',
    v: 1,
    key: 'propertyId',
    description:
      'A reservation was canceled (by hand, or missing from 3 consecutive polls of its feed); triggered chores and expected income are withdrawn. Carries its last values, and who canceled it (`canceledBy`: the profile that canceled a direct booking by hand; null when its feed dropped it).',
    payload: Type.Object({ ...ReservationPayload.properties, canceledBy: Type.Optional(Nullable(Id)) }),
  }),

  // ── documents ──
  defineEvent({
    type: 'documents.file.uploaded',
    v: 1,
    key: 'propertyId',
    description:
      'A property file was stored (§7 upload); notifications sends CONTRACT_UPLOADED or MISCELLANEOUS_FILE_SUBMITTED, listings recomputes the funnel stage.',
    payload: Type.Object({
      ...FileFields,
      uploadedBy: Nullable(Id),
      emailNotificationType: Type.Enum(EMAIL_NOTIFICATION_TYPES),
    }),
  }),
  defineEvent({
    type: 'documents.file.deleted',
    v: 1,
    key: 'propertyId',
    description: 'A property file was removed (object, then row); listings recomputes the funnel stage.',
    payload: Type.Object({ ...FileFields, deletedBy: Nullable(Id) }),
  }),
  defineEvent({
    type: 'documents.file.expiring',
    v: 1,
    key: 'propertyId',
    description:
      'An expiring file (deeds, registration ticket) reached a warning: three months, one month, or the day of its valid_to (sent once each); notifications emails and posts an in-app notice.',
    payload: Type.Object({
      ...FileFields,
      validTo: IsoDate,
      warning: Type.Enum(EXPIRY_WARNINGS),
      propertyName: Nullable(Text),
    }),
  }),
  defineEvent({
    type: 'documents.file.expired',
    v: 1,
    key: 'propertyId',
    description: "A file's valid_to passed: it is marked expired and no longer counts as on file.",
    payload: Type.Object({ ...FileFields, validTo: IsoDate }),
  }),
  defineEvent({
    type: 'documents.contract.renewed',
    v: 1,
    key: 'propertyId',
    description:
      'An auto-renewing contract reached its end and was extended by its own term (daily auto_renew_contracts job).',
    payload: Type.Object({
      fileId: Id,
      propertyId: Id,
      type: FileType,
      previousValidTo: IsoDate,
      validFrom: IsoDate,
      validTo: IsoDate,
    }),
  }),
  defineEvent({
    type: 'documents.contract.renewal_decided',
    v: 1,
    key: 'propertyId',
    description: 'The owner accepted or rejected the automatic renewal of a contract.',
    payload: Type.Object({
      fileId: Id,
      propertyId: Id,
      decision: Type.Enum(CONTRACT_RENEWAL_DECISIONS),
      decidedBy: Nullable(Id),
    }),
  }),
  defineEvent({
    type: 'documents.credit_eligibility.changed',
    v: 1,
    key: 'propertyId',
    description:
      '"Apta para crédito": whether a property is eligible-pending-appraisal for INFONAVIT / COFINAVIT changed (deeds valid, predial and water bill current, type and price within the published limits).',
    payload: Type.Object({
      propertyId: Id,
      eligible: Type.Boolean(),
      programs: Type.Array(Type.Enum(CREDIT_PROGRAMS)),
      /** Message keys of the unmet conditions (empty when eligible). */
      reasons: Type.Array(Text),
    }),
  }),

  // ── maintenance: items ──
  defineEvent({
    type: 'maintenance.item.upserted',
    v: 1,
    key: 'itemId',
    description:
      'A catalogue item was added or changed (its type and price feed the appraisal furnishing estimate).',
    payload: Type.Object({
      itemId: Id,
      esName: Text,
      enName: Type.String(),
      type: Type.Enum(ITEM_TYPES),
      price: Type.Number({ minimum: 0, maximum: ITEM_PRICE_MAX }),
    }),
  }),
  defineEvent({
    type: 'maintenance.item.deleted',
    v: 1,
    key: 'itemId',
    description: 'A catalogue item was removed.',
    payload: Type.Object({ itemId: Id }),
  }),
  defineEvent({
    type: 'maintenance.property_item.upserted',
    v: 1,
    key: 'propertyId',
    description:
      "A property's item was set (upsert_property_item): its quantity and, for a catalogue item, its type and unit price, so the furnishing estimate counts what the property already has.",
    payload: Type.Object({
      propertyItemId: Id,
      propertyId: Id,
      /** null: a free item named by hand, not from the catalogue */
      itemId: Nullable(Id),
      quantity: Type.Integer({ minimum: 0 }),
      itemType: Nullable(Type.Enum(ITEM_TYPES)),
      unitPrice: Nullable(Type.Number({ minimum: 0, maximum: ITEM_PRICE_MAX })),
    }),
  }),
  defineEvent({
    type: 'maintenance.property_item.deleted',
    v: 1,
    key: 'propertyId',
    description: 'An item was removed from a property.',
    payload: Type.Object({ propertyItemId: Id, propertyId: Id, itemId: Nullable(Id) }),
  }),

  // ── maintenance: chores and reports ──
  defineEvent({
    type: 'maintenance.chore.assigned',
    v: 1,
    key: 'propertyId',
    description:
      'A chore or report was assigned to someone (on creation, by an update, or a triggered/recurring copy of an assigned rule): the assignee is told.',
    payload: Type.Object(ChoreEventFields),
  }),
  defineEvent({
    type: 'maintenance.chore.rescheduled',
    v: 1,
    key: 'propertyId',
    description:
      "A triggered chore moved with its reservation's dates: its assignee is told the new due date.",
    payload: Type.Object({ ...ChoreEventFields, previousDueDate: Nullable(IsoDate) }),
  }),
  defineEvent({
    type: 'maintenance.chore.canceled',
    v: 1,
    key: 'propertyId',
    description:
      'A triggered chore was canceled with its reservation (or the stay no longer has the nights of its range): its assignee is told.',
    payload: Type.Object({ ...ChoreEventFields, reason: Type.Enum(CHORE_CANCEL_REASONS) }),
  }),
  defineEvent({
    type: 'maintenance.chore.solved',
    v: 1,
    key: 'propertyId',
    description: 'A chore or report was solved with its resolution images.',
    payload: Type.Object({ ...ChoreEventFields, solvedBy: Id }),
  }),
  defineEvent({
    type: 'maintenance.report.created',
    v: 1,
    key: 'propertyId',
    description: "Someone on site reported a problem with photos: the property's managers are told.",
    payload: Type.Object({ ...ChoreEventFields, reportedBy: Id }),
  }),

  defineEvent({
    type: 'maintenance.day_plan.announced',
    v: 1,
    key: 'dayPlanId',
    description:
      "The evening before a day plan, each of its workers is told their route for tomorrow: the stops in order with arrival and departure (hours of the plan's local day), once per worker and plan.",
    payload: Type.Object({
      dayPlanId: Id,
      workerId: Id,
      date: IsoDate,
      timezone: Text,
      stops: Type.Array(
        Type.Object({
          propertyId: Id,
          propertyName: Text,
          listingName: Nullable(Text),
          /** Hours after the local midnight (9.5 is 09:30); null when the stop has no location. */
          arrival: Nullable(Type.Number()),
          departure: Nullable(Type.Number()),
        }),
      ),
      totalKm: Type.Number(),
      endHour: Nullable(Type.Number()),
    }),
  }),

  // ── finance ──
  defineEvent({
    type: 'finance.lease.configured',
    v: 1,
    key: 'propertyId',
    description:
      'A property got (or changed) its lease configuration; listings refuses an Airbnb listing for it while one is configured.',
    payload: Type.Object({
      propertyId: Id,
      currentLeaseStart: IsoDate,
      currentLeaseEnd: IsoDate,
      leasePerMonthPrice: Type.Number({ minimum: 0 }),
    }),
  }),
  defineEvent({
    type: 'finance.lease.removed',
    v: 1,
    key: 'propertyId',
    description: 'The lease configuration of a property was removed; an Airbnb listing may be linked again.',
    payload: Type.Object({ propertyId: Id }),
  }),
  // ── finance: payments (Stripe) ──
  defineEvent({
    type: 'finance.stripe_customer.created',
    v: 1,
    key: 'profileId',
    description:
      "A profile got its Stripe customer (created once, kept by finance); identity may keep the id with the profile's private information.",
    payload: Type.Object({ profileId: Id, customerId: Text }),
  }),
  defineEvent({
    type: 'finance.payment.pending',
    v: 1,
    key: 'paymentId',
    description:
      'A checkout completed but its money is on the way: an OXXO voucher or a SPEI transfer to make before it expires (notifications emails the payer the voucher or the transfer details).',
    payload: Type.Object({
      ...PaymentFields,
      /** How to pay, from Stripe's PaymentIntent next_action (absent when Stripe gave none). */
      instructions: Type.Optional(Nullable(PendingPaymentInstructions)),
    }),
  }),
  defineEvent({
    type: 'finance.payment.succeeded',
    v: 1,
    key: 'paymentId',
    description: 'A payment arrived (card at once, OXXO or SPEI later): the payer gets a receipt.',
    payload: Type.Object({ ...PaymentFields, paidAt: DateTime }),
  }),
  defineEvent({
    type: 'finance.payment.failed',
    v: 1,
    key: 'paymentId',
    description:
      'A payment failed (a voucher or transfer not paid in time, a declined card): the payer is told.',
    payload: Type.Object({ ...PaymentFields, failedAt: DateTime }),
  }),
  defineEvent({
    type: 'finance.payer.history_requested',
    v: 1,
    key: 'requestId',
    description:
      "Finance began keeping payers (a payment's name and email for staff) and asks identity, once, for every existing profile: the bus keeps events a week, so a profile that last changed before finance listened would stay unknown. Identity answers with identity.profile.snapshot for each.",
    payload: Type.Object({ requestId: Id }),
  }),
  defineEvent({
    type: 'finance.statement.ready',
    v: 1,
    key: 'propertyId',
    description:
      "A month's owner statement was closed and kept as sent (on the 1st, for the month before): notifications emails it to the owner.",
    payload: Type.Object({
      propertyId: Id,
      month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
      ownerProfileId: Id,
      payout: Type.Number(),
      /** The statement PDF as sent, in both languages: notifications attaches the owner's. */
      pdf: Type.Optional(StatementPdfs),
    }),
  }),

  // ── appraisal ──
  defineEvent({
    type: 'appraisal.appraisal.created',
    v: 1,
    key: 'appraisalId',
    description:
      'An appraisal was made from an address or a pin: the price with its 80 % range and the short-term-rental estimate (notifications emails the owner when one is signed in, and tells staff).',
    payload: Type.Object({
      appraisalId: Id,
      /** null: made by a visitor who was not signed in */
      profileId: Nullable(Id),
      searchAddressString: Text,
      state: Type.String(),
      city: Type.String(),
      price: Type.Number({ minimum: 0 }),
      minPrice: Type.Number({ minimum: 0 }),
      maxPrice: Type.Number({ minimum: 0 }),
      capRate: Type.Number({ minimum: 0, maximum: 1 }),
      occupationRate: Type.Number({ minimum: 0, maximum: 1 }),
      averageDailyRate: Type.Number({ minimum: 0 }),
      /** false when no short-term-rental comparables exist near the home */
      earningsAvailable: Type.Boolean(),
      locale: Locale,
    }),
  }),
  defineEvent({
    type: 'appraisal.appraisal.feedback',
    v: 1,
    key: 'appraisalId',
    description:
      "An owner said what they think of an appraisal's price; staff read it with the model's error (corrected price against the model's).",
    payload: Type.Object({
      appraisalId: Id,
      profileId: Nullable(Id),
      feedback: Type.Enum(APPRAISAL_FEEDBACK),
      message: Nullable(Type.String()),
      correctedPrice: Nullable(Type.Number({ minimum: 0 })),
      price: Type.Number({ minimum: 0 }),
      /** (model's price − corrected price) / corrected price; null without a corrected price */
      modelError: Nullable(Type.Number()),
      searchAddressString: Text,
    }),
  }),

  defineEvent({
    type: 'appraisal.listing.submitted',
    v: 1,
    key: 'roomId',
    description:
      'An owner submitted a property from their Airbnb listing (/submit_from_listing, POST email/submit_from_listing): the listing, the price they expect and the appraisal it continues, for the confirmation email to the owner (when signed in) and the notice to staff.',
    payload: Type.Object({
      roomId: Type.String({ pattern: '^\\d{1,20}$' }),
      listingUrl: Type.String({ maxLength: 2000 }),
      /** null: sent by a visitor who was not signed in */
      profileId: Nullable(Id),
      expectedPrice: Type.Number({ minimum: 0 }),
      appraisalId: Nullable(Id),
      locale: Locale,
    }),
  }),
  defineEvent({
    type: 'appraisal.property_estimate.computed',
    v: 1,
    key: 'propertyId',
    description:
      "A listed property's short-term-rental estimate from the Inside Airbnb comparables near its location (on listings.property.created, and when its location changes): listings fills the property's cap rate and earnings block from it unless staff set their own; `available` false outside the comparables' coverage (Mexico City) or without a location — no other city's figures are borrowed.",
    payload: Type.Object({
      propertyId: Id,
      available: Type.Boolean(),
      /** Median nightly rate of the comparables, MXN; null when not available. */
      averageDailyRate: Nullable(Type.Number({ minimum: 0 })),
      /** Median occupancy of the comparables, 0–1; null when not available. */
      occupationRate: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
      /** Gross yearly income (ADR × occupancy × 365 at the medians), MXN; before the property's costs. */
      yearlyIncome: Nullable(Type.Number({ minimum: 0 })),
      /** The same at the comparables' lower and upper quartiles. */
      yearlyIncomeLow: Nullable(Type.Number({ minimum: 0 })),
      yearlyIncomeHigh: Nullable(Type.Number({ minimum: 0 })),
    }),
  }),

  // ── notifications ──
  defineEvent({
    type: 'notifications.notification.email_sent',
    v: 1,
    key: 'emailId',
    description: 'An email was accepted by the mail transport.',
    payload: Type.Object(EmailFields),
  }),
  defineEvent({
    type: 'notifications.notification.email_failed',
    v: 1,
    key: 'emailId',
    description: 'Sending an email failed; `willRetry` is false once attempts are exhausted.',
    payload: Type.Object({
      ...EmailFields,
      error: Text,
      attempt: Type.Integer({ minimum: 1 }),
      willRetry: Type.Boolean(),
    }),
  }),
  defineEvent({
    type: 'notifications.contact.received',
    v: 1,
    key: 'contactId',
    description: 'A visitor sent the contact form.',
    payload: Type.Object({
      contactId: Id,
      name: Text,
      email: Email,
      phoneNumber: Nullable(Phone),
      message: Text,
      locale: Locale,
    }),
  }),
  defineEvent({
    type: 'notifications.manager_application.received',
    v: 1,
    key: 'applicationId',
    description: 'Someone applied to manage properties.',
    payload: Type.Object({
      applicationId: Id,
      name: Text,
      airbnbProfileUrl: Url,
      phoneNumber: Nullable(Phone),
      locale: Locale,
    }),
  }),
  // audit ───────────────────────────────────────────────────────────────────────────────────────
  defineEvent({
    type: 'audit.entry.recorded',
    v: 1,
    // Keyed by the recording service: entries carry their own time, and an entity's own events keep
    // their partition to themselves.
    key: 'service',
    description:
      'A staff action or a permission change committed (issue 19): any service emits it in the transaction of the change; identity keeps it in the staff audit log.',
    payload: Type.Object({
      actorProfileId: Nullable(Id),
      actorIsStaff: Type.Boolean(),
      actorRole: Nullable(Type.Enum(STAFF_ROLES)),
      service: Type.Enum(SERVICE_NAMES),
      action: Type.Enum(AUDIT_ACTIONS),
      /** The kind of record: 'property', 'chore', 'exchange_rate', … */
      entity: Type.String({ minLength: 1, maxLength: 60 }),
      entityId: Type.String({ minLength: 1, maxLength: 200 }),
      /** The record's name for people, when it has one. */
      entityLabel: Nullable(Type.String({ maxLength: 300 })),
      propertyId: Nullable(Id),
      /** The changed fields before and after (proto's auditChange: secrets never included). */
      before: Nullable(Type.Record(Type.String(), Type.Unknown())),
      after: Nullable(Type.Record(Type.String(), Type.Unknown())),
      at: DateTime,
      ip: Nullable(Type.String({ maxLength: 64 })),
    }),
  }),
] as const;

// ─── Types ─────────────────────────────────────────────────────────────────────────────────────

type Definitions = (typeof EVENT_CATALOGUE)[number];
export type EventType = Definitions['type'];
export type Topic = Definitions['topic'];
type DefinitionOf<T extends EventType> = Extract<Definitions, { type: T }>;
export type EventPayload<T extends EventType> = Static<DefinitionOf<T>['payload']>;

/** The discriminated union consumers switch on: `if (event.type === 'listings.reservation.added') event.payload.nights`. */
export type CasonaEvent = {
  [T in EventType]: { type: T; v: DefinitionOf<T>['v']; payload: EventPayload<T> };
}[EventType];

/** An event as it travels: the envelope with type, version and payload narrowed together. */
export type CasonaEnvelope<T extends EventType = EventType> = Omit<EventEnvelope, 'type' | 'v' | 'payload'> &
  Extract<CasonaEvent, { type: T }>;

// ─── Lookups ───────────────────────────────────────────────────────────────────────────────────

const BY_TYPE: ReadonlyMap<string, Definitions> = new Map(EVENT_CATALOGUE.map((d) => [d.type, d]));

/** Every topic, once, for the Kafka topic declaration (chart and startup `createTopics`). */
export const TOPICS: readonly Topic[] = [...new Set(EVENT_CATALOGUE.map((d) => d.topic))];

/** Where a consumer parks a message it cannot process, with the error. */
export const DEAD_LETTER_SUFFIX = '.dlq';
export function deadLetterTopic(topic: string): string {
  return topic + DEAD_LETTER_SUFFIX;
}

export function isEventType(type: string): type is EventType {
  return BY_TYPE.has(type);
}

export function eventDefinition<T extends EventType>(type: T): DefinitionOf<T>;
export function eventDefinition(type: string): Definitions | undefined;
export function eventDefinition(type: string): Definitions | undefined {
  return BY_TYPE.get(type);
}

/** The topics a consumer must subscribe to for the event types it handles. */
export function topicsFor(types: readonly EventType[]): readonly Topic[] {
  return [...new Set(types.map((t) => eventDefinition(t).topic))];
}

// ─── Building and reading events ───────────────────────────────────────────────────────────────

export type EventIssue = { readonly path: string; readonly message: string };

/** An event (or its payload) does not match the catalogue. Carries every issue found. */
export class EventValidationError extends Error {
  readonly type: string;
  readonly issues: readonly EventIssue[];
  constructor(type: string, what: string, issues: readonly EventIssue[]) {
    const detail = issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ');
    super(`Invalid ${what} for event ${type}: ${detail}`);
    this.name = 'EventValidationError';
    this.type = type;
    this.issues = issues;
  }
}

function issues(schema: TSchema, value: unknown): EventIssue[] {
  return [...Value.Errors(schema, value)].map((e) => ({ path: e.instancePath, message: e.message }));
}

/**
 * A complete envelope for `type`, its payload checked against the catalogue schema (throws
 * EventValidationError otherwise). `key` defaults to the payload field the catalogue names, which
 * is what keeps a property's events ordered; pass it only to override that.
 */
export function makeEvent<T extends EventType>(
  type: T,
  init: { payload: EventPayload<T>; producer: string; key?: string; now?: Date; id?: string },
): CasonaEnvelope<T> {
  const definition: Definitions | undefined = BY_TYPE.get(type);
  if (!definition)
    throw new EventValidationError(type, 'type', [{ path: '/type', message: 'unknown event type' }]);
  if (!Value.Check(definition.payload, init.payload)) {
    throw new EventValidationError(type, 'payload', issues(definition.payload, init.payload));
  }
  const key = init.key ?? (init.payload as Record<string, unknown>)[definition.key];
  if (typeof key !== 'string' || key === '') {
    throw new EventValidationError(type, 'key', [{ path: `/payload/${definition.key}`, message: 'no key' }]);
  }
  const envelope = {
    id: init.id ?? crypto.randomUUID(),
    type,
    v: definition.v,
    occurredAt: (init.now ?? new Date()).toISOString(),
    producer: init.producer,
    key,
    payload: init.payload,
  };
  if (!Value.Check(EventEnvelope, envelope)) {
    throw new EventValidationError(type, 'envelope', issues(EventEnvelope, envelope));
  }
  return envelope as CasonaEnvelope<T>;
}

/**
 * Checks a received message (parsed JSON) against the envelope and the catalogue entry for its
 * type and version. Throws EventValidationError: consumers send such messages to the dead-letter
 * topic rather than guessing.
 */
export function decodeEvent(value: unknown): CasonaEnvelope {
  if (!Value.Check(EventEnvelope, value)) {
    const type =
      typeof value === 'object' && value !== null ? String((value as { type?: unknown }).type) : '?';
    throw new EventValidationError(type, 'envelope', issues(EventEnvelope, value));
  }
  const definition = BY_TYPE.get(value.type);
  if (!definition) {
    throw new EventValidationError(value.type, 'type', [{ path: '/type', message: 'unknown event type' }]);
  }
  if (value.v !== definition.v) {
    throw new EventValidationError(value.type, 'version', [
      { path: '/v', message: `unsupported version ${value.v} (known: ${definition.v})` },
    ]);
  }
  if (!Value.Check(definition.payload, value.payload)) {
    throw new EventValidationError(value.type, 'payload', issues(definition.payload, value.payload));
  }
  return value as CasonaEnvelope;
}
