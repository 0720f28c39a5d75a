// @ts-check
/**
 * `npm start` and `npm test` on a machine that has only a system Node (18 or later) and npm.
 *
 * The project carries its own runtime: the Node release pinned in package.json ("casona.node", the
 * registry package node-<platform>-<arch>) and the pnpm of "packageManager", both installed from the
 * npm registry into ~/.cache/casona (CASONA_TOOLS) the first time. Then `pnpm install
 * --frozen-lockfile` when node_modules does not match pnpm-lock.yaml, and then the real command runs
 * under that Node:
 *
 *   node scripts/bootstrap.js start [args]  web/scripts/ensure-build.ts, then scripts/start.ts
 *   node scripts/bootstrap.js test [args]   vitest run [args]
 *   node scripts/bootstrap.js run <file.ts> [args]  any script (the bootstrap's own test uses it)
 *   node scripts/bootstrap.js path          prints a PATH with that Node and pnpm first
 *                                           (scripts/ensure-node.sh exports it)
 *
 * Plain JavaScript on purpose: it must run on Node 18, which cannot strip TypeScript types, and it
 * has no dependencies. It never calls `npm start`/`npm test` or `pnpm start`/`pnpm test`, so the
 * package.json scripts that call it cannot recurse. A signal it receives (Ctrl-C, SIGTERM) is passed
 * once to the command, which runs in its own process group so it is not signalled twice.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { constants, homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} message */
function say(message) {
  process.stderr.write(`[casona] ${message}\n`);
}

/** @param {string} message @returns {never} */
function fail(message) {
  say(message);
  process.exit(1);
}

/** The Node release and pnpm version the project runs on, from the root package.json. */
function pinnedVersions() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const node = pkg.casona?.node;
  const pnpm = /^pnpm@(\d+\.\d+\.\d+)$/.exec(pkg.packageManager ?? '')?.[1];
  if (typeof node !== 'string' || !pnpm) {
    fail('package.json must name "casona": { "node": "<version>" } and "packageManager": "pnpm@<version>"');
  }
  return { node, pnpm };
}

function toolsDir() {
  if (process.env.CASONA_TOOLS) return process.env.CASONA_TOOLS;
  const cache = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(cache, 'casona');
}

/**
 * Installs one registry package at an exact version into its own folder under the tools dir,
 * atomically (a temporary folder renamed into place), so parallel first runs do not collide.
 * @param {string} name @param {string} version @returns {string} the package's folder
 */
