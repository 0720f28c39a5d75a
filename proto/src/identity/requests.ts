/**
 * What identity's operations take: the §7 forms (their cross-field rules are in
 * validation/rules.ts, run by `checkSubmission`) and identity's own queries and bodies.
 */
import { Type, type Static } from 'typebox';

import {
  PAGE_SIZE,
  PASSWORD_MAX,
  PDF_MAX_BYTES,
  SEARCH_STRING_MAX,
  SEARCH_STRING_MIN,
} from '../constants.ts';
import { INVITATION_STATUSES, REGISTRATION_SOURCES, ROLE_LABELS, STAFF_ROLES } from '../enums.ts';
import { base64Chars, Base64Image, Confirmation, Latitude, Longitude } from '../shared/fields.ts';
import { SearchText } from '../shared/requests.ts';
import {
  Email,
  Int,
  Literals,
  Locale,
  Nullable,
  OptionalPhone,
  Password,
  Str,
  Uuid,
} from '../validation/types.ts';

// ─── Accounts and profiles ──────────────────────────────────────────────────────────────────────

export const Login = Type.Object({
  email: Email(),
  /** Only required here: an existing password is checked, not judged. */
  password: Str({ max: PASSWORD_MAX }),
});
export type Login = Static<typeof Login>;

export const Register = Type.Object({
  email: Email(),
  locale: Locale(),
  name: Str(),
  phone_number: Type.Optional(OptionalPhone()),
  password: Password(),
  passwordConfirmation: Str({ max: PASSWORD_MAX }),
  source: Literals(REGISTRATION_SOURCES),
});
export type Register = Static<typeof Register>;

export const PasswordRecovery = Type.Object({ email: Email() });
export type PasswordRecovery = Static<typeof PasswordRecovery>;

export const PasswordChange = Type.Object({
  password: Password(),
  passwordConfirmation: Str({ max: PASSWORD_MAX }),
  /** The password in use, checked before changing anything: a stolen access token alone is not enough. */
  currentPassword: Str({ max: PASSWORD_MAX }),
});
export type PasswordChange = Static<typeof PasswordChange>;

/** A new password chosen from an emailed reset link; `token` is the link's single-use token. */
export const PasswordReset = Type.Object({
  token: Str({ max: 200 }),
  password: Password(),
  passwordConfirmation: Str({ max: PASSWORD_MAX }),
});
export type PasswordReset = Static<typeof PasswordReset>;

/** A newly chosen profile picture. */
export const ProfilePicture = Type.Object({ base64Image: Base64Image() });

