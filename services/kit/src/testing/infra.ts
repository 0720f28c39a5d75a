/**
 * Where test suites find real servers. URLs come from the environment first. A suite whose server
 * is not configured is skipped on a developer machine, but fails in CI (`TEST_INFRA=required`),
 * so a green CI always means the suite really ran.
 */
export type InfraName = 'postgres' | 'redis' | 'kafka' | 'kafka-sasl' | 's3';

const envNames: Record<InfraName, string> = {
  postgres: 'DATABASE_URL',
  redis: 'REDIS_URL',
  kafka: 'KAFKA_BROKERS',
  // The SASL/PLAIN listener of the same broker (scripts/kafka.sh): user casona, password casona-secret.
  'kafka-sasl': 'KAFKA_SASL_BROKERS',
  s3: 'S3_ENDPOINT',
};

export const infraRequired = (): boolean => process.env.TEST_INFRA === 'required';

/** The configured URL of a server, or undefined (and a thrown error when infra is required). */
export function infraUrl(name: InfraName): string | undefined {
  const value = process.env[envNames[name]];
  if (value) return value;
  if (infraRequired()) {
    throw new Error(
      `TEST_INFRA=required but ${envNames[name]} is not set: the ${name} suite would be skipped`,
    );
  }
  return undefined;
}
