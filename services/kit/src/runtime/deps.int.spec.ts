import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/platform.ts';
import type { RunningService, ServiceContext, ServiceDefinition } from './service.ts';

const PROFILE = '0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f';
const CLOCK = new Date('2026-03-01T12:00:00.000Z');

/** What a service's use cases run on, built by the definition's `deps` from the kit's context. */
interface Deps {
  build: number;
  greeting: string;
  ctx: ServiceContext;
}

/**
 * Issue 20: a service declares `deps(ctx)` once; the kit builds it before anything runs and hands the
 * same object to routes, consumers and jobs (no `let deps; depsOf = …` in each service.ts). Its
 * context also makes the service's events (`ctx.event`) with its producer name and clock.
 */
describe('a service definition with deps, producer and clock', () => {
  let platform: TestPlatform<'with_deps' | 'legacy'>;
  let running: RunningService;
  let legacy: RunningService;
  let builds = 0;
  const given: Record<'consumers' | 'jobs' | 'routes', unknown> = {
    consumers: null,
    jobs: null,
    routes: null,
  };
  const legacyGot: unknown[] = [];

  const withDeps = (name: string): ServiceDefinition<Deps> => ({
    name,
    producer: 'casona-test',
    now: () => CLOCK,
    description: 'kit deps test service',
    async deps(ctx) {
      builds += 1;
      await ctx.db.query('SELECT 1');
      return { build: builds, greeting: 'hola', ctx };
    },
    async routes(app, ctx, deps) {
      given.routes = deps;
      app.get('/greeting', async () => ({ greeting: deps.greeting, build: deps.build }));
      app.post('/deleted', async (_request, reply) => {
        const event = ctx.event('identity.profile.deleted', { profileId: PROFILE });
        await ctx.db.tx((client) => ctx.emit(client, [event]));
        return reply.status(201).send({ id: event.id });
      });
    },
    consumers(_consumer, _ctx, deps) {
      given.consumers = deps;
    },
    jobs(_queue, _ctx, deps) {
      given.jobs = deps;
    },
  });

  /** A definition written before `deps` existed. */
  const legacyDefinition = (name: string): ServiceDefinition => ({
    name,
    description: 'kit legacy test service',
    async routes(app, ctx, ...rest: unknown[]) {
      legacyGot.push(ctx.name, ...rest);
      app.get('/ping', async () => ({ ok: true }));
    },
  });

  beforeAll(async () => {
    platform = await startTestPlatform({
      name: 'deps',
      services: { with_deps: withDeps, legacy: legacyDefinition },
      // Called directly: no gateway in front.
      gateway: async () => Fastify(),
    });
    running = platform.services.with_deps;
    legacy = platform.services.legacy;
  }, 120_000);
  afterAll(() => platform?.stop(), 60_000);

  it('builds deps once and gives the same object to routes, consumers and jobs', async () => {
    expect(builds).toBe(1);
    expect(given.routes).toMatchObject({ build: 1, greeting: 'hola' });
    expect(given.consumers).toBe(given.routes);
    expect(given.jobs).toBe(given.routes);
    expect((given.routes as Deps).ctx).toBe(running.context);
    const res = await fetch(`${running.url}/api/v1/greeting`);
    expect(await res.json()).toEqual({ greeting: 'hola', build: 1 });
  });

  it("stamps the service's events with its producer and clock", async () => {
    expect(running.context.now()).toEqual(CLOCK);
    const res = await fetch(`${running.url}/api/v1/deleted`, { method: 'POST' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await platform.sql('with_deps')(
      'SELECT type, producer, key, occurred_at FROM outbox WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([
      { type: 'identity.profile.deleted', producer: 'casona-test', key: PROFILE, occurred_at: CLOCK },
    ]);
  });

  it('keeps definitions without deps working, their producer defaulting to the name', async () => {
    expect(legacyGot).toEqual([platform.schemas.legacy, undefined]);
    expect((await fetch(`${legacy.url}/api/v1/ping`)).status).toBe(200);
    expect(legacy.context.event('identity.profile.deleted', { profileId: PROFILE }).producer).toBe(
      platform.schemas.legacy,
    );
    expect(Math.abs(legacy.context.now().getTime() - Date.now())).toBeLessThan(60_000);
  });
});
