import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 17's review: tokens and card data were not in the redaction list (only passwords were).
describe('createLogger', () => {
  it('never writes a password, a token or card data, at the top of a line or one object down', () => {
    const out = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createLogger } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'logger.ts')).href)};
        const log = createLogger('secrets', 'info');
        const secrets = { password: 'S3', accessToken: 'S4', refreshToken: 'S5', token: 'S6', card_number: '4242424242424242', cvc: 'S7', newPassword: 'S8' };
        log.info({ ...secrets, body: secrets, req: { headers: { authorization: 'Bearer S9', cookie: 'S10' } } }, 'hello');`,
      ],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(out.stdout).toContain('hello');
    for (const secret of ['S3', 'S4', 'S5', 'S6', '4242', 'S7', 'S8', 'S9', 'S10'])
      expect(out.stdout).not.toContain(`"${secret}`);
    expect(out.stdout).toContain('[redacted]');
  });
});

describe('createBufferedLogger', () => {
  const run = (script: string) =>
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createBufferedLogger } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'logger.ts')).href)};\n${script}`,
      ],
      { encoding: 'utf8', timeout: 20_000 },
    );

  it('writes every line, those still buffered when the process exits included', () => {
    const out = run(`const log = createBufferedLogger('access', 'info');
      for (let i = 0; i < 3; i++) log.info({ n: i }, 'request');`);
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { n: number; name: string });
    expect(lines.map((l) => l.n)).toEqual([0, 1, 2]);
    expect(lines[0]!.name).toBe('access');
  });

  it('writes a quiet process lines within about a second, without waiting for 4 KiB', () => {
    const out = run(`const log = createBufferedLogger('access', 'info');
      log.info('request');
      setTimeout(() => { process.stderr.write('checkpoint'); process.kill(process.pid, 'SIGKILL'); }, 1500);`);
    expect(out.stderr).toContain('checkpoint');
    expect(out.stdout).toContain('"msg":"request"');
  });
});
