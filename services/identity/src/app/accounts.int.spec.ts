/**
 * Registration, sign-in, refresh, sign-out and password reset as use cases against the real
 * database, called directly (no HTTP, no gateway): what each stores and emits, and what it refuses.
 * The HTTP suite (../accounts.int.spec.ts) keeps the journeys through the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../domain/secrets.ts';
import {
  META,
  PASSWORD,
  givenAccount,
  payloadOf,
  startUseCases,
  uniqueEmail,
  type UseCases,
} from '../testing/use-cases.ts';
import { login, register, resetPassword, sendPasswordReset } from './accounts.ts';
import { authState, endSession, refreshSession } from './sessions.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
}, 120_000);
afterAll(async () => uc?.stop());

/** The claims of an access token identity's keys verify (null for any other). */
const claimsOf = async (accessToken: string) =>
  (await uc.deps.keys.verifyAccessToken(accessToken, uc.deps.now()))
    ? (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>)
    : null;
/** The session id of an access token. */
const sidOf = async (accessToken: string) =>
  ((await claimsOf(accessToken))?.sid as string | undefined) ?? undefined;

describe('registration', () => {
  it('stores the profile, a hashed password and a session, and announces the profile', async () => {
    const email = uniqueEmail('registro');
    const session = await register(
      uc.deps,
      {
        email: `  ${email.toUpperCase()} `,
        name: ' Ana ',
        password: PASSWORD,
        locale: 'EN',
        source: 'register',
      },
      META,
    );
    expect(session.profile).toMatchObject({
      email,
      name: 'Ana',
      locale: 'EN',
      data_source: 'email',
      staff_role: null,
    });
    const [credential] = await uc.sql('SELECT password_hash FROM credential WHERE profile_id = $1', [
      session.profile.id,
    ]);
    expect(credential.password_hash).toMatch(/^\$argon2id\$/);
    const tokens = await uc.sql(
      'SELECT token_hash, user_agent, ip FROM refresh_token WHERE profile_id = $1',
      [session.profile.id],
    );
    expect(tokens).toEqual([
      { token_hash: sha256(session.refreshToken), user_agent: META.userAgent, ip: META.ip },
    ]);
    const claims = await claimsOf(session.accessToken);
    expect(claims).toMatchObject({ sub: session.profile.id, locale: 'EN' });
    // No staff role: the claim is left out.
    expect(claims?.role ?? null).toBeNull();
    const created = (await uc.events('identity.profile.created')).find(
      (e) => payloadOf(e).profileId === session.profile.id,
    );
    expect(created?.producer).toBe('identity');
    expect(created && payloadOf(created)).toMatchObject({
      email,
      name: 'Ana',
      dataSource: 'email',
      source: 'register',
    });
  });

  it('refuses an email that has an account (409) and a blank name (400), storing nothing', async () => {
    const ana = await givenAccount(uc);
    await expect(
      register(
        uc.deps,
        { email: ana.email, name: 'Otra', password: PASSWORD, locale: 'ES', source: 'register' },
        META,
      ),
    ).rejects.toMatchObject({ statusCode: 409, messageKey: 'auth.emailExists' });
    const email = uniqueEmail();
    await expect(
      register(uc.deps, { email, name: '   ', password: PASSWORD, locale: 'ES', source: 'register' }, META),
    ).rejects.toMatchObject({ statusCode: 400, issues: [{ path: '/name', key: 'validation.required' }] });
    expect(await uc.sql('SELECT 1 FROM profile WHERE email = $1', [email])).toEqual([]);
  });
});

