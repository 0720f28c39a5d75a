/**
 * Issue 11, item 11: the back-office policy (proto's ADMIN_FAMILY_STAFF_ROLES) holds at the gateway
 * and in the services alike, for every admin operation the real identity, listings and
 * notifications services publish: company staff reach what the policy opens to them, and what it
 * keeps for administrators is refused by the gateway and, asked directly, by the service too.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FAMILY_STAFF_ROLES, mayUseAdminFamily, routeOf, type StaffRole } from '@casona/proto';
import { AUTH_HEADERS } from '@casona/kit/auth/context';
import { startTestPlatform, type TestPlatform } from '@casona/kit/testing/platform';
import { createIdentityService } from '../../services/identity/src/service.ts';
import { FAST_HASH, testSigningKey } from '../../services/identity/src/testing/harness.ts';
import { createListingsService } from '../../services/listings/src/service.ts';
import { createNotificationsService } from '../../services/notifications/src/service.ts';
import { createGateway } from './gateway.ts';

const definitions = {
  identity: (name: string) =>
    createIdentityService({
      name,
      env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
      seedAdmin: false,
    }),
  listings: (name: string) => createListingsService({ name, seedDemo: false }),
  notifications: (name: string) => createNotificationsService({ name }),
};
type Service = keyof typeof definitions;

interface Operation {
  service: Service;
  method: string;
  path: string;
  family: string;
}

describe('back-office policy, gateway and services together', () => {
  let platform: TestPlatform<Service>;
  const tokens: Partial<Record<'user' | StaffRole, string>> = {};
  const operations: Operation[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({
      name: 'admin-policy',
      services: definitions,
      gateway: (options) => createGateway(options),
    });
    for (const role of ['user', 'STAFF', 'ADMIN'] as const) {
      const email = `staff.${role.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
      const password = 'contraseña-segura-1';
      const registered = await platform.call('POST', '/api/v1/auth/register', {
        body: {
          email,
          locale: 'EN',
          name: 'Ana María Núñez',
          phone_number: '5512345678',
          password,
          passwordConfirmation: password,
          source: 'register',
        },
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      if (role !== 'user')
        await platform.sql('identity')(
          'INSERT INTO staff_role (profile_id, role, created_at, updated_at) VALUES ($1, $2, now(), now())',
          [registered.body.profile.id, role],
        );
      const login = await platform.call('POST', '/api/v1/auth/login', { body: { email, password } });
      tokens[role] = login.body.accessToken as string;
    }
    for (const service of Object.keys(definitions) as Service[]) {
      const doc = (await (await fetch(`${platform.services[service].url}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const [path, methods] of Object.entries(doc.paths)) {
        if (!path.startsWith('/api/v1/admin/')) continue;
        for (const method of Object.keys(methods)) {
          const family = routeOf(path.slice('/api/v1/'.length))?.family;
          if (family) operations.push({ service, method: method.toUpperCase(), path, family });
        }
      }
    }
  });

  afterAll(async () => {
    await platform?.stop();
  });

  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());
  const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

  it('finds the admin operations of every service, each in a family the policy states', () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) expect(ADMIN_FAMILY_STAFF_ROLES, op.path).toHaveProperty([op.family]);
  });

  it('lets each staff role through exactly where the policy does, per admin operation', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const path = concrete(op.path);
      for (const role of ['user', 'STAFF', 'ADMIN'] as const) {
        const res = await platform.call(op.method, path, {
          token: tokens[role],
          ...(hasBody(op.method) ? { body: {} } : {}),
        });
        const allowed = role !== 'user' && mayUseAdminFamily(op.family, role);
        const refused = res.status === 401 || res.status === 403;
        if (allowed === refused || (!allowed && res.status !== 403))
          wrong.push(`${role} ${op.method} ${op.path}: ${res.status}`);
      }
      // Asked directly with a staff role the policy does not open the family to, the service refuses too.
      if (!mayUseAdminFamily(op.family, 'STAFF')) {
        const res = await fetch(`${platform.services[op.service].url}${path}`, {
          method: op.method,
          headers: {
            [AUTH_HEADERS.internalToken]: 'admin-policy-suite-internal-token',
            [AUTH_HEADERS.profileId]: randomUUID(),
            [AUTH_HEADERS.staffRole]: 'STAFF',
            ...(hasBody(op.method) ? { 'content-type': 'application/json' } : {}),
          },
          body: hasBody(op.method) ? '{}' : undefined,
        });
        if (res.status !== 403) wrong.push(`service, STAFF ${op.method} ${op.path}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
