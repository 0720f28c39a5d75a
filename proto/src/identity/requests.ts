/**
 * What identity's operations take: the forms (defined with the other submissions in
 * schemas/submissions.ts, where their cross-field rules live) and identity's own queries and bodies.
 */
import { Type, type Static } from 'typebox';
import { PAGE_SIZE } from '../constants.ts';
import { INVITATION_STATUSES, STAFF_ROLES } from '../enums.ts';
import { Email, Int, Literals, LocaleSchema, Str, Uuid } from '../validation/index.ts';

export {
  HomeAddressUpdate,
  IdUpload,
  InvitationAnswer,
  InvitationCreate,
  Login,
  PasswordChange,
  PasswordRecovery,
  PasswordReset,
  ProfileDeletion,
  ProfileUpdate,
  PropertyCustomerDelete,
  PropertyCustomerUpsert,
  Register,
} from '../schemas/submissions.ts';

const RefreshToken = () => Str({ max: 200 });

/** `POST /auth/refresh` and `/auth/logout`: the opaque refresh token. */
export const RefreshBody = Type.Object({ refreshToken: RefreshToken() }, { title: 'RefreshBody' });
export type RefreshBody = Static<typeof RefreshBody>;

export const GoogleStartQuery = Type.Object({
  /** A path of this site to return to after signing in, e.g. /dashboard. */
  redirect: Type.Optional(Type.String({ maxLength: 500 })),
  /** Language of a profile created by this sign-in; default from Accept-Language. */
  locale: Type.Optional(LocaleSchema()),
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
