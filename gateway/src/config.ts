import { env, loadConfig, type ConfigOf } from '@casona/kit/config/config';
import { SERVICE_NAMES } from '@casona/proto';

export const gatewaySpec = {
  PORT: env.int('port the gateway listens on', 8080),
  HOST: env.string('interface to listen on', { default: '0.0.0.0' }),
  JWKS_URL: env.url('JWKS of the token issuer; default: identity service /api/v1/auth/jwks'),
  REDIS_URL: env.url('Redis for shared rate-limit counters; unset = per-process memory', { secret: true }),
  RATE_LIMIT_MAX: env.int('requests per window per client', 300),
  RATE_LIMIT_WINDOW_MS: env.int('rate-limit window', 60_000),
  FORM_RATE_LIMIT_MAX: env.int(
    'public form submissions (anonymous property submission, contact, joke, manager application, log) per address and form',
    10,
  ),
  FORM_RATE_LIMIT_WINDOW_MS: env.int('window of the form limit', 600_000),
  BODY_LIMIT_BYTES: env.int('largest request body (30 images of 2 MB as base64 fit)', 100 * 1024 * 1024),
  CORS_ORIGINS: env.list('origins allowed to call the API from a browser (default: PUBLIC_URL)'),
  PUBLIC_URL: env.url('where users reach the platform; default: http://localhost:<PORT>'),
  WEB_DIST: env.string('built SPA to serve at /', { default: 'web/dist' }),
  TRUST_PROXY: env.string(
    'X-Forwarded-For hops to trust for the client address: a count (1 behind one ingress), CIDRs, or true',
  ),
  INTERNAL_TOKEN: env.requiredString('secret added to requests forwarded to services', { secret: true }),
  ...(Object.fromEntries(
    SERVICE_NAMES.map((s) => [
      `${s.toUpperCase()}_URL`,
      env.url(`base URL of the ${s} service; unset = not deployed`),
    ]),
  ) as Record<`${Uppercase<(typeof SERVICE_NAMES)[number]>}_URL`, ReturnType<typeof env.url>>),
};

export type GatewayConfig = ConfigOf<typeof gatewaySpec>;

/** TRUST_PROXY as Fastify takes it: unset → trust nobody, digits → hop count, true/false, else CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

export const loadGatewayConfig = (source: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig('gateway', gatewaySpec, source);
