import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * scripts/bootstrap.js behind `npm start` and `npm test`: started by a system Node older than the
 * project's, it must run the command under the Node pinned in package.json, pass a stop signal
 * exactly once, and hand back the command's exit code.
 */
const root = path.resolve(import.meta.dirname, '..');
const bootstrap = path.join(root, 'scripts', 'bootstrap.js');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  casona: { node: string };
  packageManager: string;
};
const pinned = manifest.casona.node;
const manager = manifest.packageManager;

/** A Node of another major than the pinned one (Debian's /usr/bin/node), as a fresh machine has. */
function systemNode(): string | undefined {
  const candidate = '/usr/bin/node';
  if (!existsSync(candidate)) return undefined;
  const version = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  return version.split('.')[0] !== pinned.split('.')[0] ? candidate : undefined;
}
const older = systemNode();

/** The system directories only, as on a machine with no pnpm and no Node 24 on PATH. */
const bareEnv = { ...process.env, PATH: '/usr/bin:/bin' };

function startBootstrap(node: string, args: string[]) {
  const child = spawn(node, [bootstrap, ...args], {
    cwd: root,
    env: bareEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the test can signal the group as a terminal or CI does.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, what: () => string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!older)('scripts/bootstrap.js started by an older system Node', () => {
  let dir: string;
  let fixture: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'casona-bootstrap-'));
    fixture = path.join(dir, 'fixture.ts');
    // TypeScript on purpose: only the pinned Node (type stripping) can run it.
    await writeFile(
      fixture,
      `const code: number = Number(process.argv[2] ?? 0);
let terms = 0;
process.on('SIGTERM', () => {
  terms += 1;
  setTimeout(() => {
    console.log('SIGTERMs ' + terms);
    process.exit(code);
  }, 2500);
});
const { execFileSync } = process.getBuiltinModule('node:child_process');
const pnpm = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
console.log('ready on ' + process.version + ' with pnpm ' + pnpm);
if (process.argv[3] === 'exit') process.exit(code);
setInterval(() => {}, 1000);
`,
    );
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('prints a PATH whose node is the pinned release and whose pnpm is the packageManager one', () => {
    const result = spawnSync(older!, [bootstrap, 'path'], { cwd: root, env: bareEnv, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const env = { ...process.env, PATH: result.stdout.trim() };
    expect(spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim()).toBe(`v${pinned}`);
    expect(`pnpm@${spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' }).stdout.trim()}`).toBe(manager);
  }, 120_000);

  it("runs the command under the pinned Node and exits with the command's exit code", async () => {
    const run = startBootstrap(older!, ['run', fixture, '3', 'exit']);
    expect(await run.exited, run.output()).toBe(3);
    // Tests and tools the command spawns (`node`, `pnpm store path`) find the pinned ones.
    expect(run.output()).toContain(`ready on v${pinned} with pnpm ${manager.replace('pnpm@', '')}`);
  }, 120_000);

  it('passes a stop signal once, though npm, the shell and the terminal each send one', async () => {
    const run = startBootstrap(older!, ['run', fixture, '0']);
    await waitFor(
      () => run.output().includes('ready on'),
      () => run.output(),
    );
    // The whole group (as Ctrl-C or CI's kill of the group), then the bootstrap alone again (as npm
    // forwarding the same stop): the command must see one SIGTERM, or Node's default action would
    // kill it in the middle of its graceful shutdown.
    process.kill(-run.child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    process.kill(run.child.pid!, 'SIGTERM');
    expect(await run.exited, run.output()).toBe(0);
    expect(run.output()).toContain('SIGTERMs 1');
    expect(run.output()).toContain('[casona] stopped: exit code 0');
  }, 120_000);
});

describe('the pinned versions', () => {
  it('are the ones the Docker images run, so development and production share a Node and pnpm', () => {
    const dockerfile = readFileSync(path.join(root, 'docker', 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`FROM node:${pinned}-`);
    expect(dockerfile).toContain(`pnpm@${manager.replace('pnpm@', '')}`);
  });
});