export const ProfileUpdate = Type.Object({
  profile_id: Uuid(),
  name: Type.Optional(Str()),
  phone_number: Type.Optional(OptionalPhone()),
  /** The new picture, or null to remove it; absent keeps the current one. */
  img_url_obj: Type.Optional(Nullable(ProfilePicture)),
  /** The profile's language (the language picker saves it here). */
  locale: Type.Optional(Locale()),
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** An official ID: a PDF under 4 MB or a JPEG/PNG under 2 MB, base64. */
export const IdUpload = Type.Object({
  profile_id: Uuid(),
  new_id_file: Type.String({
    minLength: 1,
    maxLength: base64Chars(PDF_MAX_BYTES),
    'x-required-message': 'error.noFile',
  }),
});
export type IdUpload = Static<typeof IdUpload>;

export const HomeAddressUpdate = Type.Object({
  profile_id: Uuid(),
  home_address_string: Str({ min: SEARCH_STRING_MIN, max: SEARCH_STRING_MAX }),
  home_latitude: Latitude(),
  home_longitude: Longitude(),
  home_place_id: Str(),
});
export type HomeAddressUpdate = Static<typeof HomeAddressUpdate>;

export const ProfileDeletion = Type.Object({ profile_id: Uuid(), confirmation: Confirmation() });
export type ProfileDeletion = Static<typeof ProfileDeletion>;

// ─── Memberships ────────────────────────────────────────────────────────────────────────────────

export const PropertyCustomerUpsert = Type.Object({
  property_id: Uuid(),
  profile_id: Uuid(),
  label: Literals(ROLE_LABELS),
});
export type PropertyCustomerUpsert = Static<typeof PropertyCustomerUpsert>;

export const PropertyCustomerDelete = Type.Object({ property_id: Uuid(), profile_id: Uuid() });
export type PropertyCustomerDelete = Static<typeof PropertyCustomerDelete>;

/**
 * Inviting an ally, named by email (they may have no account yet) or by profile id: exactly one
 * of the two (`checkInvitationInvitee`, run by `checkSubmission`).
 */
export const InvitationCreate = Type.Object({
  property_id: Uuid(),
  email: Type.Optional(Email()),
  profile_id: Type.Optional(Uuid()),
  label: Literals(ROLE_LABELS),
  locale: Locale(),
});
export type InvitationCreate = Static<typeof InvitationCreate>;

/** Accept, reject or revoke an invitation. */
export const InvitationAnswer = Type.Object({ invitation_id: Uuid() });
export type InvitationAnswer = Static<typeof InvitationAnswer>;

const RefreshToken = () => Str({ max: 200 });

/** `POST /auth/refresh` and `/auth/logout`: the opaque refresh token. */
export const RefreshBody = Type.Object({ refreshToken: RefreshToken() }, { title: 'RefreshBody' });
export type RefreshBody = Static<typeof RefreshBody>;

export const GoogleStartQuery = Type.Object({
  /** A path of this site to return to after signing in, e.g. /dashboard. */
  redirect: Type.Optional(Type.String({ maxLength: 500 })),
  /** Language of a profile created by this sign-in; default from Accept-Language. */
  locale: Type.Optional(Locale()),
});
export type GoogleStartQuery = Static<typeof GoogleStartQuery>;

/** What the provider sends back: any of its parameters, the ones identity reads named. */
export const GoogleCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: Type.String({ maxLength: 4096 }) },
);
export type GoogleCallbackQuery = Static<typeof GoogleCallbackQuery>;

/** The caller's own profile by default; staff may name another. */
export const ProfileQuery = Type.Object({ profile_id: Type.Optional(Uuid()) });
export type ProfileQuery = Static<typeof ProfileQuery>;

export const MembersQuery = Type.Object({ property_id: Type.Optional(Uuid()) });
export type MembersQuery = Static<typeof MembersQuery>;

export const AdminMembersQuery = Type.Object({
  property_id: Type.Optional(Uuid()),
  profile_id: Type.Optional(Uuid()),
  /** Only the allies of this role label (issue 19). */
  label: Type.Optional(Literals(ROLE_LABELS)),
  /** Words of the person's name or email. */
  q: SearchText(),
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  pageSize: Type.Optional(Int({ min: 1, max: 100, default: PAGE_SIZE })),
});
export type AdminMembersQuery = Static<typeof AdminMembersQuery>;

export const InvitationsQuery = Type.Object({ property_id: Uuid() });
export type InvitationsQuery = Static<typeof InvitationsQuery>;

export const ReceivedInvitationsQuery = Type.Object({ status: Type.Optional(Literals(INVITATION_STATUSES)) });
export type ReceivedInvitationsQuery = Static<typeof ReceivedInvitationsQuery>;

/** Grant a staff role to a profile, named by id or by email. */
export const StaffRoleBody = Type.Object(
  { profile_id: Type.Optional(Uuid()), email: Type.Optional(Email()), role: Literals(STAFF_ROLES) },
  { title: 'StaffRoleBody' },
);
export type StaffRoleBody = Static<typeof StaffRoleBody>;

export const StaffRoleDelete = Type.Object({ profile_id: Uuid() }, { title: 'StaffRoleDelete' });
export type StaffRoleDelete = Static<typeof StaffRoleDelete>;

/** The gateway's question about a token (identity's internal AUTH_STATE_PATH). */
export const AuthStateQuery = Type.Object({
  sub: Type.String({ format: 'uuid' }),
  sid: Type.Optional(Type.String({ format: 'uuid' })),
});
export type AuthStateQuery = Static<typeof AuthStateQuery>;
