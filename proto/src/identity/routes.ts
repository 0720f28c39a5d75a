/**
 * Identity's route table, declared once for the service (kit's `routes()`) and the SPA (`api()`):
 * every operation's method, path, query, body, answers and who may call it. The use cases still
 * check the caller on the property or profile in question; `auth` is the first gate and the document.
 * The gateway's own question (AUTH_STATE_PATH) is not here: it lives outside /api/v1, behind the
 * internal token.
 */
import {
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
import { DemoSession } from '../demo.ts';
import { MessageResponse, NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { SearchPageQuery } from '../shared/requests.ts';
import {
  AdminMembersQuery,
  GoogleCallbackQuery,
  GoogleStartQuery,
  InvitationsQuery,
  MembersQuery,
  ProfileQuery,
  ReceivedInvitationsQuery,
  RefreshBody,
  StaffRoleBody,
  StaffRoleDelete,
} from './requests.ts';
import {
  IdFileLink,
  InvitationList,
  InvitationView,
  JwksResponse,
  MemberList,
  MemberPage,
  MemberView,
  PrivateInfoView,
  ProfileView,
  ProvidersResponse,
  RegisterResponse,
  SessionResponse,
  StaffPage,
  StaffMember,
} from './responses.ts';

/** Accounts and sessions: /auth/*. */
export const identityAuth = {
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    tags: ['auth'],
    summary: 'Create an account with email and password, and sign it in',
    body: Register,
    response: { 201: RegisterResponse },
    errors: [400, 409],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    tags: ['auth'],
    summary: 'Sign in with email and password',
    body: Login,
    response: { 200: SessionResponse },
    errors: [400, 401, 429],
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/auth/refresh',
    tags: ['auth'],
    summary: 'Trade a refresh token for a new pair (the old one stops working)',
    body: RefreshBody,
    response: { 200: SessionResponse },
    errors: [400, 401],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    tags: ['auth'],
    summary: 'Sign out: the session of this refresh token ends',
    body: RefreshBody,
    response: { 204: NoContent },
    errors: [400],
  }),
  recoverPassword: defineRoute({
    method: 'POST',
    path: '/auth/recover_password',
    tags: ['auth'],
    summary: 'Email a password reset link (same answer whether or not the email has an account)',
    body: PasswordRecovery,
    response: { 200: MessageResponse },
    errors: [400],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/reset_password',
    tags: ['auth'],
    summary: 'Set a new password with the emailed link (single use, about an hour)',
    body: PasswordReset,
    response: { 200: MessageResponse },
    errors: [400],
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/auth/change_password',
    tags: ['auth'],
    summary:
      'Change the password of the signed-in profile (the current one is required); every other session then ends',
    auth: 'signedIn',
    body: PasswordChange,
    response: { 200: MessageResponse },
    errors: [400, 401, 429],
  }),
  jwks: defineRoute({
    method: 'GET',
    path: '/auth/jwks',
    tags: ['auth'],
    summary: 'Public keys that verify access tokens (current, and previous during a rotation)',
    response: { 200: JwksResponse },
  }),
  providers: defineRoute({
    method: 'GET',
    path: '/auth/providers',
    tags: ['auth'],
    summary: 'Which external sign-ins are available',
    response: { 200: ProvidersResponse },
  }),
  googleStart: defineRoute({
    method: 'GET',
    path: '/auth/google/start',
    tags: ['auth'],
    summary: 'Begin signing in with Google (302 to Google)',
    query: GoogleStartQuery,
    response: { 302: NoContent },
  }),
  googleCallback: defineRoute({
    method: 'GET',
    path: '/auth/google/callback',
    tags: ['auth'],
    summary: 'Where Google sends the person back; 302 to the SPA with the session in the fragment',
    query: GoogleCallbackQuery,
    response: { 302: NoContent },
  }),
} as const;

