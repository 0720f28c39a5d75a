import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@casona/proto';
import { createLogger } from '@casona/kit/log/logger';
import { loadSigningKeys } from './signing-keys.ts';

const logger = createLogger('keys-test', 'silent');
const pem = (curve = 'P-256') =>
  generateKeyPairSync('ec', { namedCurve: curve })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

describe('access-token signing keys', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('embedded mode: makes one key under DATA_DIR (0600) and keeps it across restarts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'identity-keys-'));
    dirs.push(dataDir);
    const first = await loadSigningKeys({ dataDir, logger });
    const again = await loadSigningKeys({ dataDir, logger });
    expect(again.kid).toBe(first.kid);
    const file = await stat(path.join(dataDir, 'identity', 'jwt-key.pem'));
    expect(file.mode & 0o777).toBe(0o600);
  });

  it('signs ES256 tokens with a kid that verify against the published JWKS, the previous key included', async () => {
    const previous = pem();
    const keys = await loadSigningKeys({
      privateKeyPem: pem(),
      previousKeyPem: previous,
      dataDir: '/nonexistent',
      logger,
    });
    expect(keys.jwks.keys).toHaveLength(2);
    expect(keys.jwks.keys[0]).toMatchObject({
      kid: keys.kid,
      alg: 'ES256',
      use: 'sig',
      kty: 'EC',
      crv: 'P-256',
    });
    const now = new Date();
    const sid = crypto.randomUUID();
    const token = await keys.signAccessToken(
      { sub: crypto.randomUUID(), sid, role: 'ADMIN', locale: 'EN' },
      now,
      900,
    );
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(keys.jwks), {
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: keys.kid });
    expect(payload).toMatchObject({ role: 'ADMIN', locale: 'EN', sid });
    expect(payload.exp! - payload.iat!).toBe(900);

    // After a rotation the old key is still published: tokens it signed keep verifying.
    const rotated = await loadSigningKeys({
      privateKeyPem: pem(),
      previousKeyPem: previous,
      dataDir: '/nonexistent',
      logger,
    });
    const old = await loadSigningKeys({ privateKeyPem: previous, dataDir: '/nonexistent', logger });
    const oldToken = await old.signAccessToken(
      { sub: crypto.randomUUID(), sid: crypto.randomUUID(), role: null, locale: 'ES' },
      now,
      900,
    );
    const verified = await jwtVerify(oldToken, createLocalJWKSet(rotated.jwks));
    expect(verified.payload.role).toBeUndefined();
    expect(await rotated.verifyAccessToken(oldToken, now)).toMatchObject({ sid: verified.payload.sid });
  });

  it('verifies its own tokens for their subject and session; expired or foreign tokens are null', async () => {
    const keys = await loadSigningKeys({ privateKeyPem: pem(), dataDir: '/nonexistent', logger });
    const other = await loadSigningKeys({ privateKeyPem: pem(), dataDir: '/nonexistent', logger });
    const claims = { sub: crypto.randomUUID(), sid: crypto.randomUUID(), role: null, locale: 'ES' } as const;
    const now = new Date();
    const token = await keys.signAccessToken(claims, now, 900);
    expect(await keys.verifyAccessToken(token, now)).toEqual({ sub: claims.sub, sid: claims.sid });
    expect(await keys.verifyAccessToken(token, new Date(now.getTime() + 901_000))).toBeNull();
    expect(await keys.verifyAccessToken(await other.signAccessToken(claims, now, 900), now)).toBeNull();
    expect(await keys.verifyAccessToken('not.a.token', now)).toBeNull();
  });

  it('signs a demo token with the demo claim and neither session, locale nor role (§2 /demo)', async () => {
    const keys = await loadSigningKeys({ privateKeyPem: pem(), dataDir: '/nonexistent', logger });
    const now = new Date();
    const sub = crypto.randomUUID();
    const token = await keys.signAccessToken({ sub, role: null, demo: true }, now, 900);
    const { payload } = await jwtVerify(token, createLocalJWKSet(keys.jwks), {
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    expect(payload).toMatchObject({ sub, demo: true });
    expect(payload.sid).toBeUndefined();
    expect(payload.locale).toBeUndefined();
    expect(payload.role).toBeUndefined();
    expect(await keys.verifyAccessToken(token, now)).toEqual({ sub, sid: null });
    // An account's token never carries the claim.
    const plain = await keys.signAccessToken(
      { sub, sid: crypto.randomUUID(), role: null, locale: 'ES' },
      now,
      900,
    );
    expect((await jwtVerify(plain, createLocalJWKSet(keys.jwks))).payload.demo).toBeUndefined();
  });

  it('refuses keys that are not P-256', async () => {
    await expect(
      loadSigningKeys({ privateKeyPem: pem('P-384'), dataDir: '/nonexistent', logger }),
    ).rejects.toThrow(/P-256/);
  });
});
