/**
 * People for integration suites, made the way production makes them: registered through identity's
 * API behind the gateway, made company staff in identity's `staff_role` and signed in again (so the
 * token carries the role), given a label on a property through identity's admin API. One builder
 * for every service's harness; a harness passes itself (it has `call` and `identitySql`) and, when
 * the service under test projects identity's events, a `settle` that waits for them.
 *
 *     const admin = await staffAccount(h);
 *     const owner = await registerAccount(h, { locale: 'EN', name: 'Jane Roe' });
 *     await grant(h, admin, owner, propertyId, 'MANAGER');
 */
import { canFlags, type RoleLabel, type StaffRole } from '@casona/proto';
import type { ApiResponse, CallOptions } from './platform.ts';

/** Suites read answers field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** What the builders need from a harness. */
export interface AccountsTarget {
  /** An HTTP request through the gateway. */
  call<T = Json>(method: string, url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** SQL in identity's schema (where staff roles live). */
  identitySql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /**
   * Waits until identity's events of a registration or a grant reached the service under test
   * (usually the test platform's `settle`); without it the builders return at once.
   */
  settle?(): Promise<void>;
  /**
   * The label the service under test's membership projection holds for a profile on a property
   * (undefined when it has none). When given, `grant` checks after settling that the projection
   * caught up, so a suite never races identity's membership event.
   */
  membershipLabel?(profileId: string, propertyId: string): Promise<string | undefined>;
}

export interface Account {
  id: string;
  email: string;
  name: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

const PASSWORD = 'contraseña-segura-1';
let counter = 0;

/** A unique, valid registration (proto's `Register`); `overrides` replace any field. */
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `persona.${id}@example.com`,
    locale: 'ES',
    name: 'Ana María Núñez',
    phone_number: '5512345678',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    source: 'register',
    ...overrides,
  };
}

function expectStatus(res: ApiResponse, statuses: readonly number[], what: string): void {
  if (!statuses.includes(res.status))
    throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Registers through identity and returns the signed-in account (profile locale ES unless told). */
export async function registerAccount(
  target: AccountsTarget,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const body = buildRegistration(overrides);
  const res = await target.call('POST', '/api/v1/auth/register', { body });
  expectStatus(res, [201], 'registration');
  await target.settle?.();
  return {
    id: res.body.profile.id,
    email: res.body.profile.email,
    name: body.name as string,
    password: body.password as string,
    accessToken: res.body.accessToken,
    refreshToken: res.body.refreshToken,
  };
}

/** Signs the account in again: fresh tokens carrying its current staff role. */
export async function signIn(target: AccountsTarget, account: Account): Promise<Account> {
  const res = await target.call('POST', '/api/v1/auth/login', {
    body: { email: account.email, password: account.password },
  });
  expectStatus(res, [200], 'login');
  return { ...account, accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}

/** Makes a profile company staff (or changes its role) and signs it in again, so its token carries the role. */
export async function makeStaff(target: AccountsTarget, account: Account, role: StaffRole = 'ADMIN') {
  await target.identitySql(
    `INSERT INTO staff_role (profile_id, role, created_at, updated_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (profile_id) DO UPDATE SET role = EXCLUDED.role`,
    [account.id, role],
  );
  return signIn(target, account);
}

/** A new company staff member (ADMIN passes the gateway's admin check too), signed in with the role. */
export async function staffAccount(
  target: AccountsTarget,
  role: StaffRole = 'ADMIN',
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  return makeStaff(target, await registerAccount(target, overrides), role);
}

/**
 * Gives `account` a label on a property as staff do it (identity's admin API, any label), waits for
 * the membership event to settle (and, when the target reads its projection, for the label to be
 * there), and returns what the label may do (proto's `canFlags`).
 */
export async function grant(
  target: AccountsTarget,
  admin: Account,
  account: Account,
  propertyId: string,
  label: RoleLabel,
): Promise<ReturnType<typeof canFlags>> {
  const res = await target.call('PUT', '/api/v1/admin/property_customer', {
    token: admin.accessToken,
    body: { property_id: propertyId, profile_id: account.id, label },
  });
  expectStatus(res, [200, 201], 'grant');
  await target.settle?.();
  if (target.membershipLabel) {
    const projected = await target.membershipLabel(account.id, propertyId);
    if (projected !== label)
      throw new Error(`membership projection did not catch up: ${String(projected)} instead of ${label}`);
  }
  return canFlags(label);
}