/** The caller's own profile, or any profile for company staff. */
export const identityProfile = {
  get: defineRoute({
    method: 'GET',
    path: '/profile',
    tags: ['profile'],
    summary: 'The signed-in profile (staff may ask for another with profile_id)',
    auth: 'signedIn',
    query: ProfileQuery,
    response: { 200: ProfileView },
    errors: [401, 403, 404],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/profile',
    tags: ['profile'],
    summary: 'Update name, phone, language or the one profile picture (replacing deletes the old)',
    auth: 'signedIn',
    body: ProfileUpdate,
    response: { 200: ProfileView },
    errors: [400, 401, 403, 404],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/profile',
    tags: ['profile'],
    summary: 'Delete the profile for good; confirmation must repeat its email',
    auth: 'signedIn',
    body: ProfileDeletion,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
} as const;

/** Home address, ID document and payment customer: only the profile itself and company staff. */
export const identityPrivateInfo = {
  get: defineRoute({
    method: 'GET',
    path: '/profile_private_info',
    tags: ['profile'],
    summary: 'Private info of a profile (its owner or staff); the ID comes as a presigned link',
    auth: 'signedIn',
    query: ProfileQuery,
    response: { 200: PrivateInfoView },
    errors: [401, 403, 404],
  }),
  updateHomeAddress: defineRoute({
    method: 'PATCH',
    path: '/profile_private_info',
    tags: ['profile'],
    summary: 'Set the home address',
    auth: 'signedIn',
    body: HomeAddressUpdate,
    response: { 200: PrivateInfoView },
    errors: [400, 401, 403, 404],
  }),
  uploadIdFile: defineRoute({
    method: 'PUT',
    path: '/profile_private_info/id_file',
    tags: ['profile'],
    summary: 'Upload the ID document (PDF under 4 MB or JPEG/PNG under 2 MB, base64); replaces the old one',
    auth: 'signedIn',
    body: IdUpload,
    response: { 200: PrivateInfoView },
    errors: [400, 401, 403, 404],
  }),
  idFileLink: defineRoute({
    method: 'GET',
    path: '/profile_private_info/id_file',
    tags: ['profile'],
    summary: "A presigned link to the profile's ID document",
    auth: 'signedIn',
    query: ProfileQuery,
    response: { 200: IdFileLink },
    errors: [401, 403, 404],
  }),
  deleteIdFile: defineRoute({
    method: 'DELETE',
    path: '/profile_private_info/id_file',
    tags: ['profile'],
    summary: 'Delete the ID document',
    auth: 'signedIn',
    query: ProfileQuery,
    response: { 204: NoContent },
    errors: [401, 403, 404],
  }),
} as const;

/** Allies and secondary clients of a property, checked against the caller's label (§6 `customer`). */
export const identityMembers = {
  list: defineRoute({
    method: 'GET',
    path: '/property_customer',
    tags: ['property_customer'],
    summary: "A property's allies (property_id), or the caller's own memberships (no property_id)",
    auth: 'signedIn',
    query: MembersQuery,
    response: { 200: MemberList },
    errors: [401, 403],
  }),
  add: defineRoute({
    method: 'POST',
    path: '/property_customer',
    tags: ['property_customer'],
    summary: 'Add a profile to a property (members assign MANAGER or WORKER)',
    auth: 'signedIn',
    body: PropertyCustomerUpsert,
    response: { 201: MemberView },
    errors: [400, 401, 403, 404, 409],
  }),
  changeLabel: defineRoute({
    method: 'PATCH',
    path: '/property_customer',
    tags: ['property_customer'],
    summary: "Change a member's label",
    auth: 'signedIn',
    body: PropertyCustomerUpsert,
    response: { 200: MemberView },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/property_customer',
    tags: ['property_customer'],
    summary: 'Remove a member (or leave the property yourself)',
    auth: 'signedIn',
    body: PropertyCustomerDelete,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
} as const;

/** Invitations: PENDING → ACCEPTED (shown "Active") | REJECTED | REVOKED. */
export const identityInvitations = {
  list: defineRoute({
    method: 'GET',
    path: '/property_customer_invitation',
    tags: ['property_customer_invitation'],
    summary: "A property's invitations (§6 invitation read; a WORKER cannot)",
    auth: 'signedIn',
    query: InvitationsQuery,
    response: { 200: InvitationList },
    errors: [400, 401, 403],
  }),
  received: defineRoute({
    method: 'GET',
    path: '/property_customer_invitation/received',
    tags: ['property_customer_invitation'],
    summary: 'Invitations addressed to the signed-in profile',
    auth: 'signedIn',
    query: ReceivedInvitationsQuery,
    response: { 200: InvitationList },
    errors: [401],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/property_customer_invitation',
    tags: ['property_customer_invitation'],
    summary: 'Invite someone by email (they may register later) with a label and a language',
    auth: 'signedIn',
    body: InvitationCreate,
    response: { 201: InvitationView },
    errors: [400, 401, 403, 404, 409],
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/property_customer_invitation/accept',
    tags: ['property_customer_invitation'],
    summary: 'The invitee accepts: the membership starts',
    auth: 'signedIn',
    body: InvitationAnswer,
    response: { 200: InvitationView },
    errors: [400, 401, 403, 404, 409],
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/property_customer_invitation/reject',
    tags: ['property_customer_invitation'],
    summary: 'The invitee declines',
    auth: 'signedIn',
    body: InvitationAnswer,
    response: { 200: InvitationView },
    errors: [400, 401, 403, 404, 409],
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/property_customer_invitation/revoke',
    tags: ['property_customer_invitation'],
    summary: 'The inviter withdraws a pending invitation',
    auth: 'signedIn',
    body: InvitationAnswer,
    response: { 200: InvitationView },
    errors: [400, 401, 403, 404, 409],
  }),
} as const;

/**
 * Admin paths. The gateway lets through /api/v1/admin/* only the staff roles each family is open
 * to; the service checks again when reached by another route.
 */
export const identityAdmin = {
  staff: defineRoute({
    method: 'GET',
    path: '/admin/role',
    tags: ['admin'],
    summary:
      'Company staff and administrators, by role then email, a page at a time; q: words of the name or email',
    auth: 'admin',
    query: SearchPageQuery,
    response: { 200: StaffPage },
    errors: [400, 401, 403],
  }),
  setStaffRole: defineRoute({
    method: 'PUT',
    path: '/admin/role',
    tags: ['admin'],
    summary: 'Make a profile (by id or email) STAFF or ADMIN',
    auth: 'admin',
    body: StaffRoleBody,
    response: { 200: StaffMember },
    errors: [400, 401, 403, 404],
  }),
  removeStaffRole: defineRoute({
    method: 'DELETE',
    path: '/admin/role',
    tags: ['admin'],
    summary: "Remove a profile's staff role (not your own)",
    auth: 'admin',
    body: StaffRoleDelete,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  members: defineRoute({
    method: 'GET',
    path: '/admin/property_customer',
    tags: ['admin'],
    summary: 'Every membership, filtered by property or profile, a page at a time',
    auth: 'staff',
    query: AdminMembersQuery,
    response: { 200: MemberPage },
    errors: [400, 401, 403],
  }),
  upsertMember: defineRoute({
    method: 'PUT',
    path: '/admin/property_customer',
    tags: ['admin'],
    summary: 'Add a profile to a property with any label, or change its label',
    auth: 'staff',
    body: PropertyCustomerUpsert,
    response: { 200: MemberView },
    errors: [400, 401, 403, 404, 409],
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/admin/property_customer',
    tags: ['admin'],
    summary: 'Remove a profile from a property (owners included)',
    auth: 'staff',
    body: PropertyCustomerDelete,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
} as const;

/**
 * The public demonstration (§2 /demo): a short-lived, read-only access token for the demo owner,
 * without an account and without a refresh token. 503 while the demo is not seeded.
 */
export const identityDemo = {
  session: defineRoute({
    method: 'GET',
    path: '/demo/session',
    tags: ['demo'],
    summary: "A read-only access token for the demo owner's dashboard (no account needed)",
    response: { 200: DemoSession },
    errors: [429, 503],
  }),
} as const;

/** Every identity operation by resource, for the SPA's client: `api(identityRoutes.profile.get)`. */
export const identityRoutes = {
  auth: identityAuth,
  profile: identityProfile,
  privateInfo: identityPrivateInfo,
  members: identityMembers,
  invitations: identityInvitations,
  admin: identityAdmin,
  demo: identityDemo,
} as const;
