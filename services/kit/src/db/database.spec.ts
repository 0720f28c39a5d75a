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
