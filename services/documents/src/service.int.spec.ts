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
import { API_FAMILIES } from '@casona/proto';
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

  it('migrated its schema: its own migration and the kit membership projection', async () => {
    const sql = platform.sql('documents');
    expect(await sql('SELECT name FROM pgmigrations')).toEqual([{ name: '1764600000000_documents' }]);
    expect(await sql('SELECT count(*)::int AS n FROM membership')).toEqual([{ n: 0 }]);
  });

  it('owns families in the routing table', () => {
    expect(families).toContain('property_file');
  });

  it('answers its families through the gateway with its own localized 404, not a 502', async () => {
    for (const family of families) {
      const en = await platform.call('GET', `/api/v1/${family}/unknown-path`);
      expect(en.status, family).toBe(404);
      expect(en.body).toMatchObject({ code: 'NOT_FOUND', message: 'The requested resource was not found.' });
      const es = await platform.call('GET', `/api/v1/${family}/unknown-path`, { lang: 'es' });
      expect(es.body).toMatchObject({ code: 'NOT_FOUND', message: 'No se encontró el recurso solicitado.' });
    }
  });

  // Runs last: the service goes away, and the same path is the gateway's 502.
  it('is what answers: once it stops, the gateway answers 502 for the same path', async () => {
    await platform.services.documents.stop();
    const gone = await platform.call('GET', '/api/v1/property_file/unknown-path');
    expect(gone.status).toBe(502);
  });
});
