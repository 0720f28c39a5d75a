import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '@casona/proto';
import {
  randomOidcNonce,
  randomOidcState,
  randomPkceVerifier,
  type OidcClient,
} from '../adapters/oidc-client.ts';
import { safeRedirectPath } from '../domain/redirect.ts';
import { normalizeEmail, randomToken, sha256 } from '../domain/secrets.ts';
import type { Deps } from './deps.ts';
import {
  deleteOidcLoginsExpiredBy,
  insertGoogleIdentity,
  insertOidcLogin,
  lockGoogleSubject,
  profileIdOfGoogleSubject,
  takeOidcLogin,
} from './google-store.ts';
import { findProfile, findProfileByEmail } from './profile-store.ts';
import { createProfile } from './profiles.ts';
import { issueSession, type ClientMeta, type Session } from './sessions.ts';

export const GOOGLE_COOKIE = 'casona_oidc';
export const GOOGLE_COOKIE_PATH = '/api/v1/auth/google';
/** A sign-in must come back from the provider within this time. */
export const GOOGLE_LOGIN_TTL_SECONDS = 600;

/** PUBLIC_URL: configured, else this machine on the port in use (kit's defaultPublicUrl). */
const base = (deps: Pick<Deps, 'platform'>) => deps.platform.PUBLIC_URL.replace(/\/+$/, '');
export const googleRedirectUri = (deps: Pick<Deps, 'platform'>): string =>
  `${base(deps)}/api/v1/auth/google/callback`;
/** Where the SPA shows 'There was an error while trying to log in with Google.' */
export const googleFailureUrl = (deps: Pick<Deps, 'platform'>): string => `${base(deps)}/login?error=google`;

/**
 * Begins a Google sign-in: state, nonce and PKCE verifier are kept server-side, bound to this
 * browser by a cookie, and the person is sent to the provider.
 */
export async function startGoogleLogin(
  deps: Deps,
  oidc: OidcClient,
  input: { redirect?: string | undefined; locale: Locale },
): Promise<{ location: string; browserSecret: string }> {
  const state = randomOidcState();
  const nonce = randomOidcNonce();
  const codeVerifier = randomPkceVerifier();
  const browserSecret = randomToken();
  const location = await oidc.authorizationUrl({
    redirectUri: googleRedirectUri(deps),
    state,
    nonce,
    codeVerifier,
  });
  const now = deps.now();
  await deps.db.tx(async (client) => {
    await deleteOidcLoginsExpiredBy(client, now);
    await insertOidcLogin(client, {
      state,
      browser_hash: sha256(browserSecret),
      code_verifier: codeVerifier,
      nonce,
      redirect: safeRedirectPath(input.redirect),
      locale: input.locale,
      created_at: now,
      expires_at: new Date(now.getTime() + GOOGLE_LOGIN_TTL_SECONDS * 1000),
    });
  });
  return { location: location.href, browserSecret };
}

export class GoogleLoginError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GoogleLoginError';
  }
}

/**
 * The provider sent the person back. Checks the state against this browser's cookie, trades the
 * code (PKCE) for an ID token, then finds the profile by Google subject, links one by verified
 * email, or creates one (data source google). Answers where to send the browser: the SPA's login
 * page with the tokens in the fragment, which browsers never send to a server or write to a log.
 */
export async function finishGoogleLogin(
  deps: Deps,
  oidc: OidcClient,
  input: { query: Record<string, string | undefined>; browserSecret: string | undefined },
  meta: ClientMeta,
): Promise<string> {
  const { state } = input.query;
  if (!state) throw new GoogleLoginError('callback without state');
  const pending = await takeOidcLogin(deps.db, state);
  if (!pending) throw new GoogleLoginError('unknown or already used state');
  if (pending.expires_at.getTime() <= deps.now().getTime())
    throw new GoogleLoginError('sign-in took too long');
  const presented = input.browserSecret ? sha256(input.browserSecret) : null;
  if (!presented || !timingSafeEqual(presented, pending.browser_hash))
    throw new GoogleLoginError('the callback came to another browser than the one that started');
  if (input.query.error) throw new GoogleLoginError(`provider answered ${input.query.error}`);

  const callbackUrl = new URL(googleRedirectUri(deps));
  for (const [key, value] of Object.entries(input.query))
    if (value !== undefined) callbackUrl.searchParams.set(key, value);
  const identity = await oidc.exchange(callbackUrl, {
    codeVerifier: pending.code_verifier,
    state,
    nonce: pending.nonce,
  });

  const session: Session = await deps.db.tx(async (client) => {
    await lockGoogleSubject(client, identity.subject);
    const linked = await profileIdOfGoogleSubject(client, identity.subject);
    let profile = linked ? await findProfile(client, linked) : null;
    if (!profile) {
      if (!identity.email || !identity.emailVerified)
        throw new GoogleLoginError('the Google account has no verified email');
      const email = normalizeEmail(identity.email);
      profile =
        (await findProfileByEmail(client, email)) ??
        (await createProfile(client, deps, {
          email,
          name: identity.name ?? email.split('@')[0]!,
          locale: pending.locale,
          phoneNumber: null,
          dataSource: 'google',
          source: 'register',
        }));
      await insertGoogleIdentity(client, {
        subject: identity.subject,
        profileId: profile.id,
        email,
        createdAt: deps.now(),
      });
    }
    return issueSession(client, deps, profile, meta);
  });

  const query = new URLSearchParams({ google: 'ok' });
  if (pending.redirect) query.set('redirect', pending.redirect);
  const fragment = new URLSearchParams({
    access: session.accessToken,
    refresh: session.refreshToken,
    expires_in: String(session.expiresIn),
  });
  return `${base(deps)}/login?${query}#${fragment}`;
}
