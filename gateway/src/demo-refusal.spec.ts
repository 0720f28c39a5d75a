import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AUTH_STATE_PATH,
  DEMO_ALLOWED_WRITES,
  DEMO_CLAIM,
  DEMO_PROFILE_ID,
  JWKS_PATH,
  SERVICE_NAMES,
  translate,
} from '@casona/proto';
import { createLogger } from '@casona/kit/log/logger';
import { createGateway } from './gateway.ts';

/**
 * The demo's refusal matrix, generated from the published API (proto/openapi.json): every write
 * route of every service, called with a demo token, is answered 403 with the sign-up invitation
 * by the gateway and never reaches a service; the same call with an ordinary token is forwarded.
 */
const INTERNAL = 'internal-secret-for-tests';
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const document = JSON.parse(readFileSync(new URL('../../proto/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.keys(operations)
    .filter((method) => WRITE_METHODS.includes(method))
    .map((method) => ({
      method: method.toUpperCase(),
      // Path parameters become a well-formed id, so the route is the one a client would call.
      url: path.replace(/\{[^}]+\}/g, '7b0c4c4e-5d1a-4f0e-9a51-3c2d1e0f9a8b'),
    })),
);

async function sign(key: CryptoKey, claims: Record<string, unknown>) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setSubject(DEMO_PROFILE_ID)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

describe('demo tokens write nothing', () => {
  let identity: FastifyInstance;
  let service: FastifyInstance;
  let gateway: FastifyInstance;
  let base: string;
  let demoToken: string;
  let ordinaryToken: string;
  const reached: string[] = [];

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    identity = Fastify();
    identity.get(JWKS_PATH, async () => ({ keys: [jwk] }));
    identity.get(AUTH_STATE_PATH, async () => ({ active: true, role: null }));
    const identityUrl = await identity.listen({ port: 0, host: '127.0.0.1' });
    // Every service is this one recorder: what reaches it was let through by the gateway.
    service = Fastify();
    service.removeAllContentTypeParsers();
    service.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    service.all('/*', async (request) => {
      reached.push(`${request.method} ${request.url}`);
      return { ok: true };
    });
    const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });
    gateway = await createGateway({
      logger: createLogger('gateway-test', 'silent'),
      services: Object.fromEntries(
        SERVICE_NAMES.map((name) => [name, name === 'identity' ? identityUrl : serviceUrl]),
      ),
      jwksUrl: `${identityUrl}${JWKS_PATH}`,
      internalToken: INTERNAL,
      rateLimit: { max: 100_000, timeWindowMs: 60_000 },
      bodyLimit: 1024 * 1024,
      corsOrigins: ['http://localhost:8080'],
    });
    base = await gateway.listen({ port: 0, host: '127.0.0.1' });
    demoToken = await sign(pair.privateKey, { [DEMO_CLAIM]: true });
    ordinaryToken = await sign(pair.privateKey, {});
  });

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await identity?.close();
  });

  it('the published API has write routes to test, and the demo allows none of them', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect([...DEMO_ALLOWED_WRITES]).toEqual([]);
  });

  it.each(writes)(
    '$method $url is refused to a demo token, in Spanish and English',
    async ({ method, url }) => {
      reached.length = 0;
      for (const [language, locale] of [
        ['es-MX', 'es'],
        ['en-US', 'en'],
      ] as const) {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${demoToken}`,
            'accept-language': language,
            'content-type': 'application/json',
          },
          body: '{}',
        });
        expect(res.status).toBe(403);
        const body = (await res.json()) as { code: string; message: string };
        expect(body).toMatchObject({ code: 'FORBIDDEN', message: translate('demo.readOnly', locale) });
      }
      expect(reached).toEqual([]);
    },
  );

  it('forwards the same writes with an ordinary token (the refusal is the demo claim, not the route)', async () => {
    reached.length = 0;
    const ordinary = writes.filter(({ url }) => !url.startsWith('/api/v1/admin') && !url.includes('/auth/'));
    for (const { method, url } of ordinary) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${ordinaryToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status, `${method} ${url}`).not.toBe(403);
    }
    expect(reached.length).toBeGreaterThan(0);
  });

  it('lets a demo token read', async () => {
    reached.length = 0;
    const res = await fetch(`${base}/api/v1/property`, { headers: { authorization: `Bearer ${demoToken}` } });
    expect(res.status).toBe(200);
    expect(reached).toEqual(['GET /api/v1/property']);
  });
});
