/**
 * Listings' use cases against the real database, without HTTP, on the kit's use-case harness
 * (testing/use-cases.ts: the service on real PostgreSQL with its migrations, `Deps` built by its own
 * definition, callers' auth contexts built directly with `authOf`). Identity does not run here: the
 * facts it owns (profiles, memberships) are written into listings' projections as its events would
 * leave them. The chain through identity is the HTTP suites' (submission.int.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import type { RoleLabel, SubmitProperty } from '@casona/proto';
import type { AuthContext } from '@casona/kit/auth/context';
import {
  authOf,
  startUseCases as startKitUseCases,
  type UseCases as KitUseCases,
} from '@casona/kit/testing/use-cases';
import type { Deps } from '../app/deps.ts';
import { upsertProfile } from '../app/profile-store.ts';
import { createListingsService } from '../service.ts';
import { buildSubmission } from './harness.ts';

export { authOf };

export type UseCases = KitUseCases<Deps>;

export const startUseCases = (): Promise<UseCases> =>
  startKitUseCases({
    name: 'listings',
    service: (schema) =>
      createListingsService({ name: schema, env: {}, seedDemo: false, calendarSync: false }),
  });

let counter = 0;

/** A person as identity's profile events leave them in listings' projection, with their auth context. */
export async function givenProfile(
  uc: UseCases,
  overrides: { name?: string; locale?: 'ES' | 'EN' } = {},
): Promise<{ id: string; email: string; auth: AuthContext }> {
  const id = randomUUID();
  const email = `persona.${Date.now().toString(36)}${++counter}@example.com`;
  await upsertProfile(uc.deps.db, {
    id,
    email,
    name: overrides.name ?? 'Ana María Núñez',
    locale: overrides.locale ?? 'ES',
    updated_at: new Date().toISOString(),
  });
  return { id, email, auth: authOf(id) };
}

/** A label as identity's membership events leave it in listings' projection. */
export async function givenMember(
  uc: UseCases,
  profileId: string,
  propertyId: string,
  label: RoleLabel,
): Promise<void> {
  await uc.deps.db.tx((client) => uc.deps.memberships.upsert(client, { profileId, propertyId, label }));
}

/** A valid submission (proto `SubmitProperty`); override what a test is about. */
export const submission = (overrides: Record<string, unknown> = {}): SubmitProperty =>
  buildSubmission(overrides) as SubmitProperty;
