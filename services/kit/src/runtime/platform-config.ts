import { randomBytes } from 'node:crypto';
import { ConfigError, env, loadConfig, type ConfigOf } from '../config/config.ts';
import type { KafkaSecurity } from '../events/kafka-bus.ts';

/**
 * What decides where each part of the platform runs. Every URL left unset means "embedded": the
 * same code runs on one machine with nothing to install. Setting it switches to the real server.
 */
export const platformSpec = {
  DATABASE_URL: env.url('PostgreSQL connection string; unset = embedded PostgreSQL under DATA_DIR', {
    secret: true,
  }),
  KAFKA_BROKERS: env.list('Kafka bootstrap brokers host:port,...; unset = in-process event delivery'),
  KAFKA_SASL_MECHANISM: env.string(
    'Kafka SASL mechanism: PLAIN, SCRAM-SHA-256 or SCRAM-SHA-512; unset = no SASL',
  ),
  KAFKA_SASL_USERNAME: env.string('Kafka SASL user name'),
  KAFKA_SASL_PASSWORD: env.string('Kafka SASL password', { secret: true }),
  KAFKA_TLS: env.bool('connect to Kafka over TLS (with the system CAs, or KAFKA_TLS_CA)', false),
  KAFKA_TLS_CA: env.string("PEM of a private CA that signed the Kafka brokers' certificates", {
    secret: true,
  }),
  REDIS_URL: env.url('Redis for jobs and gateway rate limits; unset = jobs in PostgreSQL, limits in memory', {
    secret: true,
  }),
  S3_ENDPOINT: env.url('S3-compatible endpoint URL; unset = embedded S3 server under DATA_DIR'),
  S3_ACCESS_KEY: env.string('S3 access key', { secret: true }),
  S3_SECRET_KEY: env.string('S3 secret key', { secret: true }),
  S3_REGION: env.string('S3 region', { default: 'us-east-1' }),
  S3_PUBLIC_BUCKET: env.string('bucket for public files (listing images)', { default: 'casona-public' }),
  S3_PRIVATE_BUCKET: env.string('bucket for private files (IDs, contracts)', { default: 'casona-private' }),
  S3_PUBLIC_URL: env.url('public base URL of the public bucket (CDN); default: endpoint/bucket'),
  SMTP_URL: env.url('SMTP server smtp[s]://user:pass@host:port; unset = messages written to DATA_DIR/mail', {
    secret: true,
  }),
  MAIL_FROM: env.string('sender of outgoing email', { default: 'Casona <hola@casona.mx>' }),
  DATA_DIR: env.string('where embedded parts keep their data', { default: '.data' }),
  EMBEDDED_PG_PORT: env.int('port of the embedded PostgreSQL', 54329),
  PG_POOL_MAX: env.int('connections each service keeps open to PostgreSQL at most', 10),
  INTERNAL_TOKEN: env.string(
    'secret the gateway adds to forwarded requests; required outside embedded mode',
    {
      secret: true,
    },
  ),
  FETCH_ALLOW_PRIVATE: env.bool('let outbound fetches reach private/loopback addresses (tests only)', false),
  PUBLIC_URL: env.url('where users reach the platform; default: http://localhost:<PORT, else 8080>'),
};

/** Where users reach an unconfigured platform: this machine, on the port in use (PORT, else 8080). */
export function defaultPublicUrl(source: NodeJS.ProcessEnv): string {
  const port = Number(source.PORT);
  return `http://localhost:${Number.isInteger(port) && port > 0 && port < 65_536 ? port : 8080}`;
}

export type PlatformConfig = ConfigOf<typeof platformSpec> & {
  /** True when every part is embedded and nothing outside this process is needed. */
  embedded: boolean;
  INTERNAL_TOKEN: string;
  PUBLIC_URL: string;
};

export function loadPlatformConfig(source: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const config = loadConfig('platform', platformSpec, source);
  const problems: string[] = [];
  if (config.S3_ENDPOINT && (!config.S3_ACCESS_KEY || !config.S3_SECRET_KEY)) {
    problems.push('S3_ACCESS_KEY and S3_SECRET_KEY are required when S3_ENDPOINT is set');
  }
  const mechanisms = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512'];
  if (config.KAFKA_SASL_MECHANISM !== undefined) {
    if (!mechanisms.includes(config.KAFKA_SASL_MECHANISM)) {
      problems.push(`KAFKA_SASL_MECHANISM must be one of ${mechanisms.join(', ')}`);
    }
    if (!config.KAFKA_SASL_USERNAME || !config.KAFKA_SASL_PASSWORD) {
      problems.push('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM');
    }
  }
  if (config.KAFKA_TLS_CA && !config.KAFKA_TLS) problems.push('KAFKA_TLS_CA is set but KAFKA_TLS is not');
  const embedded = !config.DATABASE_URL && config.KAFKA_BROKERS.length === 0 && !config.REDIS_URL;
  if (!config.INTERNAL_TOKEN && !embedded) {
    problems.push('INTERNAL_TOKEN is missing (shared secret between the gateway and the services)');
  }
  if (problems.length > 0) throw new ConfigError('platform', problems);
  return {
    ...config,
    embedded,
    PUBLIC_URL: config.PUBLIC_URL ?? defaultPublicUrl(source),
    // One process holds the gateway and every service: a fresh random secret is enough.
    INTERNAL_TOKEN: config.INTERNAL_TOKEN ?? randomBytes(24).toString('base64url'),
  };
}

/** The Kafka bus's security settings from the platform's (undefined: plaintext, no SASL). */
export function kafkaSecurity(config: PlatformConfig): KafkaSecurity | undefined {
  const sasl =
    config.KAFKA_SASL_MECHANISM && config.KAFKA_SASL_USERNAME && config.KAFKA_SASL_PASSWORD
      ? {
          mechanism: config.KAFKA_SASL_MECHANISM as NonNullable<KafkaSecurity['sasl']>['mechanism'],
          username: config.KAFKA_SASL_USERNAME,
          password: config.KAFKA_SASL_PASSWORD,
        }
      : undefined;
  const tls = config.KAFKA_TLS ? (config.KAFKA_TLS_CA ? { ca: config.KAFKA_TLS_CA } : true) : undefined;
  if (!sasl && !tls) return undefined;
  return { ...(sasl ? { sasl } : {}), ...(tls ? { tls } : {}) };
}
