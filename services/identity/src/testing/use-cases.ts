/**
 * Identity's use cases against the real database, without HTTP: the service started on the kit's
 * infrastructure (real PostgreSQL schema and migrations, in-process events, jobs in PostgreSQL), its
 * `Deps` built by its own definition, and callers' auth contexts built directly. The HTTP suites
 * (../*.int.spec.ts) keep the permission matrix and the journeys through the gateway.
 */
import type { StaffRole } from '@casona/proto';
import type { AuthContext } from '@casona/kit/auth/context';
import {
  authOf,
  startUseCases as startKitUseCases,
  type UseCases as KitUseCases,
} from '@casona/kit/testing/use-cases';
import { register } from '../app/accounts.ts';
import type { Deps } from '../app/deps.ts';
import { upsertStaffRole } from '../app/staff-store.ts';
import type { ClientMeta, Session } from '../app/sessions.ts';
import { createIdentityService } from '../service.ts';
import { FAST_HASH } from './harness.ts';

export interface UseCases extends KitUseCases<Deps> {
  /** Moves identity's clock (ms); 0 is now. */
  setClockOffset(ms: number): void;
}

export async function startUseCases(env: Record<string, string> = {}): Promise<UseCases> {
  let offset = 0;
  const uc = await startKitUseCases({
    name: 'identity',
    service: (schema) =>
      createIdentityService({
        name: schema,
        env: { ...FAST_HASH, ...env },
        now: () => new Date(Date.now() + offset),
        seedAdmin: false,
      }),
  });
  return {
    ...uc,
    setClockOffset: (ms) => {
      offset = ms;
    },
  };
}

export { authOf };

/** An outbox event's payload, for assertions field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const payloadOf = (event: { payload: unknown }): any => event.payload;

export const META: ClientMeta = { ip: '203.0.113.7', userAgent: 'use-case suite' };

let counter = 0;
export const uniqueEmail = (name = 'persona'): string =>
  `${name}.${Date.now().toString(36)}${++counter}@example.com`;

export const PASSWORD = 'Secreta#2026';

/** A registered account (register use case), optionally company staff. */
export async function givenAccount(
  uc: UseCases,
  options: { email?: string; name?: string; staffRole?: StaffRole } = {},
): Promise<Session & { id: string; email: string; auth: AuthContext }> {
  const session = await register(
    uc.deps,
    {
      email: options.email ?? uniqueEmail(),
      name: options.name ?? 'Ana María Núñez',
      password: PASSWORD,
      locale: 'ES',
      source: 'register',
    },
    META,
  );
  if (options.staffRole)
    await upsertStaffRole(uc.deps.db, {
      profileId: session.profile.id,
      role: options.staffRole,
      grantedBy: null,
      now: new Date(),
    });
  return {
    ...session,
    id: session.profile.id,
    email: session.profile.email,
    auth: authOf(session.profile.id, options.staffRole ?? null),
  };
}
