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
import {
  definitions,
  signUp,
  startPlatform,
  type Platform,
  type PlatformService as Service,
} from './testing/services.ts';

interface Operation {
  service: Service;
  method: string;
  path: string;
  family: string;
}

describe('back-office policy, gateway and services together', () => {
  let platform: Platform;
  const tokens: Partial<Record<'user' | StaffRole, string>> = {};
  const operations: Operation[] = [];
  let staffId: string;

  beforeAll(async () => {
    platform = await startPlatform('admin-policy');
    tokens.user = (await signUp(platform)).token;
    const staff = await signUp(platform, 'STAFF');
    staffId = staff.id;
    tokens.STAFF = staff.token;
    tokens.ADMIN = (await signUp(platform, 'ADMIN')).token;
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
  // Valid bodies where a service validates before it checks the role: the refusal must be the role's.
  const bodyOf = (op: Operation): unknown => {
    const bodies: Record<string, unknown> = {
      'PUT /api/v1/admin/role': { profile_id: staffId, role: 'ADMIN' },
      'DELETE /api/v1/admin/role': { profile_id: randomUUID() },
    };
    return bodies[`${op.method} ${op.path}`] ?? {};
  };
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
            [AUTH_HEADERS.profileId]: staffId,
            [AUTH_HEADERS.staffRole]: 'STAFF',
            ...(hasBody(op.method) || op.method === 'DELETE' ? { 'content-type': 'application/json' } : {}),
          },
          body: hasBody(op.method) || op.method === 'DELETE' ? JSON.stringify(bodyOf(op)) : undefined,
        });
        if (res.status !== 403) wrong.push(`service, STAFF ${op.method} ${op.path}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
