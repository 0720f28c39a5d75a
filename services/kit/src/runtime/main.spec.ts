import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_RESTART } from './main.ts';

/**
 * The process guard, in a process of its own (vitest has its own handlers): a small HTTP server run
 * by runUntilSignal whose routes throw from a timer or leave a rejection unhandled, inside the
 * request's scope, as a broken callback in a proxy or a driver would.
 */
const PROBE = (mainUrl: string, loggerUrl: string, appUrl: string) => `
import http from 'node:http';
import { runUntilSignal, requestScope } from ${JSON.stringify(mainUrl)};
import { createLogger } from ${JSON.stringify(loggerUrl)};
import { createApp } from ${JSON.stringify(appUrl)};
await runUntilSignal('probe', async () => {
  // A plain server that enters the request scope itself, and a service app (the kit does it).
  let n = 0;
  const server = http.createServer((req, res) => requestScope.run({ requestId: 'req-' + ++n }, () => {
    if (req.url === '/throw') setTimeout(() => { throw new Error('thrown from a timer'); });
    if (req.url === '/reject') void Promise.reject(new Error('nobody handled this'));
    res.end('ok');
  }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const app = await createApp({ name: 'probe', logger: createLogger('probe', 'silent'), internalToken: 'x' });
  app.get('/service/throw', async () => {
    setTimeout(() => { throw new Error('thrown from a service timer'); });
    return 'ok';
  });
  const service = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: server.address().port, service }));
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
    console.log(JSON.stringify({ stopped: true }));
  };
}, createLogger('probe', 'info'), { maxErrors: 5, windowMs: 60_000 });
`;

describe('process guard', () => {
  let dir: string;
  let child: ChildProcess;
  let output = '';
  let base: string;
  let serviceBase: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'casona-guard-'));
    const file = path.join(dir, 'probe.ts');
    await writeFile(
      file,
      PROBE(
        pathToFileURL(path.join(import.meta.dirname, 'main.ts')).href,
        pathToFileURL(path.join(import.meta.dirname, '..', 'log', 'logger.ts')).href,
        pathToFileURL(path.join(import.meta.dirname, '..', 'app', 'app.ts')).href,
      ),
    );
    child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 20_000;
    while (!/"port":\d+/.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`probe did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    base = `http://127.0.0.1:${/"port":(\d+)/.exec(output)![1]}`;
    serviceBase = /"service":"([^"]+)"/.exec(output)![1]!;
  }, 30_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const lines = () =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it('logs an uncaught exception and an unhandled rejection with their request id and keeps serving', async () => {
    expect(await (await fetch(`${base}/throw`)).text()).toBe('ok');
    expect(await (await fetch(`${base}/reject`)).text()).toBe('ok');
    await new Promise((r) => setTimeout(r, 200));
    expect(await (await fetch(`${base}/ok`)).text()).toBe('ok');
    expect(child.exitCode).toBeNull();
    const errors = lines().filter((l) => l.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({ kind: 'uncaught exception', reqId: 'req-1' }),
      expect.objectContaining({ kind: 'unhandled rejection', reqId: 'req-2' }),
    ]);
    expect(JSON.stringify(errors[0]!.err)).toContain('thrown from a timer');
  });

  it('names the request for a service app too', async () => {
    await fetch(`${serviceBase}/service/throw`, { headers: { 'x-request-id': 'from-the-gateway' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(child.exitCode).toBeNull();
    expect(
      lines()
        .filter((l) => l.level === 50)
        .at(-1),
    ).toMatchObject({
      kind: 'uncaught exception',
      reqId: 'from-the-gateway',
    });
  });

  it('stops gracefully with the restart code when unexpected errors keep coming', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await fetch(`${base}/throw`);
    await fetch(`${base}/throw`).catch(() => undefined);
    expect(await exited).toBe(EXIT_RESTART);
    expect(lines()).toContainEqual({ stopped: true });
    expect(output).toContain('too many unexpected errors');
  });
});

describe('runUntilSignal', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'casona-signal-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // A Ctrl-C reaches the whole process group: the platform hears SIGINT from the terminal and again
  // from its supervisor passing it on, while it is still stopping.
  it('finishes its stop and exits 0 when a second signal comes while it is stopping', async () => {
    const file = path.join(dir, 'slow-stop.ts');
    await writeFile(
      file,
      `import { runUntilSignal } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'main.ts')).href)};
       import { createLogger } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, '..', 'log', 'logger.ts')).href)};
       const keepAlive = setInterval(() => {}, 1000);
       await runUntilSignal('slow', async () => {
         console.log(JSON.stringify({ ready: true }));
         return async () => {
           await new Promise((resolve) => setTimeout(resolve, 500));
           clearInterval(keepAlive);
           console.log(JSON.stringify({ stopped: true }));
         };
       }, createLogger('slow', 'info'));`,
    );
    let output = '';
    const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (code, signal) => resolve([code, signal])),
    );
    await expect.poll(() => output, { timeout: 20_000 }).toContain('"ready":true');
    child.kill('SIGINT');
    await expect.poll(() => output, { timeout: 5000 }).toContain('slow shutting down');
    child.kill('SIGINT');
    expect(await exited, output).toEqual([0, null]);
    expect(output).toContain('"stopped":true');
  }, 30_000);
});
