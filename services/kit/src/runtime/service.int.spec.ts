import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { makeEvent } from '@casona/proto';
import { AUTH_HEADERS } from '../auth/context.ts';
import { createLogger } from '../log/logger.ts';
import { dropSchema, testPostgres, uniqueSchema, type TestPostgres } from '../testing/postgres.ts';
import { createInfrastructure, type Infrastructure } from './infrastructure.ts';
import { loadPlatformConfig } from './platform-config.ts';
import { startService, type RunningService, type ServiceDefinition } from './service.ts';

const OWNER = randomUUID();
const WORKER = randomUUID();
const STRANGER = randomUUID();
const PROPERTY = randomUUID();

/**
 * A whole service on the kit, as identity or listings will be: migrations, routes, the outbox relay,
 * the membership projection fed by identity's events, permission checks over proto's matrix, jobs.
 */
describe('a service on the kit', () => {
  let pg: TestPostgres;
  let dataDir: string;
  let infra: Infrastructure;
  let running: RunningService;
  let schema: string;
  const jobsDone: string[] = [];

  beforeAll(async () => {
    pg = await testPostgres();
    dataDir = await mkdtemp(path.join(tmpdir(), 'casona-svc-'));
    await chmod(dataDir, 0o755);
    schema = uniqueSchema('svc');
    // Real PostgreSQL; every other part embedded, or the real server where CI sets its URL.
    infra = await createInfrastructure(
      loadPlatformConfig({
        ...process.env,
        DATABASE_URL: pg.url,
        DATA_DIR: dataDir,
        INTERNAL_TOKEN: 'svc-test',
      }),
      createLogger('svc-test', 'silent'),
    );
    const definition: ServiceDefinition = {
      name: schema,
      description: 'kit integration test service',
      memberships: true,
      async routes(app, ctx) {
        // Stands in for identity: grants a label and says so through the outbox.
        app.post(
          '/grants',
          { schema: { body: Type.Object({ profileId: Type.String(), label: Type.String() }) } },
          async (request, reply) => {
            const { profileId, label } = request.body;
            await ctx.db.tx((client) =>
              ctx.emit(client, [
                makeEvent('identity.membership.added', {
                  producer: ctx.name,
                  payload: { profileId, propertyId: PROPERTY, label: label as 'OWNER' },
                }),
              ]),
            );
            return reply.status(202).send({ ok: true });
          },
        );
        app.get('/transactions', async (request) => {
          await ctx.memberships.assert(request.auth, PROPERTY, 'transaction', 'select');
          return { propertyId: PROPERTY };
        });
        app.post('/work', async (_request, reply) => {
          await ctx.jobs.enqueue('note', { text: 'limpieza' });
          return reply.status(202).send({});
        });
      },
      jobs(queue) {
        queue.register<{ text: string }>('note', async (data) => {
          jobsDone.push(data.text);
        });
      },
    };
    running = await startService(definition, infra);
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
    await infra?.close();
    if (pg) {
      await dropSchema(pg.url, schema);
      await pg.stop();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const as = (profileId: string) => ({
    [AUTH_HEADERS.profileId]: profileId,
    [AUTH_HEADERS.internalToken]: 'svc-test',
  });

  async function eventually(check: () => Promise<boolean>) {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('not in time');
  }

  it('projects memberships from events and enforces the role-label matrix', async () => {
    const url = `${running.url}/api/v1`;
    for (const [profileId, label] of [
      [OWNER, 'OWNER'],
      [WORKER, 'WORKER'],
    ]) {
      const res = await fetch(`${url}/grants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ profileId, label }),
      });
      expect(res.status).toBe(202);
    }
    await eventually(async () => (await running.context.memberships.labelOf(WORKER, PROPERTY)) === 'WORKER');
    expect(await running.context.memberships.labelOf(OWNER, PROPERTY)).toBe('OWNER');

    // OWNER reads transactions; WORKER may not (§6); a stranger holds no label; anonymous is 401.
    expect((await fetch(`${url}/transactions`, { headers: as(OWNER) })).status).toBe(200);
    const worker = await fetch(`${url}/transactions`, {
      headers: { ...as(WORKER), 'accept-language': 'en' },
    });
    expect(worker.status).toBe(403);
    expect(((await worker.json()) as { code: string }).code).toBe('FORBIDDEN');
    expect((await fetch(`${url}/transactions`, { headers: as(STRANGER) })).status).toBe(403);
    expect((await fetch(`${url}/transactions`)).status).toBe(401);
    // Staff pass every property check.
    const staff = await fetch(`${url}/transactions`, {
      headers: { ...as(STRANGER), [AUTH_HEADERS.staffRole]: 'STAFF' },
    });
    expect(staff.status).toBe(200);
  });

  it('runs jobs enqueued by a route', async () => {
    expect((await fetch(`${running.url}/api/v1/work`, { method: 'POST' })).status).toBe(202);
    await eventually(async () => jobsDone.includes('limpieza'));
  });

  it('is ready when every dependency answers, and serves its OpenAPI', async () => {
    const ready = (await (await fetch(`${running.url}/ready`)).json()) as {
      status: string;
      dependencies: { name: string }[];
    };
    expect(ready.status).toBe('ok');
    expect(ready.dependencies.map((d) => d.name)).toEqual(['postgres', 'events', 'jobs', 'storage']);
    const doc = (await (await fetch(`${running.url}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toContain('/api/v1/grants');
  });
});
