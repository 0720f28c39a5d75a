import * as client from 'openid-client';

/** What identity needs from an OpenID Connect provider (Google in production). */
export interface OidcClient {
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<URL>;
  /** Checks the provider's answer (state, PKCE, nonce, ID token) and returns who signed in. */
  exchange(
    callbackUrl: URL,
    checks: { codeVerifier: string; state: string; nonce: string },
  ): Promise<OidcIdentity>;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Authorization code flow with PKCE (S256) over `openid-client`. The provider's metadata is
 * discovered on first use and kept; a failed discovery is retried on the next sign-in.
 */
export function createOidcClient(options: OidcClientOptions): OidcClient {
  const issuer = new URL(options.issuer);
  // Plain HTTP only for a provider on this machine (the test suite's own OpenID provider).
  const insecure = issuer.protocol === 'http:';
  if (insecure && !LOOPBACK.has(issuer.hostname)) {
    throw new Error(`GOOGLE_ISSUER must use https (got ${options.issuer})`);
  }
  let configuration: Promise<client.Configuration> | undefined;
  const config = () => {
    configuration ??= client
      .discovery(
        issuer,
        options.clientId,
        options.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        configuration = undefined;
        throw err;
      });
    return configuration;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      return client.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },
    async exchange(callbackUrl, checks) {
      const cfg = await config();
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      let info: Record<string, unknown> = claims;
      // Google puts email and name in the ID token; other providers keep them for UserInfo.
      if (typeof claims.email !== 'string') {
        info = { ...(await client.fetchUserInfo(cfg, tokens.access_token, claims.sub)), ...claims };
      }
      return {
        subject: claims.sub,
        email: typeof info.email === 'string' ? info.email : null,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        name: typeof info.name === 'string' && info.name.trim() ? info.name.trim() : null,
      };
    },
  };
}

export const randomPkceVerifier = (): string => client.randomPKCECodeVerifier();
export const randomOidcState = (): string => client.randomState();
export const randomOidcNonce = (): string => client.randomNonce();
