/**
 * SECURITY.md's claims that need the whole platform: the edge's headers on every kind of answer
 * (the SPA shell, a forwarded answer, a refusal), and no account enumeration by sign-in or recovery
 * — checked by message and status, and by timing: identity hashes at its production argon2 cost
 * here, and over interleaved tries a known and an unknown email must take about as long, a check
 * whose power is shown in the same run by a sign-in refused before any hash, which it must tell
 * apart — and what is logged: a whole
 * sign-in journey, with the platform logging at trace level, leaves neither its password nor any of
 * its tokens in a log line.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '@casona/identity/adapters/password-hasher';
import { registerAccount } from '@casona/kit/testing/accounts';
import { startWholePlatform, submitProperty, type Account, type Platform } from './platform.ts';

let p: Platform;
let known: Account;

/**
 * Every log line the platform writes during this file, kept instead of printed: the platform logs
 * at trace level here (TEST_LOG_LEVEL), and pino writes to stdout through fs.writeSync / fs.write.
 */
const logged: string[] = [];
const { writeSync, write } = fs;
const text = (data: unknown) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8')
      : '';

beforeAll(async () => {
  process.env.TEST_LOG_LEVEL = 'trace';
  (fs as { writeSync: unknown }).writeSync = (fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd !== 1) return (writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    const chunk = text(data);
    logged.push(chunk);
    return typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).byteLength;
  };
  (fs as { write: unknown }).write = (fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd !== 1) return (write as (...a: unknown[]) => void)(fd, data, ...rest);
    logged.push(text(data));
    const done = rest.findLast((a) => typeof a === 'function') as
      ((err: null, n: number) => void) | undefined;
    const n = typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).byteLength;
    if (done) process.nextTick(done, null, n);
  };
  // Production argon2 cost (identity's defaults), so skipping the hash for an unknown email would show.
  p = await startWholePlatform('qa-security', {
    identityEnv: {
      PASSWORD_HASH_MEMORY_KIB: String(PRODUCTION_HASH.memoryCost),
      PASSWORD_HASH_TIME_COST: String(PRODUCTION_HASH.timeCost),
      PASSWORD_HASH_PARALLELISM: String(PRODUCTION_HASH.parallelism),
    },
  });
  known = await registerAccount(p, { name: 'Cuenta Conocida' });
}, 300_000);
afterAll(async () => {
  await p?.stop();
  fs.writeSync = writeSync;
  fs.write = write;
  delete process.env.TEST_LOG_LEVEL;
});

