/**
 * The real identity, listings and notifications services behind the real gateway (the kit's test
 * platform), for the gateway's suites that must meet real services: the hostile-request corpus and
 * the back-office policy.
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@casona/proto';
import { startTestPlatform, type TestGatewayOptions, type TestPlatform } from '@casona/kit/testing/platform';
import { createIdentityService } from '../../../services/identity/src/service.ts';
import { FAST_HASH, testSigningKey } from '../../../services/identity/src/testing/harness.ts';
import { createListingsService } from '../../../services/listings/src/service.ts';
import { createNotificationsService } from '../../../services/notifications/src/service.ts';
import { createGateway, type GatewayOptions } from '../gateway.ts';

export const definitions = {
  identity: (name: string) =>
    createIdentityService({
      name,
      env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
      seedAdmin: false,
    }),
  listings: (name: string) => createListingsService({ name, seedDemo: false }),
  notifications: (name: string) => createNotificationsService({ name }),
};
export type PlatformService = keyof typeof definitions;
export type Platform = TestPlatform<PlatformService>;

/** Starts the three services and the gateway, with `gateway` on top of the suite defaults. */
export function startPlatform(
  name: string,
  gateway: (options: TestGatewayOptions<PlatformService>) => Partial<GatewayOptions> = () => ({}),
): Promise<Platform> {
  return startTestPlatform({
    name,
    services: definitions,
    gateway: (options) => createGateway({ ...options, ...gateway(options) }),
  });
}

/** Registers an account (made company staff with `role`) and signs it in: its profile id and token. */
export async function signUp(platform: Platform, role?: StaffRole): Promise<{ id: string; token: string }> {
  const email = `cuenta.${randomUUID().slice(0, 12)}@example.com`;
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
  if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const id = registered.body.profile.id as string;
  if (role)
    await platform.sql('identity')(
      'INSERT INTO staff_role (profile_id, role, created_at, updated_at) VALUES ($1, $2, now(), now())',
      [id, role],
    );
  const login = await platform.call('POST', '/api/v1/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id, token: login.body.accessToken as string };
}
