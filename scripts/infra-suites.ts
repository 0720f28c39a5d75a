/**
 * The test files whose run changes when the real servers' variables are set (REDIS_URL, KAFKA_BROKERS,
 * KAFKA_SASL_BROKERS, S3_ENDPOINT): the ones CI's last step runs again against those servers with
 * TEST_INFRA=required, after the fresh clone's `npm test` ran every file with nothing set.
 * `node scripts/infra-suites.ts` prints them, one path a line. A file is one of them when it, or a
 * repository module it imports (followed through relative and `@casona/<package>/…` imports):
 *   - asks the kit for a server (`infraUrl(` from services/kit/src/testing/infra.ts): it skips
 *     without one and fails without one under TEST_INFRA=required;
 *   - starts the kit's test platform with `redis: true` (jobs on BullMQ over REDIS_URL, else in
 *     PostgreSQL);
 * or when the file itself hands its environment on (`...process.env`, `env: process.env`) to a
 * platform, a service or a process it starts (scripts/start.spec.ts starts `pnpm start` on whatever
 * servers are set). The rule is generous on purpose: a file it names needlessly costs its seconds,
 * a file it missed would lose its real-server run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** The vitest projects' roots (vitest.config.ts): the top-level packages and every service. */
export function testRoots(root = REPO_ROOT): string[] {
  const services = readdirSync(path.join(root, 'services'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(root, 'services', d.name, 'package.json')))
    .map((d) => `services/${d.name}`);
  return ['proto', 'gateway', 'scripts', 'charts', 'web', 'qa', ...services];
}

function specFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...specFiles(root, rel));
    else if (entry.name.endsWith('.spec.ts')) out.push(rel);
  }
  return out;
}

/** `@casona/<name>` → its folder, from each package.json's name. */
function packageDirs(root: string): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const dir of testRoots(root)) {
    const file = path.join(root, dir, 'package.json');
    if (existsSync(file)) dirs.set((JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name, dir);
  }
  return dirs;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** Where the markers are defined rather than used: the platform asks for Redis only under `redis: true`. */
const DEFINITIONS = new Set(['services/kit/src/testing/infra.ts', 'services/kit/src/testing/platform.ts']);
const USES_SERVER = /\binfraUrl\(|\bredis:\s*true\b/;
const HANDS_ENV_ON = /\.\.\.process\.env\b|\benv:\s*process\.env\b/;

export function infraSuites(root = REPO_ROOT): string[] {
  const packages = packageDirs(root);
  const resolve = (from: string, spec: string): string | undefined => {
    let target: string;
    if (spec.startsWith('.')) target = path.posix.join(path.posix.dirname(from), spec);
    else {
      const match = /^(@casona\/[^/]+)(?:\/(.+))?$/.exec(spec);
      const dir = match && packages.get(match[1]!);
      if (!dir) return undefined;
      target = `${dir}/src/${match[2] ?? 'index'}`;
    }
    for (const candidate of [target, `${target}.ts`, `${target}/index.ts`]) {
      if (candidate.endsWith('.ts') && existsSync(path.join(root, candidate))) return candidate;
    }
    return undefined;
  };
  const memo = new Map<string, boolean>();
  const usesServer = (file: string): boolean => {
    const known = memo.get(file);
    if (known !== undefined) return known;
    memo.set(file, false); // an import cycle adds nothing
    const source = readFileSync(path.join(root, file), 'utf8');
    let found = !DEFINITIONS.has(file) && USES_SERVER.test(source);
    for (const m of source.matchAll(IMPORT)) {
      if (found) break;
      const next = resolve(file, (m[1] ?? m[2])!);
      if (next) found = usesServer(next);
    }
    memo.set(file, found);
    return found;
  };
  return testRoots(root)
    .flatMap((dir) => specFiles(root, dir))
    .filter((file) => usesServer(file) || HANDS_ENV_ON.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

if (import.meta.main) {
  for (const file of infraSuites()) console.log(file);
}
