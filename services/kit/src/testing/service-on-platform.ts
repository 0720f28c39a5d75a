/**
 * The suite every service's skeleton test runs (services/<name>/src/service.int.spec.ts): the
 * service on the platform as it runs in production — real PostgreSQL (its own schema, migrated by
 * the kit), identity beside it and the real gateway in front — is ready and healthy, migrated its
 * schema, and is what answers its API families through the gateway. The kit cannot depend on
 * identity or the gateway, so the suite passes their factories in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_FAMILIES, translate, type ServiceName } from '@casona/proto';
import type { ServiceDefinition } from '../runtime/service.ts';
import { startTestPlatform, type TestPlatform, type TestPlatformOptions } from './platform.ts';

export interface ServiceOnPlatformOptions {
  name: ServiceName;
  service: (schema: string) => ServiceDefinition;
  identity: (schema: string) => ServiceDefinition;
  gateway: TestPlatformOptions<string>['gateway'];
  /** The service's first migration, e.g. `1764600000000_finance`. */
  firstMigration: string;
  /** A family the routing table must give it, and whose unknown path answers 502 once it stops. */
  ownedFamily: string;
}

export function describeServiceOnPlatform(options: ServiceOnPlatformOptions): void {
  const { name } = options;
  let platform: TestPlatform<string>;

  beforeAll(async () => {
    platform = await startTestPlatform<string>({
      name,
      services: { identity: options.identity, [name]: options.service },
      gateway: options.gateway,
    });
  });

  afterAll(async () => {
    await platform?.stop();
  });

  const families = Object.entries(API_FAMILIES)
    .filter(([family, service]) => service === name && !family.startsWith('admin/'))
    .map(([family]) => family);

  describe(`${name} on the platform`, () => {
    it('is ready with its dependencies, and the gateway reports it healthy', async () => {
      const ready = await fetch(`${platform.services[name]!.url}/ready`);
      expect(ready.status).toBe(200);
      const health = await platform.call('GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body.services).toContainEqual(expect.objectContaining({ name, ok: true }));
    });

    it('migrated its schema: its first migration and the kit membership projection', async () => {
      const sql = platform.sql(name);
      const applied = await sql<{ name: string }>('SELECT name FROM pgmigrations ORDER BY id');
      expect(applied[0]).toEqual({ name: options.firstMigration });
      expect(await sql('SELECT count(*)::int AS n FROM membership')).toEqual([{ n: 0 }]);
    });

    it('owns families in the routing table', () => {
      expect(families).toContain(options.ownedFamily);
    });

    // Anonymous: the service answers its own 404 for a path it has no route for, or its own 401 for
    // one it has and that needs a session — the kit's error body, in the caller's language.
    it('answers every family of its own through the gateway (401/404 from the service, not a 502)', async () => {
      for (const family of families) {
        for (const lang of ['en', 'es'] as const) {
          const res = await platform.call('GET', `/api/v1/${family}/no/such/path`, { lang });
          expect([401, 404], `${family} (${lang}): ${JSON.stringify(res.body)}`).toContain(res.status);
          expect(res.body).toMatchObject({
            statusCode: res.status,
            code: res.status === 404 ? 'NOT_FOUND' : 'UNAUTHORIZED',
          });
          if (res.status === 404) expect(res.body.message).toBe(translate('http.notFound', lang));
          else expect(res.body.message).toEqual(expect.any(String));
        }
      }
      const es = await platform.call('GET', `/api/v1/${families[0]}/no/such/path`, { lang: 'es' });
      const en = await platform.call('GET', `/api/v1/${families[0]}/no/such/path`, { lang: 'en' });
      expect(es.body.message).not.toBe(en.body.message);
    });

    // Runs last: the service goes away, and the same path is the gateway's 502.
    it('is what answers: once it stops, the gateway answers 502 for the same path', async () => {
      await platform.services[name]!.stop();
      const gone = await platform.call('GET', `/api/v1/${options.ownedFamily}/unknown-path`);
      expect(gone.status).toBe(502);
    });
  });
}
