import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { testPostgres, type TestPostgres } from '../testing/postgres.ts';
import { createDatabase, type Database } from './database.ts';
import { isUniqueViolation, type Queryable } from './queryable.ts';

describe('Queryable and isUniqueViolation', () => {
  let server: TestPostgres;
  let db: Database;

  beforeAll(async () => {
    server = await testPostgres();
    db = createDatabase({ url: server.url, schema: 'public' });
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  /** A store function written once against Queryable runs on the pool and inside a transaction. */
  const insertTwice = async (q: Queryable, table: string) => {
    await q.query(`INSERT INTO ${table} (email) VALUES ('ana@example.mx')`);
    await q.query(`INSERT INTO ${table} (email) VALUES ('ana@example.mx')`);
  };

  it('tells a unique violation, on any constraint or the one named, from every other error', async () => {
    const caught = await db
      .tx(async (client: pg.PoolClient) => {
        await client.query(
          'CREATE TEMP TABLE person (email text CONSTRAINT person_email_key UNIQUE, n int CHECK (n > 0))',
        );
        await insertTwice(client, 'person');
      })
      .catch((err: unknown) => err);
    expect(isUniqueViolation(caught)).toBe(true);
    expect(isUniqueViolation(caught, 'person_email_key')).toBe(true);
    expect(isUniqueViolation(caught, 'person_pkey')).toBe(false);

    const check = await db
      .tx(async (client) => {
        await client.query('CREATE TEMP TABLE counted (n int CHECK (n > 0))');
        await client.query('INSERT INTO counted (n) VALUES (0)');
      })
      .catch((err: unknown) => err);
    expect((check as { code: string }).code).toBe('23514');
    expect(isUniqueViolation(check)).toBe(false);
    for (const other of [new Error('boom'), null, undefined, 'text', { code: 23505 }])
      expect(isUniqueViolation(other)).toBe(false);
  });
});