function tool(name, version) {
  const dir = path.join(toolsDir(), `${name}-${version}`);
  const installed = path.join(dir, 'node_modules', name);
  if (existsSync(path.join(installed, 'package.json'))) return installed;
  say(`installing ${name}@${version} from the npm registry into ${dir}`);
  const temp = `${dir}.tmp-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  writeFileSync(
    path.join(temp, 'package.json'),
    JSON.stringify({ private: true, dependencies: { [name]: version } }),
  );
  const npm = spawnSync(
    'npm',
    ['install', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    // npm's report goes to stderr: `path` prints only the PATH on stdout.
    { cwd: temp, stdio: ['ignore', 2, 2] },
  );
  if (npm.error || npm.status !== 0) {
    rmSync(temp, { recursive: true, force: true });
    fail(`could not install ${name}@${version} with npm (${npm.error?.message ?? `exit ${npm.status}`})`);
  }
  try {
    renameSync(temp, dir);
  } catch (err) {
    // Another run installed it first: keep theirs.
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(path.join(installed, 'package.json'))) throw err;
  }
  return installed;
}

/** The Node binary to run the project with: this one when it is the pinned major, else the registry's. */
function nodeBinary() {
  const { node } = pinnedVersions();
  if (process.versions.node.split('.')[0] === node.split('.')[0]) return process.execPath;
  if (process.platform === 'win32') fail('on Windows, install Node ' + node + ' and pnpm yourself');
  const binary = path.join(tool(`node-${process.platform}-${process.arch}`, node), 'bin', 'node');
  if (!existsSync(binary)) fail(`${binary} is missing`);
  return binary;
}

/** The pinned pnpm's entry script (the lockfile is written by that version). */
function pnpmScript() {
  return path.join(tool('pnpm', pinnedVersions().pnpm), 'bin', 'pnpm.cjs');
}

/**
 * PATH with the project's Node and the pinned pnpm first: the command, and the tools and tests it
 * spawns (`node`, `pnpm store path`, …), find them on a machine that has neither.
 * @param {string} node
 */
function searchPath(node) {
  const pnpmBin = path.join(tool('pnpm', pinnedVersions().pnpm), '..', '.bin');
  const dirs = [path.dirname(node), pnpmBin, ...(process.env.PATH ?? '').split(path.delimiter)];
  return [...new Set(dirs.filter(Boolean))].join(path.delimiter);
}

/** @param {string} node */
function environment(node) {
  return { ...process.env, PATH: searchPath(node) };
}

/** node_modules was installed from exactly this lockfile (pnpm keeps a copy of it). */
function packagesUpToDate() {
  const installed = path.join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  if (!existsSync(installed) || !existsSync(path.join(root, 'node_modules', '.modules.yaml'))) return false;
  return readFileSync(installed).equals(readFileSync(lockfile));
}

/** @param {string} node */
function ensurePackages(node) {
  if (packagesUpToDate()) return;
  const pnpm = pnpmScript();
  say('installing packages (pnpm install --frozen-lockfile)');
  const result = spawnSync(
    node,
    [pnpm, 'install', '--frozen-lockfile', '--config.confirmModulesPurge=false'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: environment(node) },
  );
  if (result.status !== 0) fail(`pnpm install failed (exit ${result.status ?? result.signal})`);
}

/**
 * Runs `node args` to its end and returns its exit code (128 + signal number when a signal ended
 * it). The child leads its own process group; a signal sent to us is passed on once.
 * @param {string} node @param {string[]} args @returns {Promise<number>}
 */
function run(node, args) {
  return new Promise((resolve) => {
    const child = spawn(node, args, {
      cwd: root,
      env: environment(node),
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    /** @type {number | undefined} */
    let passedAt;
    /** @param {NodeJS.Signals} signal */
    const pass = (signal) => {
      // A second signal within 2 s is the same stop (npm, the shell and the terminal may each send
      // one); a later one is a user insisting, and reaches the child as it would without us.
      if (passedAt !== undefined && Date.now() - passedAt < 2000) return;
      passedAt = Date.now();
      child.kill(signal);
    };
    const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
    for (const signal of signals) process.on(signal, pass);
    child.on('error', (err) => fail(`could not start ${args[0]}: ${err.message}`));
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, pass);
      const status = code ?? 128 + (signal ? constants.signals[signal] : 1);
      if (passedAt !== undefined) say(`stopped: exit code ${status}`);
      resolve(status);
    });
  });
}

/** @param {string} file */
function local(file) {
  return path.join(root, file);
}

async function main() {
  const [mode, ...args] = process.argv.slice(2);
  if (mode === 'path') {
    process.stdout.write(searchPath(nodeBinary()) + '\n');
    return 0;
  }
  /** @type {string[][]} */
  let steps;
  if (mode === 'start') {
    steps = [[local('web/scripts/ensure-build.ts')], [local('scripts/start.ts'), ...args]];
  } else if (mode === 'test') {
    steps = [[local('node_modules/vitest/vitest.mjs'), 'run', ...args]];
  } else if (mode === 'run' && args[0]) {
    steps = [[path.resolve(args[0]), ...args.slice(1)]];
  } else {
    return fail('usage: node scripts/bootstrap.js start|test|path|run <script> [args]');
  }
  const node = nodeBinary();
  ensurePackages(node);
  for (const step of steps) {
    const status = await run(node, step);
    if (status !== 0) return status;
  }
  return 0;
}

process.exitCode = await main();
