/**
 * What identity answers. Response shapes keep formats as annotations only: they describe what the
 * service writes and are not re-validated on the way out.
 */
import { Type, type Static } from 'typebox';
import { DATA_SOURCES, STAFF_ROLES } from '../enums.ts';
import { PropertyCustomer, PropertyCustomerInvitation } from '../schemas/entities.ts';
import { Literals, LocaleSchema, Nullable } from '../validation/index.ts';
import { Paginated } from '../shared/responses.ts';

export const ProfileView = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    name: Type.String(),
    img_url: Type.Union([Type.String(), Type.Null()]),
    data_source: Literals(DATA_SOURCES),
    locale: LocaleSchema(),
    phone_number: Type.Union([Type.String(), Type.Null()]),
    /** Company staff role, null for everyone else (the SPA shows admin pages from it). */
    staff_role: Type.Union([Literals(STAFF_ROLES), Type.Null()]),
  },
  { title: 'ProfileView' },
);
export type ProfileView = Static<typeof ProfileView>;

/** What sign-in, registration, refresh and the Google callback give the SPA. */
export const SessionResponse = Type.Object(
  {
    accessToken: Type.String({ description: 'ES256 JWT; send as Authorization: Bearer' }),
    refreshToken: Type.String({ description: 'opaque; single use, rotated on every refresh' }),
    expiresIn: Type.Integer({ description: 'seconds the access token lives' }),
    profile: ProfileView,
  },
  { title: 'Session' },
);
export type SessionResponse = Static<typeof SessionResponse>;

export const RegisterResponse = Type.Object(
  { ...SessionResponse.properties, message: Type.String() },
  { title: 'Registered' },
);
export type RegisterResponse = Static<typeof RegisterResponse>;

export const JwksResponse = Type.Object(
  {
    keys: Type.Array(
      Type.Object({
        kty: Type.String(),
        crv: Type.String(),
        x: Type.String(),
        y: Type.String(),
        kid: Type.String(),
        alg: Type.String(),
        use: Type.String(),
      }),
    ),
  },
  { title: 'Jwks' },
);
export type JwksResponse = Static<typeof JwksResponse>;

export const ProvidersResponse = Type.Object(
  { google: Type.Boolean({ description: 'Google sign-in is configured (the SPA hides it otherwise)' }) },
  { title: 'Providers' },
);
export type ProvidersResponse = Static<typeof ProvidersResponse>;

export const PrivateInfoView = Type.Object(
  {
    profile_id: Type.String({ format: 'uuid' }),
    home_address_string: Nullable(Type.String()),
    home_latitude: Nullable(Type.Number()),
    home_longitude: Nullable(Type.Number()),
    home_place_id: Nullable(Type.String()),
    /** Presigned link to the ID document (valid 15 minutes), or null. */
    id_url: Nullable(Type.String()),
    phone_number: Nullable(Type.String()),
    stripe_customer_id: Nullable(Type.String()),
  },
  { title: 'ProfilePrivateInfoView' },
);
export type PrivateInfoView = Static<typeof PrivateInfoView>;

export const IdFileLink = Type.Object(
  { url: Type.String(), content_type: Type.String(), expires_in: Type.Integer() },
  { title: 'IdFileLink' },
);
export type IdFileLink = Static<typeof IdFileLink>;

/** proto's PropertyCustomer (label and its can_* flags) plus who the person is. */
export const MemberView = Type.Object(
  {
    ...PropertyCustomer.properties,
    created_at: Type.String({ format: 'date-time' }),
    profile: Type.Object({
      id: Type.String({ format: 'uuid' }),
      name: Type.String(),
      email: Type.String(),
      img_url: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  { title: 'PropertyCustomerView' },
);
export type MemberView = Static<typeof MemberView>;

export const MemberList = Type.Object({ items: Type.Array(MemberView) }, { title: 'PropertyCustomerList' });
export type MemberList = Static<typeof MemberList>;

export const MemberPage = Type.Object(
  {
    items: Type.Array(MemberView),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  },
  { title: 'PropertyCustomerPage' },
);
export type MemberPage = Static<typeof MemberPage>;

/** proto's PropertyCustomerInvitation (profile_id null until the invited email registers) plus its times. */
export const InvitationView = Type.Object(
  {
    ...PropertyCustomerInvitation.properties,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'PropertyCustomerInvitationView' },
);
export type InvitationView = Static<typeof InvitationView>;

export const InvitationList = Type.Object({ items: Type.Array(InvitationView) }, { title: 'InvitationList' });
export type InvitationList = Static<typeof InvitationList>;

export const StaffMember = Type.Object(
  {
    profile_id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    name: Type.String(),
    role: Literals(STAFF_ROLES),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'StaffMember' },
);
export type StaffMember = Static<typeof StaffMember>;

export const StaffList = Type.Object({ items: Type.Array(StaffMember) }, { title: 'StaffList' });
export type StaffList = Static<typeof StaffList>;
/** A page of company staff (GET /admin/role?page=&q=). */
export const StaffPage = Paginated(StaffMember);
export type StaffPage = Static<typeof StaffPage>;
