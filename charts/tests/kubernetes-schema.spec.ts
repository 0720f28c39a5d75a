import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAll, validateManifest } from './lib/kubernetes.ts';
import {
  devDepsChart,
  find,
  localValues,
  productionValues,
  render,
  type RenderOptions,
} from './lib/render.ts';

// Every release shape the repository ships or documents, plus one that switches on the optional
// branches of the templates (each service, minAvailable, memory target, extra objects...).
const releases: [string, RenderOptions][] = [
  ['default values', {}],
  ['ci/production-values.yaml', { valuesFiles: [productionValues] }],
  [
    'local-values.yaml with a service',
    { valuesFiles: [localValues], set: ['services.listings.enabled=true'] },
  ],
  [
    'optional branches',
    { valuesFiles: [path.join(import.meta.dirname, 'fixtures', 'optional-branches-values.yaml')] },
  ],
  [
    'no ingress, no network policies',
    { set: ['ingress.enabled=false', 'networkPolicy.enabled=false', 'secrets.existingSecret=mine'] },
  ],
  ['the casona-dev-deps chart', { chart: devDepsChart, release: 'casona-dev-deps' }],
];

describe('every rendered manifest is a valid Kubernetes object', () => {
  it.each(releases)('%s', async (_name, options) => {
    const manifests = await render(options);
    expect(manifests.length).toBeGreaterThan(0);
    expect(await validateAll(manifests)).toEqual([]);
  });
});

describe("the README's minimal values file for managed infrastructure", () => {
  it('renders a release that validates, with the apps reading the existing Secret', async () => {
    const readme = readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Deploying to a cluster'));
    const block = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block, 'charts/README.md has a yaml block in "Deploying to a cluster"').toBeDefined();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'casona-readme-')), 'casona-values.yaml');
    writeFileSync(file, block!.replace(/^ {3}/gm, ''));
    const manifests = await render({ valuesFiles: [file] });
    expect(await validateAll(manifests)).toEqual([]);
    expect(manifests.some((m) => m.kind === 'Secret')).toBe(false);
    const ingress = find(manifests, 'Ingress', 'casona') as never as { spec: { tls: unknown } };
    expect(ingress.spec.tls).toEqual([{ secretName: 'casona-tls', hosts: ['casona.example.com'] }]);
  });
});

describe('the validation', () => {
  it('reports wrong types, missing required fields, bad enums and unknown fields', async () => {
    const manifests = await render({ set: ['services.listings.enabled=true'] });
    const deployment = structuredClone(find(manifests, 'Deployment', 'casona-listings')) as never as {
      metadata: { name: string };
      spec: {
        replicas?: unknown;
        selector?: unknown;
        template: { spec: { containers: Record<string, unknown>[] } };
      };
    };
    deployment.spec.replicas = 'two';
    delete deployment.spec.selector;
    const c = deployment.spec.template.spec.containers[0]!;
    c.imagePullPolicy = 'Sometimes';
    c.readinesProbe = c.readinessProbe;
    const problems = await validateManifest(deployment as never);
    expect(problems.join('\n')).toMatch(/replicas must be integer/);
    expect(problems.join('\n')).toMatch(/must have required property selector/);
    expect(problems.join('\n')).toMatch(/imagePullPolicy must be equal to one of the allowed values/);
    expect(problems.join('\n')).toMatch(/containers\/0\/readinesProbe: unknown field/);
  });

  it('rejects kinds the API does not have', async () => {
    const problems = await validateManifest({
      apiVersion: 'apps/v1',
      kind: 'Deploymnet',
      metadata: { name: 'x' },
    });
    expect(problems[0]).toMatch(/not a Kubernetes API kind/);
  });
});
