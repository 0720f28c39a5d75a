import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@casona/proto';
import { Browser, readForm } from './testing/browser.ts';
import { freePort, registerAccount, startHarness, type Harness } from './testing/harness.ts';

/**
 * Google sign-in end to end against a real OpenID Connect provider started here (`oidc-provider`,
 * with its development login and consent pages), driven like a browser: start → provider login →
 * consent → callback → tokens that the gateway accepts.
 */
let h: Harness;
let server: Server;
let issuer: string;
const CLIENT_ID = 'casona-web';
const CLIENT_SECRET = 'a-long-test-client-secret-of-the-local-provider';

/** People known to the provider: login name → claims. */
const people: Record<string, { email: string; email_verified: boolean; name: string }> = {};

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  h = await startHarness({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: issuer,
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${h.base}/api/v1/auth/google/callback`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        ...(people[id] ?? { email: `${id}@example.com`, email_verified: true, name: id }),
      }),
    }),
    cookies: { keys: ['casona-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await h?.stop();
});

/** Signs in at the provider as `login` and returns where identity finally sends the browser. */
async function signInWithGoogle(
  login: string,
  options: { browser?: Browser; redirect?: string } = {},
): Promise<URL> {
  const browser = options.browser ?? new Browser();
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  const atProvider = (u: URL) => u.origin === issuer;
  const started = await browser.follow(
    `${h.base}/api/v1/auth/google/start${query}`,
    {},
    (next) => next.origin === h.base,
  );
  expect(atProvider(started.url)).toBe(true);

  // Login page, then consent page: submit each form as a person would.
  let page = started;
  for (const prompt of ['login', 'consent']) {
    const html = await page.res.text();
    const form = readForm(html, page.url);
    expect(form.fields.prompt).toBe(prompt);
    const fields = prompt === 'login' ? { ...form.fields, login, password: 'any' } : form.fields;
    page = await browser.follow(form.action, { form: fields }, (next) => next.origin === h.base);
    if (page.location) break;
  }
  expect(page.location!.pathname).toBe('/api/v1/auth/google/callback');
  const back = await browser.request(page.location!);
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location')!);
}

function sessionOf(url: URL): { access: string; refresh: string; expiresIn: number } {
  const fragment = new URLSearchParams(url.hash.slice(1));
  return {
    access: fragment.get('access')!,
    refresh: fragment.get('refresh')!,
    expiresIn: Number(fragment.get('expires_in')),
  };
}

describe('Google sign-in', () => {
  it('is offered when configured', async () => {
    expect((await h.call('GET', '/api/v1/auth/providers')).body).toEqual({ google: true });
  });

  it('creates a profile (data source google) and hands the SPA tokens in the fragment, valid at the JWKS and the gateway', async () => {
    people['lucia'] = {
      email: `lucia.${Date.now()}@gmail.example`,
      email_verified: true,
      name: 'Lucía Hernández',
    };
    const landed = await signInWithGoogle('lucia', { redirect: '/dashboard/profile' });
    expect(`${landed.origin}${landed.pathname}`).toBe(`${h.base}/login`);
    expect(landed.searchParams.get('google')).toBe('ok');
    expect(landed.searchParams.get('redirect')).toBe('/dashboard/profile');
    expect(landed.search).not.toContain('access'); // tokens never in the query (logs)
    const session = sessionOf(landed);
    expect(session.expiresIn).toBe(900);

    const { payload } = await jwtVerify(
      session.access,
      createRemoteJWKSet(new URL(`${h.base}/api/v1/auth/jwks`)),
      {
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
      },
    );
    const me = await h.call('GET', '/api/v1/profile', { token: session.access });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: payload.sub,
      email: people['lucia']!.email,
      name: 'Lucía Hernández',
      data_source: 'google',
      locale: 'ES',
    });
    expect((await h.events('identity.profile.created')).at(-1)!.payload).toMatchObject({
      dataSource: 'google',
      profileId: payload.sub,
    });
    expect(
      (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: session.refresh } })).status,
    ).toBe(200);

    // The same Google account again: the same profile.
    const again = sessionOf(await signInWithGoogle('lucia'));
    const second = await h.call('GET', '/api/v1/profile', { token: again.access });
    expect(second.body.id).toBe(payload.sub);
  });

  it('links an existing email profile when Google verified that email', async () => {
    const account = await registerAccount(h);
    people['existing'] = { email: account.email, email_verified: true, name: 'Otro Nombre' };
    const session = sessionOf(await signInWithGoogle('existing'));
    const me = await h.call('GET', '/api/v1/profile', { token: session.access });
    expect(me.body).toMatchObject({ id: account.id, data_source: 'email', name: 'Ana María Núñez' });
  });

  it('fails to /login?error=google for an unverified email, a callback in another browser, or a forged state', async () => {
    people['unverified'] = {
      email: `sin.verificar.${Date.now()}@example.com`,
      email_verified: false,
      name: 'X',
    };
    const unverified = await signInWithGoogle('unverified');
    expect(unverified.href).toBe(`${h.base}/login?error=google`);

    // Another browser brings the callback (login CSRF): refused.
    const victim = new Browser();
    const attacker = new Browser();
    people['mallory'] = { email: `mallory.${Date.now()}@example.com`, email_verified: true, name: 'Mallory' };
    const started = await attacker.follow(
      `${h.base}/api/v1/auth/google/start`,
      {},
      (next) => next.origin === h.base,
    );
    let page = started;
    for (const prompt of ['login', 'consent']) {
      const form = readForm(await page.res.text(), page.url);
      page = await attacker.follow(
        form.action,
        { form: prompt === 'login' ? { ...form.fields, login: 'mallory', password: 'x' } : form.fields },
        (next) => next.origin === h.base,
      );
      if (page.location) break;
    }
    const csrf = await victim.request(page.location!);
    expect(csrf.headers.get('location')).toBe(`${h.base}/login?error=google`);
    // …and the state is spent: the attacker's own browser cannot use it afterwards either.
    expect((await attacker.request(page.location!)).headers.get('location')).toBe(
      `${h.base}/login?error=google`,
    );

    const forged = await new Browser().request(`${h.base}/api/v1/auth/google/callback?code=abc&state=forged`);
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe(`${h.base}/login?error=google`);
  });
});
