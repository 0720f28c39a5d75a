import { describe, expect, it } from 'vitest';
import { ConfigError, env, loadConfig } from './config.ts';

const spec = {
  DATABASE_URL: env.requiredUrl('PostgreSQL connection string'),
  JWT_SECRET: env.requiredString('signing secret', { secret: true }),
  PORT: env.int('port to listen on', 3000),
  DEBUG: env.bool('verbose logs', false),
  KAFKA_BROKERS: env.list('comma-separated brokers'),
};

describe('loadConfig', () => {
  it('parses values and applies defaults', () => {
    const config = loadConfig('test', spec, {
      DATABASE_URL: 'postgres://localhost/db',
      JWT_SECRET: 's',
      KAFKA_BROKERS: 'a:9092, b:9092',
    });
    expect(config).toEqual({
      DATABASE_URL: 'postgres://localhost/db',
      JWT_SECRET: 's',
      PORT: 3000,
      DEBUG: false,
      KAFKA_BROKERS: ['a:9092', 'b:9092'],
    });
  });

  it('lists every missing or invalid value in one error, without printing secrets', () => {
    let error: unknown;
    try {
      loadConfig('identity', spec, { PORT: 'eighty', JWT_SECRET: '', DEBUG: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect((error as Error).message).toContain('Invalid configuration for identity');
    expect((error as Error).message).toContain('DATABASE_URL is missing (PostgreSQL connection string)');
    expect((error as Error).message).toContain('JWT_SECRET is missing');
    expect((error as Error).message).toContain('PORT must be a whole number (got "eighty")');
    expect((error as Error).message).toContain('DEBUG must be true or false');
  });

  it('rejects a malformed URL', () => {
    expect(() => loadConfig('x', spec, { DATABASE_URL: 'not a url', JWT_SECRET: 'k' })).toThrow(
      /DATABASE_URL is not a valid URL/,
    );
  });
});
