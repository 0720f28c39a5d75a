import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config.ts';
import { kafkaSecurity, loadPlatformConfig } from './platform-config.ts';

const cluster = { KAFKA_BROKERS: 'kafka:9092', INTERNAL_TOKEN: 'secret' };

describe('Kafka security settings', () => {
  it('plaintext without SASL or TLS settings', () => {
    expect(kafkaSecurity(loadPlatformConfig(cluster))).toBeUndefined();
  });

  it('SASL/SCRAM over TLS with the system CAs, or a private CA', () => {
    const sasl = {
      KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
      KAFKA_SASL_USERNAME: 'casona',
      KAFKA_SASL_PASSWORD: 'pw',
    };
    expect(kafkaSecurity(loadPlatformConfig({ ...cluster, ...sasl, KAFKA_TLS: 'true' }))).toEqual({
      sasl: { mechanism: 'SCRAM-SHA-512', username: 'casona', password: 'pw' },
      tls: true,
    });
    const ca = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
    expect(kafkaSecurity(loadPlatformConfig({ ...cluster, KAFKA_TLS: 'true', KAFKA_TLS_CA: ca }))).toEqual({
      tls: { ca },
    });
  });

  it('names every inconsistent setting at once', () => {
    const load = () =>
      loadPlatformConfig({ ...cluster, KAFKA_SASL_MECHANISM: 'GSSAPI', KAFKA_TLS_CA: 'pem' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/KAFKA_SASL_MECHANISM must be one of PLAIN, SCRAM-SHA-256, SCRAM-SHA-512/);
    expect(load).toThrow(/KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required/);
    expect(load).toThrow(/KAFKA_TLS_CA is set but KAFKA_TLS is not/);
  });
});
