/**
 * Fault (issue 17): PostgreSQL goes away under the whole platform and comes back. While it is down
 * every service answers 503 with Retry-After and "please try again later" in the caller's language
 * (never 500) and /api/health says unhealthy; when it returns, the same processes serve again by
 * themselves (pools reconnect, relay and job loops still run), nothing committed before is lost and
 * new writes travel through the events as before. A private embedded PostgreSQL, so nothing else on
 * the machine notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import { registerAccount } from '@casona/kit/testing/accounts';
import { startWholePlatform, submitProperty, type Account, type Platform } from '../platform.ts';
import { startPrivatePostgres, until, type PrivatePostgres } from './private-postgres.ts';

let pg: PrivatePostgres;
let p: Platform;
let owner: Account;
let propertyId: string;
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  // The platform's services take their pools from DATABASE_URL: the private server, for this file only.
  process.env.DATABASE_URL = pg.url;
  try {
    p = await startWholePlatform('faults-pg');
  } finally {
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
  }
  owner = await registerAccount(p, { name: 'Dueña Resiliente' });
  propertyId = await submitProperty(p, owner, 'Casa antes del corte');
}, 240_000);

afterAll(async () => {
  await pg?.start().catch(() => {});
  await p?.stop();
  await pg?.destroy();
});

/** One read per service that needs its database, as the owner of the property. */
const reads = () => [
  { service: 'identity', url: '/api/v1/profile' },
  { service: 'listings', url: `/api/v1/property/${propertyId}` },
  { service: 'documents', url: `/api/v1/property_file?property_id=${propertyId}` },
  { service: 'finance', url: `/api/v1/property_transaction?property_id=${propertyId}` },
  { service: 'maintenance', url: `/api/v1/property_item?property_id=${propertyId}` },
  { service: 'notifications', url: '/api/v1/property_notification' },
];

describe('PostgreSQL stopped and started again under the platform', () => {
  it('answers 503 (never 500) while it is down, and serves again by itself with everything committed', async () => {
    for (const { url } of reads()) {
      const before = await p.call('GET', url, { token: owner.accessToken });
      expect(before.status, url).toBe(200);
    }

    await pg.stop();
    const statuses = new Map<number, number>();
    for (const lang of ['es', 'en'] as const) {
      for (const { service, url } of reads()) {
        const res = await p.call<{ message: string; code: string }>('GET', url, {
          token: owner.accessToken,
          lang,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${service} ${url}`).toBe(503);
        expect(res.headers.get('retry-after'), `${service} ${url}`).toMatch(/^\d+$/);
        // In words, never a code: the asked language, or the signed-in owner's own (identity speaks
        // the profile's language to its owner).
        expect(
          [translate('error.generic', lang), translate('error.generic', 'es')],
          `${service} ${url}`,
        ).toContain(res.body.message);
      }
    }
    // A write while down: refused the same way, and not half-done after the return.
    const refused = await p.call('POST', '/api/v1/submit_property', {
      token: owner.accessToken,
      body: { name: 'nada' },
    });
    expect([400, 503]).toContain(refused.status);
    const health = await p.call<{ status: string }>('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body.status).not.toBe('ok');
    console.info(
      `[faults] PostgreSQL down: answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
    );

    await pg.start();
    const recoveryMs = await until(async () => {
      for (const { url } of reads()) {
        const res = await p.call('GET', url, { token: owner.accessToken });
        if (res.status !== 200) return false;
      }
      return true;
    }, 'every service to answer again');
    console.info(`[faults] PostgreSQL back: every service answered 200 after ${recoveryMs} ms`);
    expect((await p.call('GET', '/api/health')).status).toBe(200);

    // Committed before the stop: still there, and every service still knows the property.
    const property = await p.call<{ id: string; name: string }>('GET', `/api/v1/property/${propertyId}`, {
      token: owner.accessToken,
    });
    expect(property.body).toMatchObject({ id: propertyId });
    // New writes after the return travel through the relays and consumers as before.
    const after = await submitProperty(p, owner, 'Casa después del corte');
    for (const { url } of reads()) {
      const res = await p.call('GET', url.replace(propertyId, after), { token: owner.accessToken });
      expect(res.status, url).toBe(200);
    }
  });
});
