import { generateKeyPairSync } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, AUTH_STATE_PATH } from '@casona/proto';
import { AUTH_HEADERS } from '@casona/kit/auth/context';
import {
  buildRegistration,
  makeStaff,
  registerAccount,
  startHarness,
  testSigningKey,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(
    {
      JWT_PRIVATE_KEY: testSigningKey(),
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '5',
      LOGIN_MAX_FAILURES_PER_IP: '6',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '9',
      ADMIN_EMAIL: 'Admin@Casona.Test',
    },
    { seedAdmin: true },
  );
});
afterAll(async () => h?.stop());

const register = (body: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
  h.call('POST', '/api/v1/auth/register', { body, lang });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  h.call('POST', '/api/v1/auth/login', { body: { email, password }, headers });
const HOUR = 3600_000;

describe('registration', () => {
  it('creates the profile, signs it in and announces it', async () => {
    const body = buildRegistration({ email: `Ana.Registro.${Date.now()}@Example.COM`, phone_number: '' });
    const res = await register(body, 'es');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Tu cuenta se creó con éxito. ¡Te damos la bienvenida!',
      expiresIn: 900,
      profile: {
        email: body.email.toLowerCase(),
        name: 'Ana María Núñez',
        data_source: 'email',
        locale: 'ES',
        phone_number: null,
        img_url: null,
        staff_role: null,
      },
    });
    expect(res.body.accessToken.split('.')).toHaveLength(3);
    const [event] = (await h.events('identity.profile.created')).filter(
      (e) => (e.payload as { profileId: string }).profileId === res.body.profile.id,
    );
    expect(event).toMatchObject({
      producer: 'identity',
      key: res.body.profile.id,
      payload: {
        email: body.email.toLowerCase(),
        dataSource: 'email',
        source: 'register',
        phoneNumber: null,
      },
    });
    const [credential] = await h.sql<{ password_hash: string }>(
      'SELECT password_hash FROM credential WHERE profile_id = $1',
      [res.body.profile.id],
    );
    expect(credential!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second profile with the same email, in the caller language', async () => {
    const body = buildRegistration();
    expect((await register(body)).status).toBe(201);
    const en = await register({ ...body, email: body.email.toUpperCase() });
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      code: 'CONFLICT',
      message: 'A profile with this email already exists. Please log in to continue.',
    });
    const es = await register(body, 'es');
    expect(es.body.message).toBe(
      'Ya existe un perfil con este correo electrónico. Por favor, inicia sesión para continuar.',
    );
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    [
      'a password of 7 characters',
      { password: 'short12', passwordConfirmation: 'short12' },
      '/password',
      'The password must be between 8 and 50 characters long.',
    ],
    [
      'a password of 51 characters',
      { password: 'x'.repeat(51), passwordConfirmation: 'x'.repeat(51) },
      '/password',
      'The password must be between 8 and 50 characters long.',
    ],
    [
      'a confirmation that does not match',
      { passwordConfirmation: 'otra-contraseña' },
      '/passwordConfirmation',
      'The passwords do not match.',
    ],
    ['an invalid email', { email: 'not-an-email' }, '/email', 'Please enter a valid email address.'],
    ['a number as name', { name: 42 }, '/name', 'This value must be text.'],
    ['a name of only spaces', { name: '   ' }, '/name', 'This field is required.'],
    [
      'a 9-digit phone',
      { phone_number: '551234567' },
      '/phone_number',
      'The phone number must be 10 digits.',
    ],
    ['an unknown locale', { locale: 'FR' }, '/locale', 'The language must be EN or ES.'],
    ['an unknown source', { source: 'ads' }, '/source', 'Choose an option.'],
  ];
  it.each(invalid)('rejects %s', async (_what, override, path, message) => {
    const res = await register(buildRegistration(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please correct the errors in the form.');
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it('rejects a missing field and a body that is not JSON object', async () => {
    const { email: _omit, ...rest } = buildRegistration();
    const res = await register(rest);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: '/email', message: 'This field is required.' });
    const wrong = await h.call('POST', '/api/v1/auth/register', { body: ['x'] });
    expect(wrong.status).toBe(400);
  });
});

describe('sign-in and sessions', () => {
  it('answers { accessToken, refreshToken, expiresIn, profile } and the token opens the profile through the gateway', async () => {
    const account = await registerAccount(h);
    const res = await login(account.email.toUpperCase(), account.password);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'expiresIn', 'profile', 'refreshToken']);
    const me = await h.call('GET', '/api/v1/profile', { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(account.id);
  });

  it("answers 'Please verify your credentials and try again' for a wrong password or an unknown email", async () => {
    const account = await registerAccount(h);
    const wrong = await login(account.email, 'not-the-password', { 'x-forwarded-for': '203.0.113.7' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Please verify your credentials and try again');
    const unknown = await h.call('POST', '/api/v1/auth/login', {
      body: { email: 'nadie@example.com', password: 'whatever-1' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
      lang: 'es',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Por favor, verifica tus credenciales e inténtalo de nuevo');
  });

  it('limits failed sign-ins per account and address (429 even with the right password) until the window ends', async () => {
    const account = await registerAccount(h);
    const headers = { 'x-forwarded-for': '198.51.100.1' };
    for (let i = 0; i < 5; i++)
      expect((await login(account.email, 'wrong-password', headers)).status).toBe(401);
    const limited = await login(account.email, account.password, headers);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Request limit exceeded');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800); // the 15-minute window, not a default
    h.setClockOffset(16 * 60_000);
    try {
      expect((await login(account.email, account.password, headers)).status).toBe(200);
    } finally {
      h.setClockOffset(0);
    }
  });

  it('wrong passwords from one address do not lock the owner out at another (#11 item 7)', async () => {
    const account = await registerAccount(h);
    const attacker = { 'x-forwarded-for': '198.51.100.66' };
    for (let i = 0; i < 5; i++)
      expect((await login(account.email, 'wrong-password', attacker)).status).toBe(401);
    expect((await login(account.email, 'wrong-password', attacker)).status).toBe(429);
    const owner = await login(account.email, account.password, { 'x-forwarded-for': '203.0.113.200' });
    expect(owner.status).toBe(200);
    // The attacker's address stays limited for this account.
    expect((await login(account.email, account.password, attacker)).status).toBe(429);
  });

  it('a much looser limit per account across every address slows guessing spread over many addresses', async () => {
    const account = await registerAccount(h);
    for (let i = 0; i < 9; i++) {
      const from = { 'x-forwarded-for': `198.18.0.${i + 1}` };
      expect((await login(account.email, 'wrong-password', from)).status).toBe(401);
    }
    const limited = await login(account.email, account.password, { 'x-forwarded-for': '198.18.1.1' });
    expect(limited.status).toBe(429);
    h.setClockOffset(16 * 60_000);
    try {
      expect((await login(account.email, account.password, { 'x-forwarded-for': '198.18.1.1' })).status).toBe(
        200,
      );
    } finally {
      h.setClockOffset(0);
    }
  });

  it('limits failed sign-ins per address across accounts', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.55' };
    for (let i = 0; i < 6; i++)
      expect((await login(`nobody${i}@example.com`, 'wrong-password', headers)).status).toBe(401);
    const account = await registerAccount(h);
    expect((await login(account.email, account.password, headers)).status).toBe(429);
    expect((await login(account.email, account.password, { 'x-forwarded-for': '192.0.2.56' })).status).toBe(
      200,
    );
  });

  it('rotates the refresh token; presenting a rotated one revokes the whole family', async () => {
    const account = await registerAccount(h);
    const first = await h.call('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: account.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(account.refreshToken);
    const second = await h.call('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: first.body.refreshToken },
    });
    expect(second.status).toBe(200);

    const replay = await h.call('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: account.refreshToken },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('You need to login');
    // The newest token of the family dies with it.
    const afterReuse = await h.call('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: second.body.refreshToken },
    });
    expect(afterReuse.status).toBe(401);
    // Other sessions of the same person are another family and keep working.
    const other = await login(account.email, account.password);
    expect(
      (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: other.body.refreshToken } }))
        .status,
    ).toBe(200);
  });

  it('expired refresh tokens and garbage answer 401', async () => {
    const account = await registerAccount(h);
    h.setClockOffset(31 * 24 * HOUR);
    try {
      expect(
        (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: account.refreshToken } }))
          .status,
      ).toBe(401);
    } finally {
      h.setClockOffset(0);
    }
    expect((await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: 'garbage' } })).status).toBe(
      401,
    );
    expect((await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: 12 } })).status).toBe(400);
  });

  it('logout ends the session', async () => {
    const account = await registerAccount(h);
    const out = await h.call('POST', '/api/v1/auth/logout', { body: { refreshToken: account.refreshToken } });
    expect(out.status).toBe(204);
    expect(
      (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: account.refreshToken } })).status,
    ).toBe(401);
    expect(
      (await h.call('POST', '/api/v1/auth/logout', { body: { refreshToken: account.refreshToken } })).status,
    ).toBe(204);
  });
});

