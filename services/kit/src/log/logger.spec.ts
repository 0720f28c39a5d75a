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

describe("a service's own request lines", () => {
  it("keep the URL without a calendar feed's secret or a token in the query (Fastify's req serializer)", () => {
    const out = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createLogger } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'logger.ts')).href)};
        const log = createLogger('requests', 'info');
        log.info({ req: { method: 'GET', url: '/api/v1/property_file/calendar/S11feedsecret', host: 'docs', ip: '10.0.0.7', socket: { remotePort: 5050 } } }, 'incoming request');
        log.info({ req: { method: 'POST', url: '/api/v1/unsubscribe?token=S12&lang=es' } }, 'incoming request');`,
      ],
      { encoding: 'utf8', timeout: 20_000 },
    );
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { req: Record<string, unknown> });
    expect(lines[0]!.req).toEqual({
      method: 'GET',
      url: '/api/v1/property_file/calendar/[redacted]',
      host: 'docs',
      remoteAddress: '10.0.0.7',
      remotePort: 5050,
    });
    expect(lines[1]!.req.url).toBe('/api/v1/unsubscribe?token=[redacted]&lang=es');
    expect(out.stdout).not.toContain('S11');
    expect(out.stdout).not.toContain('S12');
  });
});
