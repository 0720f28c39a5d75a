import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, calculateJwkThumbprint, createLocalJWKSet, exportJWK, jwtVerify } from 'jose';
import type { Logger } from 'pino';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  DEMO_CLAIM,
  type Locale,
  type StaffRole,
} from '@casona/proto';

export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  alg: string;
  use: 'sig';
}

/** What identity signs access tokens with, and what the gateway verifies them against. */
export interface SigningKeys {
  /** Key id of the current key: its RFC 7638 thumbprint, so the same key always has the same id. */
  kid: string;
  /** The current key first, then the previous one while tokens it signed may still be alive. */
  jwks: { keys: PublicJwk[] };
  /**
   * `sid` is the session (refresh-token family) the token belongs to; see proto's AccessTokenClaims.
   * A demo token (proto's DEMO_CLAIM) has no session and no locale (the visitor's language decides)
   * and carries `demo: true`, which makes the gateway refuse its every write.
   */
  signAccessToken(
    claims:
      | { sub: string; sid: string; role: StaffRole | null; locale: Locale; demo?: undefined }
      | { sub: string; sid?: undefined; role: null; locale?: undefined; demo: true },
    now: Date,
    ttlSeconds: number,
  ): Promise<string>;
  /** The subject and session of an access token these keys signed and that is still valid, else null. */
  verifyAccessToken(token: string, now: Date): Promise<{ sub: string; sid: string | null } | null>;
}

export interface SigningKeyOptions {
  /** PEM of the current private key (JWT_PRIVATE_KEY). */
  privateKeyPem?: string | undefined;
  /** PEM (public or private) of the key used before the last rotation. */
  previousKeyPem?: string | undefined;
  /** Where the embedded mode keeps its generated key: `<dataDir>/identity/jwt-key.pem`. */
  dataDir: string;
  logger: Logger;
}

const CURVE = 'prime256v1';

function assertP256(key: KeyObject, what: string): void {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== CURVE) {
    throw new Error(`${what} must be an EC P-256 key (ES256)`);
  }
}

/** Environment variables often carry PEMs with literal "\n". */
const pemOf = (text: string): string => text.trim().replace(/\\n/g, '\n');

/** Accepts either half of a key pair and answers the public one. */
function publicKeyOf(pem: string, what: string): KeyObject {
  const key = pem.includes('PRIVATE KEY') ? createPublicKey(createPrivateKey(pem)) : createPublicKey(pem);
  assertP256(key, what);
  return key;
}

async function toPublicJwk(key: KeyObject): Promise<PublicJwk> {
  const { kty, crv, x, y } = await exportJWK(key);
  const jwk = { kty: kty!, crv: crv!, x: x!, y: y! };
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
}

/**
 * The key kept under DATA_DIR when no JWT_PRIVATE_KEY is configured: made once, readable only by
 * this user, so access tokens stay valid across restarts of the embedded platform.
 */
export async function embeddedKeyPem(dataDir: string, logger: Logger): Promise<string> {
  const dir = path.join(path.resolve(dataDir), 'identity');
  const file = path.join(dir, 'jwt-key.pem');
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    // 'wx': if another process wrote it first, keep theirs.
    await writeFile(file, pem, { mode: 0o600, flag: 'wx' });
    logger.info({ file }, 'generated the access-token signing key');
    return pem;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFile(file, 'utf8');
    throw err;
  }
}

export async function loadSigningKeys(options: SigningKeyOptions): Promise<SigningKeys> {
  const pem = options.privateKeyPem?.trim()
    ? pemOf(options.privateKeyPem)
    : await embeddedKeyPem(options.dataDir, options.logger);
  const privateKey = createPrivateKey(pem);
  assertP256(privateKey, 'JWT_PRIVATE_KEY');
  const current = await toPublicJwk(createPublicKey(privateKey));
  const keys = [current];
  if (options.previousKeyPem?.trim()) {
    const previous = await toPublicJwk(publicKeyOf(pemOf(options.previousKeyPem), 'JWT_PREVIOUS_PUBLIC_KEY'));
    if (previous.kid !== current.kid) keys.push(previous);
  }
  const published = createLocalJWKSet({ keys });
  return {
    kid: current.kid,
    jwks: { keys },
    async signAccessToken(claims, now, ttlSeconds) {
      const iat = Math.floor(now.getTime() / 1000);
      const payload: Record<string, string | boolean> = {};
      if (claims.locale) payload.locale = claims.locale;
      if (claims.sid) payload.sid = claims.sid;
      if (claims.role) payload.role = claims.role;
      if (claims.demo) payload[DEMO_CLAIM] = true;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: current.kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(privateKey);
    },
    async verifyAccessToken(token, now) {
      try {
        const { payload } = await jwtVerify(token, published, {
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          currentDate: now,
        });
        if (typeof payload.sub !== 'string') return null;
        return { sub: payload.sub, sid: typeof payload.sid === 'string' ? payload.sid : null };
      } catch {
        return null;
      }
    },
  };
}
