/**
 * Does every service have its packaging? A service is a directory under services/ whose
 * package.json declares `"casona": { "service": ... }` (the same rule scripts/start.ts uses). For
 * each, the chart's default values must deploy it (Deployment, Service, migration Job, the
 * gateway's route to it), skaffold must build its image (production and dev), and the commands the
 * chart runs must be the ones its package.json declares.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from './render.ts';

export interface ServiceDir {
  name: string;
  /** Directory relative to the repository root, e.g. services/listings. */
  dir: string;
  scripts: Record<string, string>;
  files: (relative: string) => boolean;
}

interface PackageJson {
  casona?: { service?: string };
  scripts?: Record<string, string>;
}

export function discoverServices(repoRoot: string, servicesDir = 'services'): ServiceDir[] {
  const root = path.join(repoRoot, servicesDir);
  const found: ServiceDir[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const manifest = path.join(root, entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as PackageJson;
    if (!pkg.casona?.service) continue;
    const dir = path.posix.join(servicesDir, entry.name);
    found.push({
      name: entry.name,
      dir,
      scripts: pkg.scripts ?? {},
      files: (relative) => existsSync(path.join(repoRoot, dir, relative)),
    });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

export interface SkaffoldArtifact {
  image: string;
  context?: string;
  docker?: { dockerfile?: string; target?: string; buildArgs?: Record<string, string> };
  sync?: { manual?: { src: string; dest: string }[] };
}

export interface SkaffoldConfig {
  build?: { artifacts?: SkaffoldArtifact[] };
  deploy?: {
    helm?: {
      releases?: {
        name: string;
        chartPath?: string;
        valuesFiles?: string[];
        setValues?: Record<string, unknown>;
        setValueTemplates?: Record<string, string>;
        dependsOn?: string[];
      }[];
    };
  };
  profiles?: { name: string; build?: { artifacts?: SkaffoldArtifact[] } }[];
}

export interface Packaging {
  /** `services` of the chart's values.yaml. */
  valuesServices: Record<string, { enabled?: boolean } | null>;
  /** The migration command of serviceDefaults (what a Job runs unless an entry overrides it). */
  migrationCommand: string[];
  /** The chart rendered with its default values, release "casona". */
  manifests: Manifest[];
  skaffold: SkaffoldConfig;
  /** Service names the gateway routes to (proto's SERVICE_NAMES). */
  routedServices: readonly string[];
}

export const IMAGE_PREFIX = 'casona/';
export const RELEASE = 'casona';

/** The variable skaffold gives a built image to templates: casona/listings → casona_listings. */
export function imageTemplateKey(image: string): string {
  return `IMAGE_FULLY_QUALIFIED_${image.replace(/[^A-Za-z0-9]/g, '_')}`;
}

function has(manifests: Manifest[], kind: string, name: string): Manifest | undefined {
  return manifests.find((m) => m.kind === kind && m.metadata.name === name);
}

type Container = { image?: string; command?: string[]; env?: { name: string; value?: string }[] };
type PodSpec = { containers: Container[] };
function podSpec(m: Manifest): PodSpec {
  return (m as unknown as { spec: { template: { spec: PodSpec } } }).spec.template.spec;
}

/** What is missing, one line per gap; empty when every service is packaged. */
export function packagingGaps(services: ServiceDir[], packaging: Packaging): string[] {
  const gaps: string[] = [];
  const { manifests, skaffold } = packaging;
  const artifacts = skaffold.build?.artifacts ?? [];
  const devArtifacts = skaffold.profiles?.find((p) => p.name === 'dev')?.build?.artifacts ?? [];
  const release = skaffold.deploy?.helm?.releases?.find((r) => r.name === RELEASE);
  const gateway = has(manifests, 'Deployment', `${RELEASE}-gateway`);
  const gatewayEnv = gateway ? (podSpec(gateway).containers[0]?.env ?? []) : [];

  for (const service of services) {
    const { name, dir } = service;
    const image = `${IMAGE_PREFIX}${name}`;
    const at = `${dir}:`;

    if (!packaging.routedServices.includes(name)) {
      gaps.push(`${at} "${name}" is not in proto's SERVICE_NAMES, so the gateway routes nothing to it`);
    }
    const entry = packaging.valuesServices[name];
    if (entry === undefined) gaps.push(`${at} no entry services.${name} in charts/casona/values.yaml`);
    else if (entry?.enabled === false)
      gaps.push(`${at} services.${name} is disabled in charts/casona/values.yaml`);

    const deployment = has(manifests, 'Deployment', `${RELEASE}-${name}`);
    if (!deployment) gaps.push(`${at} the chart renders no Deployment ${RELEASE}-${name}`);
    else if (!podSpec(deployment).containers[0]?.image?.startsWith(`${image}:`)) {
      gaps.push(`${at} Deployment ${RELEASE}-${name} does not run the image ${image}`);
    }
    if (!has(manifests, 'Service', `${RELEASE}-${name}`))
      gaps.push(`${at} the chart renders no Service ${RELEASE}-${name}`);
    const job = has(manifests, 'Job', `${RELEASE}-${name}-migrate`);
    if (!job) gaps.push(`${at} the chart renders no migration Job ${RELEASE}-${name}-migrate`);
    if (!gatewayEnv.some((e) => e.name === `${name.toUpperCase().replace(/-/g, '_')}_URL`)) {
      gaps.push(`${at} the gateway Deployment has no ${name.toUpperCase()}_URL`);
    }

    // The image runs `node src/main.ts` (docker/Dockerfile CMD) and the Job the migration command.
    if (service.scripts.start !== 'node src/main.ts' || !service.files('src/main.ts')) {
      gaps.push(
        `${at} package.json "start" must be "node src/main.ts" (the image's CMD), with src/main.ts present`,
      );
    }
    const migrate = (job ? podSpec(job).containers[0]?.command : undefined) ?? packaging.migrationCommand;
    const migrateFile = migrate.find((part) => part.endsWith('.ts'));
    if (service.scripts.migrate !== migrate.join(' ') || !migrateFile || !service.files(migrateFile)) {
      gaps.push(
        `${at} package.json "migrate" must be "${migrate.join(' ')}" (the migration Job's command), with ${migrateFile} present`,
      );
    }

    const built = artifacts.find((a) => a.image === image);
    if (!built) gaps.push(`${at} skaffold.yaml builds no ${image}`);
    else if (built.docker?.target !== 'service' || built.docker.buildArgs?.APP_DIR !== dir) {
      gaps.push(
        `${at} skaffold's ${image} must build docker/Dockerfile target "service" with APP_DIR=${dir}`,
      );
    }
    const dev = devArtifacts.find((a) => a.image === image);
    if (!dev) gaps.push(`${at} skaffold's dev profile builds no ${image}`);
    else {
      if (dev.docker?.target !== 'dev' || dev.docker.buildArgs?.APP_DIR !== dir) {
        gaps.push(`${at} skaffold's dev ${image} must build target "dev" with APP_DIR=${dir}`);
      }
      if (!dev.sync?.manual?.some((rule) => rule.src.startsWith(`${dir}/src/`))) {
        gaps.push(`${at} skaffold's dev ${image} syncs nothing from ${dir}/src`);
      }
    }
    const template = release?.setValueTemplates?.[`services.${name}.image.ref`];
    if (template !== `{{.${imageTemplateKey(image)}}}`) {
      gaps.push(
        `${at} skaffold's casona release does not set services.${name}.image.ref to the built ${image}`,
      );
    }
  }

  // The other way round: a values entry without a directory deploys an image nothing builds.
  const names = new Set(services.map((s) => s.name));
  for (const [name, entry] of Object.entries(packaging.valuesServices)) {
    if (!names.has(name) && entry?.enabled !== false) {
      gaps.push(
        `charts/casona/values.yaml: services.${name} has no services/${name} directory declaring a service`,
      );
    }
  }
  return gaps;
}