describe('the gateway in front of identity', () => {
  it('401 without a token, with an expired token, and with a token signed by another key', async () => {
    expect((await h.call('GET', '/api/v1/profile')).status).toBe(401);

    const account = await registerAccount(h);
    h.setClockOffset(-20 * 60_000); // issued 20 minutes ago: expired 5 minutes ago
    const old = await login(account.email, account.password);
    h.setClockOffset(0);
    const expired = await h.call('GET', '/api/v1/profile', { token: old.body.accessToken });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('You need to login');

    const foreign = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const [jwk] = (await h.call('GET', '/api/v1/auth/jwks')).body.keys;
    const forged = await new SignJWT({ role: 'ADMIN', locale: 'EN' })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
      .setSubject(account.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(foreign);
    const res = await h.call('GET', '/api/v1/admin/role', { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized usage of API endpoint');
  });

  it('403 for a non-admin on an admin path; an admin gets through and manages staff roles', async () => {
    const user = await registerAccount(h);
    expect((await h.call('GET', '/api/v1/admin/role')).status).toBe(401);
    expect((await h.call('GET', '/api/v1/admin/role', { token: user.accessToken })).status).toBe(403);
    const staff = await makeStaff(h, await registerAccount(h), 'STAFF');
    expect((await h.call('GET', '/api/v1/admin/role', { token: staff.accessToken })).status).toBe(403);

    const admin = await makeStaff(h, await registerAccount(h), 'ADMIN');
    const list = await h.call('GET', '/api/v1/admin/role', { token: admin.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(expect.objectContaining({ profile_id: admin.id, role: 'ADMIN' }));

    const granted = await h.call('PUT', '/api/v1/admin/role', {
      token: admin.accessToken,
      body: { email: user.email.toUpperCase(), role: 'STAFF' },
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ profile_id: user.id, role: 'STAFF' });
    // The role shows in the next access token.
    const refreshed = await h.call('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: user.refreshToken },
    });
    expect(refreshed.body.profile.staff_role).toBe('STAFF');
    const claims = JSON.parse(Buffer.from(refreshed.body.accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'STAFF',
      locale: 'ES',
      iss: 'casona-identity',
      aud: 'casona',
    });

    expect(
      (await h.call('PUT', '/api/v1/admin/role', { token: admin.accessToken, body: { role: 'STAFF' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await h.call('PUT', '/api/v1/admin/role', {
          token: admin.accessToken,
          body: { email: 'nadie@example.com', role: 'STAFF' },
        })
      ).status,
    ).toBe(404);
    const removeSelf = await h.call('DELETE', '/api/v1/admin/role', {
      token: admin.accessToken,
      body: { profile_id: admin.id },
    });
    expect(removeSelf.status).toBe(403);
    expect(removeSelf.body.message).toBe('No puedes quitarte tu propio rol de administrador.');
    const demoteSelf = await h.call('PUT', '/api/v1/admin/role', {
      token: admin.accessToken,
      body: { profile_id: admin.id, role: 'STAFF' },
    });
    expect(demoteSelf.status).toBe(403);
    expect(demoteSelf.body.message).toBe('No puedes quitarte tu propio rol de administrador.');
    expect(
      (
        await h.call('DELETE', '/api/v1/admin/role', {
          token: admin.accessToken,
          body: { profile_id: user.id },
        })
      ).status,
    ).toBe(204);
  });

  it('the service itself refuses admin work from a caller that is not admin (defence behind the gateway)', async () => {
    const res = await fetch(`${h.identity.url}/api/v1/admin/role`, {
      headers: { 'x-casona-profile-id': crypto.randomUUID(), 'x-casona-staff-role': 'ADMIN' },
    });
    expect(res.status).toBe(401); // no internal token: the headers are not trusted
  });
});

/** The reset links announced for a profile, once the queued job ran (recovery answers first). */
async function resetLinksOf(profileId: string, count = 1) {
  for (let i = 0; i < 200; i++) {
    const events = (await h.events('identity.password_reset.requested')).filter(
      (e) => (e.payload as { profileId: string }).profileId === profileId,
    );
    if (events.length >= count) return events;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset link for ${profileId} within 5 s`);
}

const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid?: string;
  };

describe('the session state the gateway asks for (#11 item 4)', () => {
  /** GET AUTH_STATE_PATH straight at identity, as the gateway does. */
  const stateOf = async (
    sub: string,
    sid?: string,
    token: string | null = 'identity-suite-internal-token',
  ) => {
    const query = new URLSearchParams({ sub, ...(sid ? { sid } : {}) });
    const res = await fetch(`${h.identity.url}${AUTH_STATE_PATH}?${query}`, {
      headers: token ? { [AUTH_HEADERS.internalToken]: token } : {},
    });
    return { status: res.status, body: (await res.json()) as { active: boolean; role: string | null } };
  };

  it('is internal: refused without the internal token, and the gateway does not route it', async () => {
    const account = await registerAccount(h);
    expect((await stateOf(account.id, undefined, null)).status).toBe(401);
    expect((await stateOf(account.id, undefined, 'a-guess')).status).toBe(401);
    expect((await stateOf('not-a-uuid', undefined, null)).status).toBe(401); // not even validation
    expect((await stateOf('not-a-uuid')).status).toBe(400);
    expect((await h.call('GET', `${AUTH_STATE_PATH}?sub=${account.id}`)).status).toBe(404);
    expect((await h.call('GET', `/api/v1${AUTH_STATE_PATH}?sub=${account.id}`)).status).toBe(404);
  });

  it('every token names its session; refreshing keeps it, signing in again opens another', async () => {
    const account = await registerAccount(h);
    const { sub, sid } = claimsOf(account.accessToken);
    expect(sub).toBe(account.id);
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    const refreshed = await h.call('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: account.refreshToken },
    });
    expect(claimsOf(refreshed.body.accessToken).sid).toBe(sid);
    const again = await login(account.email, account.password);
    expect(claimsOf(again.body.accessToken).sid).not.toBe(sid);
    expect((await stateOf(account.id, sid)).body).toEqual({ active: true, role: null });
  });

  it('logout ends that session only; refresh-token reuse ends its family', async () => {
    const account = await registerAccount(h);
    const other = await login(account.email, account.password);
    const sid = claimsOf(account.accessToken).sid!;
    const otherSid = claimsOf(other.body.accessToken).sid!;
    await h.call('POST', '/api/v1/auth/logout', { body: { refreshToken: account.refreshToken } });
    expect((await stateOf(account.id, sid)).body).toEqual({ active: false, role: null });
    expect((await stateOf(account.id, otherSid)).body.active).toBe(true);

    const rotated = await h.call('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: other.body.refreshToken },
    });
    expect(rotated.status).toBe(200);
    expect((await stateOf(account.id, otherSid)).body.active).toBe(true);
    await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: other.body.refreshToken } }); // reuse
    expect((await stateOf(account.id, otherSid)).body.active).toBe(false);
    // A session id of someone else's is no session of this profile.
    const stranger = await registerAccount(h);
    expect((await stateOf(account.id, claimsOf(stranger.accessToken).sid)).body.active).toBe(false);
  });

  it('a password change ends every other session; a reset ends them all', async () => {
    const account = await registerAccount(h);
    const other = await login(account.email, account.password);
    const sid = claimsOf(account.accessToken).sid!;
    const otherSid = claimsOf(other.body.accessToken).sid!;
    const changed = await h.call('POST', '/api/v1/auth/change_password', {
      token: account.accessToken,
      body: {
        password: 'cambiada-789',
        passwordConfirmation: 'cambiada-789',
        currentPassword: account.password,
      },
    });
    expect(changed.status).toBe(200);
    expect((await stateOf(account.id, sid)).body.active).toBe(true);
    expect((await stateOf(account.id, otherSid)).body.active).toBe(false);

    await h.call('POST', '/api/v1/auth/recover_password', { body: { email: account.email } });
    const link = (await resetLinksOf(account.id)).at(-1)!.payload as { resetUrl: string };
    const token = new URLSearchParams(new URL(link.resetUrl).hash.slice(1)).get('reset_token')!;
    const reset = await h.call('POST', '/api/v1/auth/reset_password', {
      body: { token, password: 'reiniciada-1', passwordConfirmation: 'reiniciada-1' },
    });
    expect(reset.status).toBe(200);
    expect((await stateOf(account.id, sid)).body.active).toBe(false);
  });

  it('answers the staff role now; a deleted profile is inactive with or without a session', async () => {
    const account = await makeStaff(h, await registerAccount(h), 'STAFF');
    const sid = claimsOf(account.accessToken).sid!;
    expect((await stateOf(account.id, sid)).body).toEqual({ active: true, role: 'STAFF' });
    await h.sql('DELETE FROM staff_role WHERE profile_id = $1', [account.id]);
    expect((await stateOf(account.id, sid)).body).toEqual({ active: true, role: null });
    expect((await stateOf(account.id)).body).toEqual({ active: true, role: null }); // by sub alone
    const deleted = await h.call('DELETE', '/api/v1/profile', {
      token: account.accessToken,
      body: { profile_id: account.id, confirmation: account.email },
    });
    expect(deleted.status).toBe(204);
    expect((await stateOf(account.id, sid)).body).toEqual({ active: false, role: null });
    expect((await stateOf(account.id)).body).toEqual({ active: false, role: null });
    expect((await stateOf(crypto.randomUUID())).body).toEqual({ active: false, role: null });
  });

  it("identity itself: a deleted profile's token does nothing, a revoked staff role no longer counts", async () => {
    const someone = await registerAccount(h);
    const staff = await makeStaff(h, await registerAccount(h), 'ADMIN');
    const read = () =>
      h.call('GET', `/api/v1/profile?profile_id=${someone.id}`, { token: staff.accessToken });
    expect((await read()).status).toBe(200);
    await h.sql('DELETE FROM staff_role WHERE profile_id = $1', [staff.id]);
    expect((await read()).status).toBe(403);
    const rename = await h.call('PATCH', '/api/v1/profile', {
      token: staff.accessToken,
      body: { profile_id: someone.id, name: 'Renombrada' },
    });
    expect(rename.status).toBe(403);

    const gone = await registerAccount(h);
    await h.call('DELETE', '/api/v1/profile', {
      token: gone.accessToken,
      body: { profile_id: gone.id, confirmation: gone.email },
    });
    for (const [method, url, body] of [
      ['GET', '/api/v1/profile', undefined],
      ['PATCH', '/api/v1/profile', { name: 'Fantasma' }],
      ['GET', '/api/v1/profile_private_info', undefined],
      ['GET', '/api/v1/property_customer', undefined],
      [
        'POST',
        '/api/v1/property_customer_invitation',
        { property_id: crypto.randomUUID(), email: 'x@example.com', label: 'WORKER', locale: 'ES' },
      ],
    ] as const) {
      const res = await h.call(method, url, { token: gone.accessToken, body });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe('Necesitas iniciar sesión'); // the token's language
    }
  });
});

describe('password recovery and change', () => {
  const resetTokenOf = async (profileId: string): Promise<string> => {
    const mine = (await resetLinksOf(profileId)).at(-1);
    const url = new URL((mine!.payload as { resetUrl: string }).resetUrl);
    expect(url.pathname).toBe('/dashboard/profile/change_password');
    return new URLSearchParams(url.hash.slice(1)).get('reset_token')!;
  };

  it('answers the same whether or not the email exists, and announces a link only for a real account', async () => {
    const account = await registerAccount(h);
    const before = (await h.events('identity.password_reset.requested')).length;
    const known = await h.call('POST', '/api/v1/auth/recover_password', { body: { email: account.email } });
    const unknown = await h.call('POST', '/api/v1/auth/recover_password', {
      body: { email: 'nadie@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(
      'If the email is registered, you will receive instructions to recover your password shortly.',
    );
    const [link] = await resetLinksOf(account.id);
    expect(link!.payload).toMatchObject({ profileId: account.id, email: account.email, locale: 'ES' });
    expect((await h.events('identity.password_reset.requested')).length).toBe(before + 1);
    const bad = await h.call('POST', '/api/v1/auth/recover_password', { body: { email: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('recovery timing: known and unknown emails measured over 40 interleaved pairs (reported, not asserted)', async () => {
    const account = await registerAccount(h);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await h.call('POST', '/api/v1/auth/recover_password', { body: { email } });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 40; i++) {
      known.push(await time(account.email));
      unknown.push(await time(`nadie.${account.id}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.info(
      `recover_password median over 40 interleaved pairs: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`,
    );
  });

  it('a reset link works once, ends every session, and the new password signs in', async () => {
    const account = await registerAccount(h);
    await h.call('POST', '/api/v1/auth/recover_password', { body: { email: account.email } });
    const token = await resetTokenOf(account.id);
    const body = { token, password: 'nueva-contraseña-2', passwordConfirmation: 'nueva-contraseña-2' };
    const mismatch = await h.call('POST', '/api/v1/auth/reset_password', {
      body: { ...body, passwordConfirmation: 'otra' },
    });
    expect(mismatch.status).toBe(400);
    const ok = await h.call('POST', '/api/v1/auth/reset_password', { body });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(
      'Your password has been updated. Please log in again with your new password.',
    );
    const again = await h.call('POST', '/api/v1/auth/reset_password', { body });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link has expired or was already used. Request a new one.');
    expect(again.body.errors).toContainEqual({
      path: '/token',
      message: 'This link has expired or was already used. Request a new one.',
    });
    expect(
      (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: account.refreshToken } })).status,
    ).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, 'nueva-contraseña-2')).status).toBe(200);
  });

  it('a reset link expires after an hour', async () => {
    const account = await registerAccount(h);
    h.setClockOffset(-61 * 60_000);
    try {
      await h.call('POST', '/api/v1/auth/recover_password', { body: { email: account.email } });
      await resetLinksOf(account.id); // the job runs on the moved clock too
    } finally {
      h.setClockOffset(0);
    }
    const token = await resetTokenOf(account.id);
    const res = await h.call('POST', '/api/v1/auth/reset_password', {
      body: { token, password: 'nueva-contraseña-3', passwordConfirmation: 'nueva-contraseña-3' },
      lang: 'es',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Este enlace ya expiró o ya se usó. Solicita uno nuevo.');
  });

  it('change password: needs a session and the current password, then ends every other session (#11 item 2)', async () => {
    const account = await registerAccount(h);
    const elsewhere = await login(account.email, account.password);
    const body = { password: 'cambiada-123', passwordConfirmation: 'cambiada-123' };
    const anonymous = { ...body, currentPassword: account.password };
    expect((await h.call('POST', '/api/v1/auth/change_password', { body: anonymous })).status).toBe(401);
    // A stolen access token alone is not enough: the current password is required, and the answer
    // follows the profile's language (the token's), whatever the browser says.
    const english = await registerAccount(h, { locale: 'EN' });
    for (const [who, message] of [
      [account, 'Este campo es obligatorio.'],
      [english, 'This field is required.'],
    ] as const) {
      const missing = await h.call('POST', '/api/v1/auth/change_password', {
        token: who.accessToken,
        body,
        lang: 'es',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ path: '/currentPassword', message }]);
    }
    const wrongCurrent = await h.call('POST', '/api/v1/auth/change_password', {
      token: account.accessToken,
      body: { ...body, currentPassword: 'not-it-at-all' },
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.message).toBe('Por favor, verifica tus credenciales e inténtalo de nuevo');
    expect((await login(account.email, 'cambiada-123')).status).toBe(401); // nothing changed
    const short = await h.call('POST', '/api/v1/auth/change_password', {
      token: account.accessToken,
      body: { password: 'short', passwordConfirmation: 'short', currentPassword: account.password },
    });
    expect(short.status).toBe(400);
    const ok = await h.call('POST', '/api/v1/auth/change_password', {
      token: account.accessToken,
      body: { ...body, currentPassword: account.password },
      lang: 'es',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(
      'Tu contraseña se actualizó. Por favor, vuelve a iniciar sesión con tu nueva contraseña.',
    );
    // The other session ended; the one that made the change goes on.
    expect(
      (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: elsewhere.body.refreshToken } }))
        .status,
    ).toBe(401);
    expect(
      (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: account.refreshToken } })).status,
    ).toBe(200);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, 'cambiada-123')).status).toBe(200);
  });

  it('change password: wrong current passwords count against the sign-in limit', async () => {
    const account = await registerAccount(h);
    const headers = { 'x-forwarded-for': '198.51.100.90' };
    const attempt = (currentPassword: string) =>
      h.call('POST', '/api/v1/auth/change_password', {
        token: account.accessToken,
        headers,
        body: { password: 'cambiada-456', passwordConfirmation: 'cambiada-456', currentPassword },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-number-${i}`)).status).toBe(400);
    const limited = await attempt(account.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Se excedió el límite de solicitudes');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});

describe('keys and documentation', () => {
  it('publishes the JWKS with a kid and caching, and providers says Google is off when not configured', async () => {
    const jwks = await h.call('GET', '/api/v1/auth/jwks');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.headers.get('cache-control')).toContain('max-age');
    expect((await h.call('GET', '/api/v1/auth/providers')).body).toEqual({ google: false });
    const start = await h.call('GET', '/api/v1/auth/google/start');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(`${h.base}/login?error=google`);
  });

  it('OpenAPI describes the routes with their request and response schemas', async () => {
    const doc = (await (await fetch(`${h.identity.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/register',
        '/api/v1/profile',
        '/api/v1/property_customer',
        '/api/v1/property_customer_invitation/accept',
        '/api/v1/admin/role',
      ]),
    );
    expect(doc.paths['/api/v1/auth/login']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/auth/login']!.post!.responses['200']).toBeDefined();
  });
});

