import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { STAFF_ROLES, type StaffRole } from '@casona/proto';
import { forbidden, unauthorized } from '../errors/errors.ts';

/**
 * Who is calling, as established by the gateway. The gateway verifies the access token and forwards
 * these headers (dropping any a client sent itself); services trust them only when the internal
 * token matches, so a request that reaches a service around the gateway carries no identity.
 */
export const AUTH_HEADERS = {
  profileId: 'x-casona-profile-id',
  staffRole: 'x-casona-staff-role',
  locale: 'x-casona-locale',
  /** The caller's address as the gateway saw it (after trusted proxies); clients cannot set it. */
  clientIp: 'x-casona-client-ip',
  internalToken: 'x-casona-internal-token',
} as const;

export interface AuthContext {
  profileId: string | null;
  staffRole: StaffRole | null;
  /** The gateway's view of the caller's address, when the request came through the gateway. */
  clientIp: string | null;
}

export const ANONYMOUS: AuthContext = Object.freeze({ profileId: null, staffRole: null, clientIp: null });

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Whether the request carries the internal token: it comes from inside the platform (the gateway). */
export function hasInternalToken(headers: IncomingHttpHeaders, internalToken: string): boolean {
  const token = single(headers[AUTH_HEADERS.internalToken]);
  return token !== undefined && token !== '' && sameSecret(token, internalToken);
}

export function authFromHeaders(headers: IncomingHttpHeaders, internalToken: string): AuthContext {
  if (!hasInternalToken(headers, internalToken)) return ANONYMOUS;
  const profileId = single(headers[AUTH_HEADERS.profileId]) || null;
  const role = single(headers[AUTH_HEADERS.staffRole]);
  const staffRole = role && (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
  const clientIp = single(headers[AUTH_HEADERS.clientIp])?.trim().slice(0, 64) || null;
  return { profileId, staffRole, clientIp };
}

/** The caller's profile id, or 401 'You need to login'. */
export function requireProfile(auth: AuthContext): string {
  if (!auth.profileId) throw unauthorized({ messageKey: 'auth.sessionExpired' });
  return auth.profileId;
}

export const isStaff = (auth: AuthContext): boolean => auth.staffRole !== null;
export const isAdmin = (auth: AuthContext): boolean => auth.staffRole === 'ADMIN';

export function requireStaff(auth: AuthContext): void {
  requireProfile(auth);
  if (!isStaff(auth)) throw forbidden();
}

export function requireAdmin(auth: AuthContext): void {
  requireProfile(auth);
  if (!isAdmin(auth)) throw forbidden();
}
