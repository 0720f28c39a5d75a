import { describe, expect, it } from 'vitest';
import { canFlags, checkSubmission } from '@casona/proto';
import {
  buildRegistration,
  grant,
  makeStaff,
  registerAccount,
  staffAccount,
  type AccountsTarget,
} from './accounts.ts';
import type { ApiResponse, CallOptions } from './platform.ts';

interface Sent {
  method: string;
  url: string;
  options: CallOptions | undefined;
}

/** A stand-in for identity behind the gateway: answers as it does and records what it was asked. */
function fakeIdentity(answers: { register?: number; login?: number; grant?: number } = {}) {
  const sent: Sent[] = [];
  const sql: { text: string; values: unknown[] | undefined }[] = [];
  const events: string[] = [];
  let logins = 0;
  const answer = (status: number, body: unknown) => ({ status, headers: new Headers(), body }) as ApiResponse;
  const target: AccountsTarget = {
    async call(method, url, options) {
      sent.push({ method, url, options });
      events.push(`${method} ${url}`);
      const body = options?.body as Record<string, string>;
      if (url === '/api/v1/auth/register')
        return answer(answers.register ?? 201, {
          profile: { id: 'p-1', email: String(body.email).toLowerCase() },
          accessToken: 'access-0',
          refreshToken: 'refresh-0',
        });
      if (url === '/api/v1/auth/login') {
        logins += 1;
        return answer(answers.login ?? 200, {
          accessToken: `access-${logins}`,
          refreshToken: `refresh-${logins}`,
        });
      }
      return answer(answers.grant ?? 201, { label: body.label });
    },
    async identitySql(text, values) {
      sql.push({ text, values });
      events.push('sql');
      return [];
    },
    async settle() {
      events.push('settle');
    },
  };
  return { target, sent, sql, events };
}

describe('the accounts builder', () => {
  it('registers a valid, unique registration and waits for its events before answering', async () => {
    const one = buildRegistration();
    const two = buildRegistration({ locale: 'EN' });
    expect(checkSubmission('register', one).ok).toBe(true);
    expect(two.email).not.toBe(one.email);
    expect(two.locale).toBe('EN');

    const identity = fakeIdentity();
    const account = await registerAccount(identity.target, {
      name: 'Jane Roe',
      email: 'Jane.Roe@Example.com',
    });
    expect(account).toEqual({
      id: 'p-1',
      email: 'jane.roe@example.com',
      name: 'Jane Roe',
      password: 'contraseña-segura-1',
      accessToken: 'access-0',
      refreshToken: 'refresh-0',
    });
    expect(identity.events).toEqual(['POST /api/v1/auth/register', 'settle']);
  });

  it('makes staff in identity and signs in again so the token carries the role', async () => {
    const identity = fakeIdentity();
    const staff = await staffAccount(identity.target, 'STAFF');
    expect(identity.events).toEqual([
      'POST /api/v1/auth/register',
      'settle',
      'sql',
      'POST /api/v1/auth/login',
    ]);
    expect(identity.sql[0]!.values).toEqual(['p-1', 'STAFF']);
    expect(identity.sent[1]!.options?.body).toEqual({ email: staff.email, password: staff.password });
    expect(staff.accessToken).toBe('access-1');

    const admin = await makeStaff(identity.target, staff);
    expect(identity.sql[1]!.values).toEqual(['p-1', 'ADMIN']);
    expect(admin.accessToken).toBe('access-2');
  });

  it("grants a label through identity's admin API as the admin, settles, and says what the label may do", async () => {
    const identity = fakeIdentity();
    const admin = await staffAccount(identity.target);
    const member = await registerAccount(identity.target);
    identity.events.length = 0;
    const flags = await grant(identity.target, admin, member, 'prop-1', 'MANAGER');
    expect(flags).toEqual(canFlags('MANAGER'));
    expect(identity.events).toEqual(['PUT /api/v1/admin/property_customer', 'settle']);
    expect(identity.sent.at(-1)!.options).toEqual({
      token: admin.accessToken,
      body: { property_id: 'prop-1', profile_id: member.id, label: 'MANAGER' },
    });
  });

  it("checks the service's membership projection after settling, when the target reads it", async () => {
    const identity = fakeIdentity();
    const admin = await staffAccount(identity.target);
    const member = await registerAccount(identity.target);
    const projection = new Map<string, string>();
    const asked: string[] = [];
    const target: AccountsTarget = {
      ...identity.target,
      async settle() {
        identity.events.push('settle');
        if (projection.has('lagging')) return;
        projection.set(`${member.id}/prop-1`, 'MANAGER');
      },
      async membershipLabel(profileId, propertyId) {
        asked.push(`${profileId}/${propertyId}`);
        identity.events.push('projection');
        return projection.get(`${profileId}/${propertyId}`);
      },
    };
    identity.events.length = 0;
    expect(await grant(target, admin, member, 'prop-1', 'MANAGER')).toEqual(canFlags('MANAGER'));
    expect(identity.events).toEqual(['PUT /api/v1/admin/property_customer', 'settle', 'projection']);
    expect(asked).toEqual([`${member.id}/prop-1`]);

    // A projection that has not caught up (still the old label) fails the grant instead of racing.
    projection.set('lagging', 'yes');
    await expect(grant(target, admin, member, 'prop-1', 'WORKER')).rejects.toThrow(
      /membership projection did not catch up: MANAGER instead of WORKER/,
    );
  });

  it('fails loudly with the status and body when identity refuses', async () => {
    await expect(registerAccount(fakeIdentity({ register: 409 }).target)).rejects.toThrow(
      /registration failed: 409/,
    );
    await expect(staffAccount(fakeIdentity({ login: 401 }).target)).rejects.toThrow(/login failed: 401/);
    const identity = fakeIdentity({ grant: 403 });
    const someone = await registerAccount(identity.target);
    await expect(grant(identity.target, someone, someone, 'prop-1', 'OWNER')).rejects.toThrow(
      /grant failed: 403/,
    );
  });
});
