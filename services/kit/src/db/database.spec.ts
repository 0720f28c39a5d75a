import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';

describe('createDatabase', () => {
  // pool.end() resolves before its sockets close: a server stopping right after (the embedded one at
  // the end of `pnpm start`'s stop) can still end a session, and the pool reports it here.
  it('logs a lost idle connection as an error while open, and not once close() has begun', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
          done();
        },
      }),
    );
    // The pool connects lazily: nothing here reaches a server.
    const db = createDatabase({ url: 'postgres://127.0.0.1:1/none', schema: 'public', logger });
    const adminShutdown = () =>
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

    db.pool.emit('error', adminShutdown());
    expect(lines.map((l) => l.level)).toEqual([50]);

    await db.close();
    lines.length = 0;
    db.pool.emit('error', adminShutdown());
    expect(lines).toEqual([
      expect.objectContaining({ level: 20, msg: 'PostgreSQL connection ended while closing' }),
    ]);
  });
});

describe('a connection lost while checked out of the pool', () => {
  it('fails the transaction instead of crashing the process, and the pool answers again', async () => {
    const { testPostgres } = await import('../testing/postgres.ts');
    const server = await testPostgres();
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
          done();
        },
      }),
    );
    const db = createDatabase({ url: server.url, schema: 'public', logger, applicationName: 'lost-in-tx' });
    const killer = createDatabase({ url: server.url, schema: 'public' });
    try {
      const outcome = db.tx(async (client) => {
        const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
          { pid: number },
        ];
        // Between two queries of the transaction, PostgreSQL ends this session (as a stop or restart does).
        await killer.query('SELECT pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await client.query('SELECT 1');
      });
      await expect(outcome).rejects.toThrow();
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 40, msg: 'PostgreSQL connection lost while in use' }),
      );
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
      await killer.close();
      await server.stop();
    }
  });
});
