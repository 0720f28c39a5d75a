/**
 * Notifications' use cases against the real database, without HTTP, on the kit's use-case harness
 * (testing/use-cases.ts: the service on real PostgreSQL with its migrations, `Deps` built by its own
 * definition, callers' auth contexts built directly; mail to the file outbox). Facts other services
 * own (profiles, properties, memberships) are written through the service's own projection stores,
 * as its consumers would.
 */
import { randomUUID } from 'node:crypto';
import type { Locale, RoleLabel } from '@casona/proto';
import {
  startUseCases as startServiceUseCases,
  type UseCases as ServiceUseCases,
} from '@casona/kit/testing/use-cases';
import type { Deps } from '../app/deps.ts';
import { upsertProfile, upsertProperty } from '../app/projections-store.ts';
import { createNotificationsService } from '../service.ts';

export { authOf } from '@casona/kit/testing/use-cases';

export const TEAM_EMAIL = 'equipo@casona.test';

export type UseCases = ServiceUseCases<Deps>;

/**
 * WhatsApp configured toward an address where nothing listens: for suites that read what was queued,
 * not what was delivered.
 */
export const WHATSAPP_QUEUED_ENV = {
  WHATSAPP_API_BASE: 'http://127.0.0.1:9',
  WHATSAPP_TOKEN: 'test-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
} as const;

/** The service's use cases; `env` adds settings to the team's (e.g. WHATSAPP_QUEUED_ENV). */
export const startUseCases = (env: Readonly<Record<string, string>> = {}): Promise<UseCases> =>
  startServiceUseCases({
    name: 'notifications',
    service: (schema) =>
      createNotificationsService({ name: schema, env: { TEAM_EMAIL, TEAM_LOCALE: 'ES', ...env } }),
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