describe('first start and housekeeping', () => {
  it('seeded one administrator on the empty database, its password only in a 0600 file (and the log, once)', async () => {
    const file = path.join(h.dataDir, 'identity', 'admin-password.txt');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const [email, password] = (await readFile(file, 'utf8')).trim().split('\n');
    expect(email).toBe('admin@casona.test');
    const res = await login(email!, password!);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ staff_role: 'ADMIN', data_source: 'email' });
    expect((await h.call('GET', '/api/v1/admin/role', { token: res.body.accessToken })).status).toBe(200);
    const admins = await h.sql(
      "SELECT count(*)::int AS n FROM profile p JOIN staff_role s ON s.profile_id = p.id WHERE p.email = 'admin@casona.test' AND s.role = 'ADMIN'",
    );
    expect(admins[0].n).toBe(1);
  });

  it('the hourly cleanup job forgets expired tokens, links, sign-ins and throttle windows', async () => {
    const account = await registerAccount(h);
    const old = new Date(Date.now() - 40 * 24 * HOUR);
    await h.sql(
      `INSERT INTO refresh_token (id, family_id, profile_id, token_hash, created_at, expires_at)
       VALUES (gen_random_uuid(), gen_random_uuid(), $1, '\\x01', $2, $2)`,
      [account.id, old],
    );
    await h.sql(`INSERT INTO login_throttle (key, window_start, failures) VALUES ('ip:old', $1, 3)`, [old]);
    await h.identity.context.jobs.enqueue('cleanup', {});
    const deadline = Date.now() + 20_000;
    let left = 1;
    while (left > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      const rows = await h.sql(
        "SELECT (SELECT count(*) FROM refresh_token WHERE expires_at < now() - interval '7 days')::int + (SELECT count(*) FROM login_throttle WHERE key = 'ip:old')::int AS n",
      );
      left = rows[0].n;
    }
    expect(left).toBe(0);
    // Live sessions are untouched.
    expect(
      (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: account.refreshToken } })).status,
    ).toBe(200);
  });
});
