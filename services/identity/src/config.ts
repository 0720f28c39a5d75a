import { seedDemoSetting } from '@casona/proto/demo';
import { env, loadConfig, type ConfigOf } from '@casona/kit/config/config';

/**
 * Identity's own settings, read once at start. Everything has a sensible default except the Google
 * client, which switches Google sign-in on when both its id and secret are set.
 */
export const identitySpec = {
  JWT_PRIVATE_KEY: env.string(
    'PEM (PKCS#8) EC P-256 private key that signs access tokens; unset = a key kept under DATA_DIR/identity',
    { secret: true },
  ),
  JWT_PREVIOUS_PUBLIC_KEY: env.string(
    'PEM of the key used before the last rotation; still published in the JWKS so live tokens verify',
  ),
  ACCESS_TOKEN_TTL_SECONDS: env.int('lifetime of an access token', 900),
  REFRESH_TOKEN_TTL_DAYS: env.int('lifetime of a refresh token (each refresh starts it again)', 30),
  PASSWORD_RESET_TTL_MINUTES: env.int('how long a password reset link works', 60),
  PASSWORD_HASH_MEMORY_KIB: env.int('argon2id memory cost in KiB', 19_456),
  PASSWORD_HASH_TIME_COST: env.int('argon2id passes', 2),
  PASSWORD_HASH_PARALLELISM: env.int('argon2id lanes', 1),
  LOGIN_THROTTLE_WINDOW_SECONDS: env.int('window in which failed sign-ins are counted', 900),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: env.int(
    'failed sign-ins for one account from one client address within the window before that pair gets 429',
    5,
  ),
  LOGIN_MAX_FAILURES_PER_IP: env.int('failed sign-ins per client address within the window before 429', 30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: env.int(
    'failed sign-ins per account from all addresses together within the window before 429 (high: an attacker must not lock the owner out cheaply)',
    100,
  ),
  GOOGLE_CLIENT_ID: env.string('Google OAuth client id; Google sign-in is hidden unless set'),
  GOOGLE_CLIENT_SECRET: env.string('Google OAuth client secret', { secret: true }),
  GOOGLE_ISSUER: env.url('OpenID Connect issuer of the Google sign-in', {
    default: 'https://accounts.google.com',
  }),
  ADMIN_EMAIL: env.string('email of the administrator seeded on the first embedded start', {
    default: 'admin@casona.local',
  }),
  SEED_DEMO: env.string(
    "seed the demo's people and their memberships on start: true, false, or unset = only in embedded mode",
  ),
};

export type IdentityConfig = Omit<ConfigOf<typeof identitySpec>, 'SEED_DEMO'> & {
  /** Whether to seed the demo's people and their memberships; undefined: only in embedded mode. */
  SEED_DEMO: boolean | undefined;
};

export function loadIdentityConfig(source: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const config = loadConfig('identity', identitySpec, source);
  return { ...config, SEED_DEMO: seedDemoSetting(config.SEED_DEMO) };
}