describe('the edge headers (CSP with frame-ancestors, HSTS, nosniff) on every kind of answer', () => {
  for (const [what, path] of [
    ['the SPA shell', '/'],
    ['a forwarded public answer', '/api/v1/amenity'],
    ['a refusal', '/api/v1/profile'],
    ['a route nobody serves', '/api/v1/nothing_here'],
  ] as const) {
    it(what, async () => {
      const res = await fetch(`${p.base}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/frame-ancestors '(self|none)'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(
        Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]),
      ).toBeGreaterThanOrEqual(15_552_000);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toMatch(/SAMEORIGIN|DENY/);
    });
  }
});

/** identity's defaults (services/identity/src/config.ts). */
const PRODUCTION_HASH = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(method: string, path: string, body: unknown) {
  const t0 = performance.now();
  const res = await p.call(method, path, { body, lang: 'en' });
  return { ms: performance.now() - t0, status: res.status, body: res.body };
}

describe('no account enumeration by sign-in or recovery', () => {
  it('sign-in: an unknown email and a wrong password get the same status and words', async () => {
    const unknown = await timed('POST', '/api/v1/auth/login', {
      email: 'nadie.aqui@example.com',
      password: 'x'.repeat(12),
    });
    const wrong = await timed('POST', '/api/v1/auth/login', { email: known.email, password: 'x'.repeat(12) });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('recovery: a known and an unknown email get the same answer', async () => {
    const a = await timed('POST', '/api/v1/auth/recover_password', { email: known.email });
    const b = await timed('POST', '/api/v1/auth/recover_password', { email: 'nadie.mas@example.com' });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
  });

  /**
   * Two kinds of request take about as long when neither median is under half the other, or they
   * differ by less than half an argon2 verification at production cost, as measured in the same
   * rounds: skipping one halves a sign-in's time. A fixed 25 ms instead (half of the 50 ms it took
   * on a busy 2-core machine) hid a skipped hash wherever one takes under 50 ms: on the fresh clone's
   * run 30 ms against 5, alone 17 against 3.
   */
  const alike = (a: number[], b: number[], hashMs: number) => {
    const [ma, mb] = [median(a), median(b)];
    return Math.min(ma, mb) >= Math.max(ma, mb) / 2 || Math.abs(ma - mb) < hashMs / 2;
  };

  it('timing: known and unknown emails take about as long over interleaved tries; a hashless refusal does not', async () => {
    const rounds = 21;
    const samples = {
      loginKnown: [] as number[],
      loginUnknown: [] as number[],
      loginNoHash: [] as number[],
      recoverKnown: [] as number[],
      recoverUnknown: [] as number[],
      hash: [] as number[],
    };
    const hasher = createPasswordHasher(PRODUCTION_HASH);
    const stored = await hasher.hash('una-clave-de-prueba');
    for (let i = 0; i < rounds; i++) {
      // Each round from its own address: the sign-in throttle counts failures per account and address.
      const headers = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      const call = async (path: string, body: unknown, expected: number[]) => {
        const t0 = performance.now();
        const res = await p.call('POST', path, { body, headers });
        expect(expected, `${path} answered ${res.status}`).toContain(res.status);
        return performance.now() - t0;
      };
      const stranger = `nadie.${i}@example.com`;
      // The order turns each round, so a slow moment of the machine does not fall on one kind.
      const tries = [
        async () =>
          samples.loginKnown.push(
            await call('/api/v1/auth/login', { email: known.email, password: `mal-${i}-xxxxxxx` }, [401]),
          ),
        async () =>
          samples.loginUnknown.push(
            await call('/api/v1/auth/login', { email: stranger, password: `mal-${i}-xxxxxxx` }, [401]),
          ),
        // Refused by validation before any account is looked up or any hash computed: the control.
        async () =>
          samples.loginNoHash.push(
            await call('/api/v1/auth/login', { email: stranger, password: '' }, [400]),
          ),
        async () =>
          samples.recoverUnknown.push(
            await call('/api/v1/auth/recover_password', { email: stranger }, [200, 202, 204]),
          ),
        async () =>
          samples.recoverKnown.push(
            await call('/api/v1/auth/recover_password', { email: known.email }, [200, 202, 204]),
          ),
        // One verification of a wrong password, in this process (the platform's too): what a skipped
        // hash would save.
        async () => {
          const t0 = performance.now();
          expect(await hasher.verify(stored, `mal-${i}-xxxxxxx`)).toBe(false);
          samples.hash.push(performance.now() - t0);
        },
      ];
      for (let k = 0; k < tries.length; k++) await tries[(i + k) % tries.length]!();
    }
    const report = Object.fromEntries(
      Object.entries(samples).map(([k, v]) => [k, Math.round(median(v) * 10) / 10]),
    );
    console.log(`enumeration timing, median ms over ${rounds} interleaved rounds: ${JSON.stringify(report)}`);
    const hashMs = median(samples.hash);
    // The check can tell a request that skips the hash from one that does not…
    expect(
      alike(samples.loginKnown, samples.loginNoHash, hashMs),
      `no power: ${JSON.stringify(report)}`,
    ).toBe(false);
    // …and finds none between a known and an unknown email.
    expect(
      alike(samples.loginKnown, samples.loginUnknown, hashMs),
      `sign-in: ${JSON.stringify(report)}`,
    ).toBe(true);
    expect(
      alike(samples.recoverKnown, samples.recoverUnknown, hashMs),
      `recovery: ${JSON.stringify(report)}`,
    ).toBe(true);
  }, 240_000);
});

describe('what is logged', () => {
  it('a whole sign-in journey leaves neither its password nor its tokens in any log line', async () => {
    const password = `Secreto-${Math.random().toString(36).slice(2, 10)}-x`;
    const account = await registerAccount(p, { password, passwordConfirmation: password });
    const login = await p.call('POST', '/api/v1/auth/login', { body: { email: account.email, password } });
    expect(login.status).toBe(200);
    const tokens = [
      account.accessToken,
      account.refreshToken,
      login.body.accessToken,
      login.body.refreshToken,
    ];
    const refreshed = await p.call('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: login.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    tokens.push(refreshed.body.accessToken, refreshed.body.refreshToken);
    // Refusals and errors log more than successes: a reused refresh token, a wrong password, a body
    // that fails validation carrying the password, a signed-in request nobody serves.
    expect(
      (await p.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: login.body.refreshToken } }))
        .status,
    ).toBeGreaterThanOrEqual(400);
    await p.call('POST', '/api/v1/auth/login', {
      body: { email: account.email, password: `${password}-mal` },
    });
    await p.call('POST', '/api/v1/auth/login', { body: { email: 42, password } });
    await p.call('GET', '/api/v1/profile', { token: refreshed.body.accessToken });
    await p.call('GET', '/api/v1/nothing_here', { token: refreshed.body.accessToken });
    await p.call('POST', '/api/v1/auth/logout', { body: { refreshToken: refreshed.body.refreshToken } });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // buffered access-log lines flush each second
    const all = logged.join('');
    // The scan saw the journey: the platform did log it.
    expect(all).toContain('/api/v1/auth/login');
    expect(all).not.toContain(password);
    for (const token of tokens) {
      expect(typeof token).toBe('string');
      expect(all).not.toContain(token as string);
      // A JWT's signature alone is as good as the token to whoever reads the log.
      expect(all).not.toContain((token as string).split('.').at(-1)!);
    }
  });

  it("a calendar feed's secret address is in no log line: the gateway's access log nor a service's", async () => {
    const owner = await registerAccount(p, { name: 'Dueña del Calendario' });
    const propertyId = await submitProperty(p, owner, 'Casa del calendario');
    const feed = await p.call<{ url: string | null }>('POST', '/api/v1/property_file/calendar_feed', {
      token: owner.accessToken,
      body: { property_id: propertyId },
    });
    expect(feed.status).toBe(200);
    const secret = new URL(feed.body.url!.replace(/^webcal:/, 'http:')).pathname.split('/').at(-1)!;
    expect(secret.length).toBeGreaterThanOrEqual(16);
    const calendar = await p.call('GET', `/api/v1/property_file/calendar/${secret}`);
    expect(calendar.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // buffered access-log lines flush each second
    const lines = logged
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const access = lines.filter((line) => line.includes('"msg":"request"'));
    // The request was logged, with its address's shape and without its secret.
    expect(access.some((line) => line.includes('/api/v1/property_file/calendar/[redacted]'))).toBe(true);
    expect(access.filter((line) => line.includes(secret))).toEqual([]);
    // Nor in any service's own request line (the documents service logged the full URL before the
    // kit's request serializer redacted it the same way).
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }, 60_000);
});