describe('sign-in', () => {
  it('opens a new session with the right password; a wrong one is 401 and counts against the throttle', async () => {
    const ana = await givenAccount(uc, { staffRole: 'STAFF' });
    const session = await login(uc.deps, { email: ana.email, password: PASSWORD }, META);
    expect(await claimsOf(session.accessToken)).toMatchObject({ sub: ana.id, role: 'STAFF' });
    expect(session.refreshToken).not.toBe(ana.refreshToken);

    await expect(login(uc.deps, { email: ana.email, password: 'Otra#clave99' }, META)).rejects.toMatchObject({
      statusCode: 401,
      messageKey: 'auth.invalidCredentials',
    });
    const counted = await uc.sql('SELECT key, failures FROM login_throttle WHERE key LIKE $1 ORDER BY key', [
      `%${ana.email}%`,
    ]);
    expect(counted.map((r: { failures: number }) => r.failures)).toEqual([1, 1]);
    // A right password forgets the account's failures.
    await login(uc.deps, { email: ana.email, password: PASSWORD }, META);
    expect(await uc.sql('SELECT 1 FROM login_throttle WHERE key LIKE $1', [`%${ana.email}%`])).toEqual([]);
  });

  it('an unknown email answers exactly as a wrong password', async () => {
    await expect(
      login(uc.deps, { email: uniqueEmail('nadie'), password: PASSWORD }, META),
    ).rejects.toMatchObject({
      statusCode: 401,
      messageKey: 'auth.invalidCredentials',
    });
  });
});

describe('refresh and sign-out', () => {
  it('rotates the refresh token within its session; the old one never works again', async () => {
    const ana = await givenAccount(uc);
    const first = await claimsOf(ana.accessToken);
    const next = await refreshSession(uc.deps, ana.refreshToken, META);
    expect((await claimsOf(next.accessToken))?.sid).toBe(first?.sid);
    expect(next.refreshToken).not.toBe(ana.refreshToken);
    expect(await authState(uc.deps, ana.id, first?.sid as string)).toEqual({ active: true, role: null });

    // Presenting the rotated token again is a theft: the whole session ends, for both holders.
    await expect(refreshSession(uc.deps, ana.refreshToken, META)).rejects.toMatchObject({
      statusCode: 401,
      messageKey: 'auth.sessionExpired',
    });
    await expect(refreshSession(uc.deps, next.refreshToken, META)).rejects.toMatchObject({ statusCode: 401 });
    expect(await authState(uc.deps, ana.id, first?.sid as string)).toEqual({ active: false, role: null });
  });

  it('an expired refresh token is refused; sign-out ends the session and tolerates unknown tokens', async () => {
    const ana = await givenAccount(uc);
    uc.setClockOffset((uc.deps.config.REFRESH_TOKEN_TTL_DAYS + 1) * 24 * 3600_000);
    try {
      await expect(refreshSession(uc.deps, ana.refreshToken, META)).rejects.toMatchObject({
        statusCode: 401,
      });
    } finally {
      uc.setClockOffset(0);
    }
    const bea = await givenAccount(uc);
    await endSession(uc.deps, bea.refreshToken);
    await endSession(uc.deps, 'not-a-token');
    await expect(refreshSession(uc.deps, bea.refreshToken, META)).rejects.toMatchObject({ statusCode: 401 });
    const sid = await sidOf(bea.accessToken);
    expect(await authState(uc.deps, bea.id, sid)).toEqual({ active: false, role: null });
  });
});

describe('password reset', () => {
  it('a link is announced once a minute at most, works once, and ends every session', async () => {
    const ana = await givenAccount(uc);
    await sendPasswordReset(uc.deps, ana.email.toUpperCase());
    await sendPasswordReset(uc.deps, ana.email);
    const links = (await uc.events('identity.password_reset.requested')).filter(
      (e) => payloadOf(e).profileId === ana.id,
    );
    expect(links).toHaveLength(1);
    const token = decodeURIComponent(
      new URL(payloadOf(links[0]!).resetUrl as string).hash.replace('#reset_token=', ''),
    );

    await resetPassword(uc.deps, token, 'Nueva#clave2026');
    await expect(resetPassword(uc.deps, token, 'Otra#clave2026')).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'auth.resetLinkInvalid',
    });
    await expect(refreshSession(uc.deps, ana.refreshToken, META)).rejects.toMatchObject({ statusCode: 401 });
    await expect(login(uc.deps, { email: ana.email, password: PASSWORD }, META)).rejects.toMatchObject({
      statusCode: 401,
    });
    expect((await login(uc.deps, { email: ana.email, password: 'Nueva#clave2026' }, META)).profile.id).toBe(
      ana.id,
    );
  });

  it('an email without an account gets nothing', async () => {
    const before = (await uc.events('identity.password_reset.requested')).length;
    await sendPasswordReset(uc.deps, uniqueEmail('nadie'));
    expect(await uc.events('identity.password_reset.requested')).toHaveLength(before);
  });
});
