/**
 * Notifications' use cases against the real database, without HTTP: the service started on the
 * kit's infrastructure (real PostgreSQL schema and migrations, in-process events, jobs in
 * PostgreSQL, the file outbox), its `Deps` built by its own definition, and callers' auth contexts
 * built directly. Facts other services own (profiles, properties, memberships) are written through
 * the service's own projection stores, as its consumers would.
 */
import { randomUUID } from 'node:crypto';
import type { Locale, RoleLabel, StaffRole } from '@casona/proto';
import { createGateway } from '@casona/gateway/gateway';
import type { AuthContext } from '@casona/kit/auth/context';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import { startTestPlatform } from '@casona/kit/testing/platform';
import type { Deps } from '../app/deps.ts';
import { upsertProfile, upsertProperty } from '../app/projections-store.ts';
import { createNotificationsService } from '../service.ts';

/** Suites assert rows field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export const TEAM_EMAIL = 'equipo@casona.test';

export interface UseCases {
  deps: Deps;
  sql<R = Json>(text: string, values?: unknown[]): Promise<R[]>;
  /** Events the use cases wrote to the outbox, oldest first. */
  events(type?: string): Promise<EventEnvelope[]>;
  stop(): Promise<void>;
}

export async function startUseCases(): Promise<UseCases> {
  const definitions: ReturnType<typeof createNotificationsService>[] = [];
  const platform = await startTestPlatform({
    name: 'notifications-use-cases',
    services: {
      notifications: (schema) => {
        const definition = createNotificationsService({
          name: schema,
          env: { TEAM_EMAIL, TEAM_LOCALE: 'ES' },
        });
        definitions.push(definition);
        return definition;
      },
    },
    gateway: createGateway,
  });
  const deps = await definitions[0]!.deps!(platform.services.notifications.context);
  return {
    deps,
    sql: platform.sql('notifications'),
    events: (type) => platform.events('notifications', type),
    stop: platform.stop,
  };
}

/** The auth context the gateway would forward for this caller. */
export const authOf = (profileId: string, staffRole: StaffRole | null = null): AuthContext => ({
  profileId,
  staffRole,
  clientIp: '203.0.113.7',
});

let counter = 0;

/** A profile as identity's events leave it in the projection; returns its id. */
export async function givenProfile(
  uc: UseCases,
  overrides: { name?: string; locale?: Locale } = {},
): Promise<{ id: string; email: string; name: string }> {
  const id = randomUUID();
  const profile = {
    profileId: id,
    email: `persona.${Date.now().toString(36)}${++counter}@example.com`,
    name: overrides.name ?? 'Ana María Núñez',
    locale: overrides.locale ?? 'ES',
  };
  await upsertProfile(uc.deps.db, profile, new Date().toISOString());
  return { id, email: profile.email, name: profile.name };
}

/** A property as listings' events leave it in the projection, with its members; returns its id. */
export async function givenProperty(
  uc: UseCases,
  name: string,
  members: readonly { profileId: string; label: RoleLabel }[] = [],
): Promise<string> {
  const propertyId = randomUUID();
  await upsertProperty(uc.deps.db, { propertyId, name }, new Date().toISOString());
  await uc.deps.db.tx(async (client) => {
    for (const m of members) await uc.deps.memberships.upsert(client, { propertyId, ...m });
  });
  return propertyId;
}
