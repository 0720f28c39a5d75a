import { randomUUID } from 'node:crypto';
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AUTH_STATE_PATH,
  JWKS_PATH,
  type AuthState,
} from '@casona/proto';
import { createGateway } from '@casona/gateway/gateway';
import { createBufferedLogger, createLogger } from '@casona/kit/log/logger';

export interface Running {
  url: string;
  close(): Promise<void>;
}

export const PROFILE_PATH = '/api/v1/profile';
const KID = 'bench-key-1';

/** An ES256 key pair as identity would hold it: the public half for the JWKS, a signed access token. */
export async function makeCredentials(): Promise<{ jwk: JWK; token: string; profileId: string }> {
  const { publicKey, privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
  const profileId = randomUUID();
  const token = await new SignJWT({ locale: 'ES' })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: KID })
    .setSubject(profileId)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  return { jwk, token, profileId };
}

/** Stands in for the identity service: a small profile document and the JWKS the gateway trusts. */
export async function startUpstream(jwk: JWK): Promise<Running> {
  const app = Fastify({ logger: false, keepAliveTimeout: 120_000 });
  const profile = {
    id: '00000000-0000-4000-8000-000000000000',
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana@example.mx',
    locale: 'ES',
    createdAt: '2025-01-01T00:00:00.000Z',
  };
  app.get(PROFILE_PATH, async (request) => ({
    ...profile,
    id: request.headers['x-casona-profile-id'] ?? profile.id,
  }));
  app.get(JWKS_PATH, async () => ({ keys: [jwk] }));
  // The session check the gateway makes (cached for seconds): the session holds, no staff role.
  app.get(AUTH_STATE_PATH, async (): Promise<AuthState> => ({ active: true, role: null }));
  app.get('/ready', async () => ({ status: 'ok', dependencies: [] }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}

/** The real gateway, configured as in production except for a limit the load cannot reach. */
export async function startGateway(upstreamUrl: string, logLevel: string): Promise<Running> {
  const app = await createGateway({
    logger: createLogger('gateway', logLevel),
    // As gateway/src/main.ts and scripts/start.ts run it.
    accessLog: createBufferedLogger('gateway', logLevel),
    services: { identity: upstreamUrl },
    internalToken: 'bench-internal-token',
    rateLimit: { max: 1e9, timeWindowMs: 60_000 },
    bodyLimit: 1024 * 1024,
    corsOrigins: [],
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}

/** The floor: @fastify/http-proxy with its defaults (@fastify/reply-from over an undici pool, as the gateway's own proxy). */
export async function startBareProxy(upstreamUrl: string): Promise<Running> {
  const app = Fastify({ logger: false });
  await app.register(proxy, { upstream: upstreamUrl, prefix: '/api/v1', rewritePrefix: '/api/v1' });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}
