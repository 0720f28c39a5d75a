/**
 * The §3 entities identity owns: the profile, its private information, memberships
 * (property_customer: a role label and the label's can_* flags) and invitations. Field names as §3
 * spells them; bounds from constants.ts.
 */
import { Type, type Static } from 'typebox';

import { SEARCH_STRING_MAX } from '../constants.ts';
import { DATA_SOURCES, INVITATION_STATUSES, ROLE_LABELS } from '../enums.ts';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES, type CanFlag } from '../permissions.ts';
import { Latitude, Longitude, StoragePath } from '../shared/fields.ts';
import { Email, Literals, Locale, Nullable, Phone, Str, Uuid } from '../validation/types.ts';

// ─── Profiles ───────────────────────────────────────────────────────────────────────────────────

export const Profile = Type.Object(
  {
    id: Uuid(),
    email: Email(),
    name: Str(),
    img_url: Nullable(StoragePath()),
    /** §3 "data source": how the person signs in (email and password, or Google). */
    data_source: Literals(DATA_SOURCES),
    locale: Locale(),
    phone_number: Nullable(Phone()),
  },
  { title: 'Profile' },
);
export type Profile = Static<typeof Profile>;

export const ProfilePrivateInfo = Type.Object(
  {
    profile_id: Uuid(),
    home_address_string: Nullable(Str({ max: SEARCH_STRING_MAX })),
    home_latitude: Nullable(Latitude()),
    home_longitude: Nullable(Longitude()),
    home_place_id: Nullable(Str()),
    id_url: Nullable(StoragePath()),
    phone_number: Nullable(Phone()),
    /** The payment provider's customer id (§3), e.g. Stripe's `cus_…`. */
    stripe_customer_id: Nullable(Str({ max: 255 })),
  },
  { title: 'ProfilePrivateInfo' },
);
export type ProfilePrivateInfo = Static<typeof ProfilePrivateInfo>;

// ─── Memberships ────────────────────────────────────────────────────────────────────────────────

/** Every can_* column of property_customer, in matrix order. */
export const CAN_FLAGS: readonly CanFlag[] = PERMISSION_RESOURCES.flatMap((resource) =>
  PERMISSION_ACTIONS.map((action): CanFlag => `can_${action}_${resource}`),
);

const canFlagProperties = Object.fromEntries(CAN_FLAGS.map((flag) => [flag, Type.Boolean()])) as {
  [F in CanFlag]: ReturnType<typeof Type.Boolean>;
};

/** An ally or secondary client of a property: its role label and the label's fixed can_* flags. */
export const PropertyCustomer = Type.Object(
  {
    profile_id: Uuid(),
    property_id: Uuid(),
    label: Literals(ROLE_LABELS),
    ...canFlagProperties,
  },
  { title: 'PropertyCustomer' },
);
export type PropertyCustomer = Static<typeof PropertyCustomer>;

/**
 * An invitation to join a property with a label. `email` is whom it was sent to; `profile_id` is
 * null while that email has no account, and set when it registers.
 */
export const PropertyCustomerInvitation = Type.Object(
  {
    id: Uuid(),
    invited_by: Uuid(),
    email: Email(),
    label: Literals(ROLE_LABELS),
    locale: Locale(),
    profile_id: Nullable(Uuid()),
    property_id: Uuid(),
    status: Literals(INVITATION_STATUSES),
  },
  { title: 'PropertyCustomerInvitation' },
);
export type PropertyCustomerInvitation = Static<typeof PropertyCustomerInvitation>;
