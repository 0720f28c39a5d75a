import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext, ServiceDefinition } from '../runtime/service.ts';
import { authOf, startUseCases, type UseCases } from './use-cases.ts';

const PROFILE = '0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f';

interface Deps {
  ctx: ServiceContext;
  /** A use case: writes an event in one transaction, as a service's would. */
  forget(profileId: string): Promise<string>;
}

const definition = (name: string): ServiceDefinition<Deps> => ({
  name,
  producer: 'use-case-test',
  description: 'kit use-case harness test service',
  deps: (ctx) => ({
    ctx,
    async forget(profileId) {
      const event = ctx.event('identity.profile.deleted', { profileId });
      await ctx.db.tx((client) => ctx.emit(client, [event]));
      return event.id;
    },
  }),
  async routes() {},
});

describe('startUseCases', () => {
  let uc: UseCases<Deps>;
  beforeAll(async () => {
    uc = await startUseCases({ name: 'kit', service: definition });
  }, 120_000);
  afterAll(() => uc?.stop(), 60_000);

  it("builds the definition's deps on the running service and reads its schema and outbox", async () => {
    expect(uc.deps.ctx).toBe(uc.service.context);
    const id = await uc.deps.forget(PROFILE);
    expect((await uc.events('identity.profile.deleted')).map((e) => [e.id, e.producer])).toEqual([
      [id, 'use-case-test'],
    ]);
    expect(await uc.sql('SELECT current_schema() AS schema')).toEqual([
      { schema: uc.service.context.db.schema },
    ]);
  });

  it('refuses a definition without deps, and builds callers as the gateway forwards them', async () => {
    await expect(
      startUseCases({ name: 'kit-no-deps', service: (name) => ({ ...definition(name), deps: undefined }) }),
    ).rejects.toThrow(/declares no deps/);
    expect(authOf(PROFILE)).toEqual({ profileId: PROFILE, staffRole: null, clientIp: '203.0.113.7' });
    expect(authOf(PROFILE, 'STAFF').staffRole).toBe('STAFF');
  });
});
