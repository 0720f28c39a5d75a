/**
 * The contract types the SPA sends and receives, re-exported from proto (types only: nothing here
 * reaches the bundle). The SPA never writes its own API types.
 */
export type {
  LeadPost,
  Login,
  MarketQuery,
  Paginated,
  PasswordRecovery,
  ProfileUpdate,
  Register,
  SubmitFromListing,
  SubmitProperty,
  TourRequestInsert,
  TourReviewInsert,
  AppraisalFeedbackInput,
  ProfileDeletion,
} from '@casona/proto/schemas/submissions';
export type { Profile, Property, Appraisal, MarketProperty } from '@casona/proto/schemas/entities';
export type { Locale, PropertyType, PropertyLabel, Currency, StaffRole } from '@casona/proto/enums';

// ─── Identity and notifications answers (issues 4 and 5) ────────────────────────────────────────
export type {
  PasswordReset,
  InvitationCreate,
  InvitationAnswer,
  PropertyCustomerUpsert,
  PropertyCustomerDelete,
  IdUpload,
  HomeAddressUpdate,
  EmailNotificationPost,
} from '@casona/proto/schemas/submissions';
export type { InvitationStatus } from '@casona/proto/enums';

import type * as IdentityEntities from '@casona/proto/schemas/entities';
import type * as IdentityEnums from '@casona/proto/enums';

/** A paginated list: `{ items, total, page, pageSize }` (20 per page, `?page=` from 1). */
export type PageOf<T> = { items: T[]; total: number; page: number; pageSize: number };
/** A 201 of the visitor forms: the new row and the server's localized confirmation. */
export type CreatedAnswer = { id: string; message: string };

/** identity `GET /property_customer`: a membership (label and its can_* flags) and who holds it. */
export type Member = IdentityEntities.PropertyCustomer & {
  created_at: string;
  profile: { id: string; name: string; email: string; img_url: string | null };
};
/** identity `GET /property_customer_invitation…`: profile_id is null until the email registers. */
export type Invitation = IdentityEntities.PropertyCustomerInvitation & {
  created_at: string;
  updated_at: string;
};
/** identity `GET /admin/role`: company staff. */
export type StaffMember = {
  profile_id: string;
  email: string;
  name: string;
  role: IdentityEnums.StaffRole;
  created_at: string;
};
/** identity `GET /profile`: the profile plus the staff role. */
export type ProfileView = IdentityEntities.Profile & {
  staff_role: IdentityEnums.StaffRole | null;
};
/** identity `GET /profile_private_info`: the ID document comes as a presigned link. */
export type PrivateInfo = {
  profile_id: string;
  home_address_string: string | null;
  home_latitude: number | null;
  home_longitude: number | null;
  home_place_id: string | null;
  id_url: string | null;
  phone_number: string | null;
};
export type IdFileLink = { url: string; content_type: string; expires_in: number };

/** notifications: a joke as staff and the landing see it. */
export type JokeRow = IdentityEntities.Joke & { created_at: string };
export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  text: string;
  locale: IdentityEnums.Locale;
  created_at: string;
};
export type ManagerApplicationRow = {
  id: string;
  name: string;
  email: string | null;
  phone_number: string | null;
  airbnb_profile_url: string;
  message: string;
  locale: IdentityEnums.Locale;
  property_id: string | null;
  created_at: string;
};
/** notifications `GET /admin/mail`: the embedded outbox, newest first. */
export type MailSummary = {
  id: string;
  to: string[] | string;
  from: string;
  subject: string;
  date: string;
  template?: string;
  locale?: string;
};
export type MailMessage = MailSummary & { html: string; text: string; headers: Record<string, string> };
/** notifications `GET /property_notification`: in the reader's language, with its read state. */
export type PropertyNotificationRow = IdentityEntities.PropertyNotification & {
  property_name: string | null;
  read: boolean;
};
export type PropertyNotificationPost = Pick<
  IdentityEntities.PropertyNotification,
  'property_id' | 'en_markdown' | 'es_markdown'
>;
/** notifications `GET /admin/email_notification`: the delivery log. */
export type EmailDelivery = {
  id: string;
  property_id: string | null;
  type: string | null;
  template: string;
  recipient: string;
  status: string;
  attempts: number;
  provider_id: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};
export type UnsubscribeState = { email: string; unsubscribed: boolean };

// ─── Listings (issue 6) ─────────────────────────────────────────────────────────────────────────
export type {
  PropertyUpdate,
  PropertyImagePost,
  PropertyImageDelete,
  AmenityUpsert,
  NeighborhoodInsightUpsert,
  CatalogueArchive,
  ExternalListingUpsert,
} from '@casona/proto/schemas/submissions';
export type { Amenity, NeighborhoodInsight, Floor, TourRequest } from '@casona/proto/schemas/entities';
export type {
  MarketCard,
  MarketPoint,
  MarketPoints,
  PropertyDisplay,
  PropertyView,
  SubmitPropertyResponse,
  LeadView,
  TourRequestSummary,
  TourRequestView,
} from '@casona/proto/schemas/listings';
export type { PropertyStatus, FunnelStage, RoleLabel, MarketSort } from '@casona/proto/enums';
/** Answers that carry only the server's localized message (lead, tour request, review, manager application). */
export type MessageAnswer = { message: string };
/** 201 of POST /tour_request. */
export type TourRequestAnswer = { tour_request_id: string; lead_id: string; message: string };
