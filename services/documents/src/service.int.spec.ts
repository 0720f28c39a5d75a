/**
 * Documents on the platform as it runs in production: real PostgreSQL (its own schema, migrated
 * by the kit), identity beside it and the real gateway in front. Proves the service starts, is
 * healthy, and that its API families reach it through the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import { startTestPlatform, type TestPlatform } from '@casona/kit/testing/platform';
import { API_FAMILIES, translate } from '@casona/proto';
import { createDocumentsService } from './service.ts';

type Services = 'identity' | 'documents';
let platform: TestPlatform<Services>;

beforeAll(async () => {
  platform = await startTestPlatform<Services>({
    name: 'documents',
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      documents: (schema) => createDocumentsService({ name: schema }),
    },
    gateway: (options) => createGateway(options),
  });
});

afterAll(async () => {
  await platform?.stop();
});

const families = Object.entries(API_FAMILIES)
  .filter(([family, service]) => service === 'documents' && !family.startsWith('admin/'))
  .map(([family]) => family);

describe('documents on the platform', () => {
  it('is ready with its dependencies, and the gateway reports it healthy', async () => {
    const ready = await fetch(`${platform.services.documents.url}/ready`);
    expect(ready.status).toBe(200);
    const health = await platform.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.services).toContainEqual(expect.objectContaining({ name: 'documents', ok: true }));
  });

  it('migrated its schema: its first migration and the kit membership projection', async () => {
    const sql = platform.sql('documents');
    const applied = await sql<{ name: string }>('SELECT name FROM pgmigrations ORDER BY id');
    expect(applied[0]).toEqual({ name: '1764600000000_documents' });
    expect(await sql('SELECT count(*)::int AS n FROM membership')).toEqual([{ n: 0 }]);
  });

  it('owns families in the routing table', () => {
    expect(families).toContain('property_file');
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
    await platform.services.documents.stop();
    const gone = await platform.call('GET', '/api/v1/property_file/unknown-path');
    expect(gone.status).toBe(502);
  });
});
