/**
 * The demo across services (§2 /demo, issue 19), as `pnpm start` seeds it, for the suites of the
 * services whose demo part follows identity's and listings' (documents, finance, maintenance): the
 * real gateway in front of identity, listings and the service under test, none seeding on its own;
 * `seedPeopleAndHome` then does what the single-process platform does once every service listens —
 * identity's people, then listings' home, its stays and its buyers — and the suite's own seed runs
 * on what reached it by event.
 */
import { createGateway } from '@casona/gateway/gateway';
import { seedIdentityDemo } from '@casona/identity/demo/seed';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import type { ServiceDefinition } from '@casona/kit/runtime/service';
import { startTestPlatform, type TestPlatform } from '@casona/kit/testing/platform';
import { seedListingsDemo } from '../../services/listings/src/demo/seed.ts';
import { createListingsService, listingsDeps } from '../../services/listings/src/service.ts';

export interface DemoPlatform<S extends string, Deps> {
  p: TestPlatform<'identity' | 'listings' | S>;
  /** The tested service's use-case ports, from its own definition. */
  deps: Deps;
  /** Identity's demo people, then listings' demo home (as `pnpm start` seeds them). */
  seedPeopleAndHome(): Promise<void>;
}

/**
 * Starts identity, listings and the tested service (`tested`: its name and how its definition is
 * made) behind the gateway; answers the platform and the service's deps, typed by its definition.
 */
export async function startDemoPlatform<S extends string, Deps>(
  name: S,
  tested: Record<S, (schema: string) => ServiceDefinition<Deps>>,
): Promise<DemoPlatform<S, Deps>> {
  let identity: ReturnType<typeof createIdentityService> | undefined;
  const p = await startTestPlatform<'identity' | 'listings' | S>({
    name: `${name}-demo`,
    services: {
      identity: (schema: string) =>
        (identity = createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
          seedDemo: false,
        })),
      listings: (schema: string) =>
        createListingsService({ name: schema, env: {}, seedDemo: false, calendarSync: false }),
      ...tested,
    },
    gateway: (options) => createGateway(options),
  });
  // The tested service's ports over its running context (a definition holds no state of its own).
  const definition = tested[name](p.schemas[name]);
  const deps = await definition.deps!(p.services[name].context);
  return {
    p,
    deps,
    async seedPeopleAndHome() {
      await seedIdentityDemo(await identity!.deps!(p.services.identity.context));
      await seedListingsDemo(listingsDeps(p.services.listings.context));
    },
  };
}
