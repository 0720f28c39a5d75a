import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { imageTemplateKey } from './lib/coverage.ts';
import { ancestry, parseDockerfile } from './lib/dockerfile.ts';
import { validateAll } from './lib/kubernetes.ts';
import { render, repoRoot } from './lib/render.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- skaffold.yaml is walked as plain data */
type Any = any;

const schemaFile = path.join(import.meta.dirname, 'schemas', 'skaffold-v4beta13.subset.json');
const docs = parseAllDocuments(readFileSync(path.join(repoRoot, 'skaffold.yaml'), 'utf8'), {
  uniqueKeys: true,
});
const configs = docs.map((d) => {
  if (d.errors.length > 0) throw new Error(d.errors.map((e) => e.message).join('; '));
  return d.toJS() as Any;
});
const config = configs[0] as Any;

function pointer(doc: Any, p: string): { parent: Any; key: string } {
  const parts = p
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let parent = doc;
  for (const part of parts.slice(0, -1)) {
    parent = parent?.[part];
    if (parent === undefined) throw new Error(`${p}: ${part} does not exist`);
  }
  return { parent, key: parts.at(-1)! };
}

/** The configuration a profile yields: its patches applied, its sections replacing the base's. */
function withProfile(base: Any, name: string): Any {
  const profile = base.profiles.find((p: Any) => p.name === name);
  const out = structuredClone(base);
  for (const patch of profile.patches ?? []) {
    const { parent, key } = pointer(out, patch.path);
    const op = patch.op ?? 'replace';
    if (op !== 'add' && !(key in parent))
      throw new Error(`profile ${name}: ${op} ${patch.path}: nothing there`);
    if (op === 'remove') delete parent[key];
    else parent[key] = patch.value;
  }
  for (const section of ['build', 'deploy', 'manifests', 'portForward'])
    if (profile[section]) out[section] = profile[section];
  return out;
}

const variants: [string, Any][] = [
  ['skaffold run', config],
  ...(config.profiles ?? []).map(
    (p: Any) => [`profile ${p.name}`, withProfile(config, p.name)] as [string, Any],
  ),
];

describe('skaffold.yaml', () => {
  it('is valid against the skaffold v4beta13 schema (vendored subset)', () => {
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strictSchema: true, strictTypes: false }).compile(schema);
    expect(configs.length).toBeGreaterThan(0);
    for (const doc of configs) expect(validate(doc), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('is rejected by that schema when a key is misspelt or misplaced', () => {
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strictSchema: true, strictTypes: false }).compile(schema);
    const typo = structuredClone(config);
    typo.build.artifacts[0].docker.buildArg = typo.build.artifacts[0].docker.buildArgs;
    expect(validate(typo)).toBe(false);
    const misplaced = structuredClone(config);
    misplaced.deploy.helm.releases[0].values = {};
    expect(validate(misplaced)).toBe(false);
    expect(validate({ ...config, apiVersion: 'skaffold/v2beta29' })).toBe(false);
  });

  describe.each(variants)('%s', (_name, variant: Any) => {
    it('builds each artifact from an existing Dockerfile target with the args it declares', () => {
      for (const artifact of variant.build.artifacts as Any[]) {
        const context = path.join(repoRoot, artifact.context ?? '.');
        const dockerfile = path.join(context, artifact.docker.dockerfile ?? 'Dockerfile');
        expect(existsSync(dockerfile), dockerfile).toBe(true);
        const file = parseDockerfile(readFileSync(dockerfile, 'utf8'));
        const chain = ancestry(file, artifact.docker.target);
        const declared = new Set(
          file.stages
            .flatMap((s) => s.instructions)
            .filter((i) => i.keyword === 'ARG')
            .map((i) => i.args.split('=')[0]),
        );
        for (const [arg, value] of Object.entries(artifact.docker.buildArgs ?? {})) {
          expect(declared.has(arg), `${artifact.image}: ARG ${arg}`).toBe(true);
          if (arg === 'APP_DIR')
            expect(existsSync(path.join(context, value as string, 'package.json'))).toBe(true);
        }
        expect(chain.length).toBeGreaterThan(0);
        for (const rule of artifact.sync?.manual ?? []) {
          expect(
            globSync(rule.src, { cwd: context }).length,
            `${artifact.image}: sync ${rule.src} matches nothing`,
          ).toBeGreaterThan(0);
          // The image keeps the repository layout under /app (docker/Dockerfile).
          expect(rule.dest).toBe('/app');
        }
      }
    });

    it('deploys every image it builds, and only those', () => {
      const images = (variant.build.artifacts as Any[]).map((a) => a.image);
      const templates = (variant.deploy.helm.releases as Any[]).flatMap((r) =>
        Object.values(r.setValueTemplates ?? {}),
      ) as string[];
      const used = templates.flatMap((t) =>
        [...t.matchAll(/\{\{\s*\.(IMAGE_[A-Z_]+_[A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1]),
      );
      expect(used.sort()).toEqual(images.map(imageTemplateKey).sort());
    });

    it('orders its releases and renders each one as skaffold would, into valid objects', async () => {
      const releases = variant.deploy.helm.releases as Any[];
      const seen: string[] = [];
      for (const release of releases) {
        for (const dependency of release.dependsOn ?? [])
          expect(seen, `${release.name} depends on ${dependency}`).toContain(dependency);
        seen.push(release.name);
        expect(existsSync(path.join(repoRoot, release.chartPath, 'Chart.yaml'))).toBe(true);
        const set = [
          ...Object.entries(release.setValues ?? {}).map(([k, v]) => `${k}=${String(v)}`),
          ...Object.entries(release.setValueTemplates ?? {}).map(
            ([k, v]) =>
              `${k}=${String(v).replace(/\{\{\s*\.IMAGE_FULLY_QUALIFIED_(\w+)\s*\}\}/, (_, key: string) => `built/${key}:dev`)}`,
          ),
        ];
        const manifests = await render({
          chart: path.join(repoRoot, release.chartPath),
          release: release.name,
          namespace: release.namespace,
          valuesFiles: (release.valuesFiles ?? []).map((f: string) => path.join(repoRoot, f)),
          set,
        });
        expect(await validateAll(manifests)).toEqual([]);
        if (release.name === 'casona') {
          const gateway = manifests.find(
            (m) => m.kind === 'Deployment' && m.metadata.name === 'casona-gateway',
          ) as Any;
          expect(gateway.spec.template.spec.containers[0].image).toBe('built/casona_gateway:dev');
          const readOnly = gateway.spec.template.spec.containers[0].securityContext.readOnlyRootFilesystem;
          // File sync writes into the container: only the dev profile lifts the read-only root.
          expect(readOnly).toBe(_name !== 'profile dev');
        }
      }
    });

    it('port-forwards Services the releases create', async () => {
      const services = new Map<string, Any>();
      for (const release of variant.deploy.helm.releases as Any[]) {
        const manifests = await render({
          chart: path.join(repoRoot, release.chartPath),
          release: release.name,
          valuesFiles: (release.valuesFiles ?? []).map((f: string) => path.join(repoRoot, f)),
        });
        for (const m of manifests) if (m.kind === 'Service') services.set(m.metadata.name, m);
      }
      for (const forward of (variant.portForward ?? []) as Any[]) {
        expect(forward.resourceType.toLowerCase()).toBe('service');
        const service = services.get(forward.resourceName);
        expect(service, forward.resourceName).toBeDefined();
        expect(service.spec.ports.map((p: Any) => p.port)).toContain(forward.port);
      }
    });
  });
});
