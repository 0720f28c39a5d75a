import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { helm } from '../../scripts/helm.ts';

export const chartsDir = path.resolve(import.meta.dirname, '../..');
export const repoRoot = path.resolve(chartsDir, '..');
export const casonaChart = path.join(chartsDir, 'casona');
export const devDepsChart = path.join(chartsDir, 'casona-dev-deps');
export const productionValues = path.join(casonaChart, 'ci', 'production-values.yaml');
export const localValues = path.join(chartsDir, 'local-values.yaml');

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // The rest is checked by the Kubernetes schemas, not by this type.
  [field: string]: unknown;
}

export interface RenderOptions {
  chart?: string;
  release?: string;
  namespace?: string;
  valuesFiles?: string[];
  set?: string[];
  /** `--set-string`: the value stays a string (an id of digits, say). */
  setString?: string[];
}

function args(command: 'template' | 'lint', options: RenderOptions): string[] {
  const out =
    command === 'template'
      ? [
          'template',
          options.release ?? 'casona',
          options.chart ?? casonaChart,
          '--namespace',
          options.namespace ?? 'casona',
        ]
      : ['lint', '--strict', options.chart ?? casonaChart];
  for (const file of options.valuesFiles ?? []) out.push('--values', file);
  for (const pair of options.set ?? []) out.push('--set', pair);
  for (const pair of options.setString ?? []) out.push('--set-string', pair);
  return out;
}

/** `helm template`, parsed; throws with helm's message when rendering fails. */
export async function render(options: RenderOptions = {}): Promise<Manifest[]> {
  const result = await helm(args('template', options));
  if (result.status !== 0) throw new Error(`helm template failed:\n${result.stderr}`);
  const docs = parseAllDocuments(result.stdout, { uniqueKeys: true, prettyErrors: true });
  const manifests: Manifest[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0)
      throw new Error(`rendered YAML is invalid: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS() as Manifest | null;
    if (value) manifests.push(value);
  }
  return manifests;
}

/** `helm template` expected to fail (bad values): returns helm's error output. */
export async function renderError(options: RenderOptions): Promise<string> {
  const result = await helm(args('template', options));
  if (result.status === 0) throw new Error('helm template succeeded, expected it to reject the values');
  return result.stderr;
}

/** The install notes (templates/NOTES.txt) as `helm install --dry-run=client` prints them. */
export async function notes(options: RenderOptions = {}): Promise<string> {
  const [, ...rest] = args('template', options);
  const result = await helm(['install', ...rest, '--dry-run=client']);
  if (result.status !== 0) throw new Error(`helm install --dry-run failed:\n${result.stderr}`);
  const at = result.stdout.indexOf('\nNOTES:\n');
  if (at < 0) throw new Error('helm install --dry-run printed no NOTES');
  return result.stdout.slice(at + '\nNOTES:\n'.length);
}

export async function lint(options: RenderOptions = {}): Promise<{ ok: boolean; output: string }> {
  const result = await helm(args('lint', options));
  return { ok: result.status === 0, output: result.stdout + result.stderr };
}

export function find(manifests: Manifest[], kind: string, name: string): Manifest {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) {
    const have = manifests.map((m) => `${m.kind}/${m.metadata.name}`).join(', ');
    throw new Error(`no ${kind}/${name} in the render; it has ${have}`);
  }
  return found;
}

/** `Kind/name` of every object, sorted: the shape of a release at a glance. */
export function inventory(manifests: Manifest[]): string[] {
  return manifests.map((m) => `${m.kind}/${m.metadata.name}`).sort();
}
