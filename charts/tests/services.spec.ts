import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '../../proto/src/routing.ts';
import {
  discoverServices,
  imageTemplateKey,
  packagingGaps,
  type Packaging,
  type SkaffoldConfig,
} from './lib/coverage.ts';
import { casonaChart, render, repoRoot } from './lib/render.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- values and skaffold.yaml are plain data */
type Any = any;

const values = parse(readFileSync(path.join(casonaChart, 'values.yaml'), 'utf8')) as Any;
const skaffold = parse(readFileSync(path.join(repoRoot, 'skaffold.yaml'), 'utf8')) as SkaffoldConfig;

async function packaging(overrides: Partial<Packaging> = {}, set: string[] = []): Promise<Packaging> {
  return {
    valuesServices: values.services ?? {},
    migrationCommand: values.serviceDefaults.migrations.command,
    manifests: await render({ set }),
    skaffold,
    routedServices: SERVICE_NAMES,
    ...overrides,
  };
}

describe('every service under services/ is packaged', () => {
  it('has its values entry, Deployment, Service, migration Job, gateway route and skaffold images', async () => {
    const services = discoverServices(repoRoot);
    // The kit is a library, not a service: only directories declaring "casona": { "service": ... }
    // are checked.
    expect(services.map((s) => s.dir)).not.toContain('services/kit');
    expect(packagingGaps(services, await packaging())).toEqual([]);
  });

  it('builds and runs the gateway the same way', () => {
    const gateway = JSON.parse(readFileSync(path.join(repoRoot, 'gateway', 'package.json'), 'utf8')) as Any;
    expect(gateway.scripts.start).toBe('node src/main.ts');
    const artifact = skaffold.build?.artifacts?.find((a) => a.image === 'casona/gateway');
    expect(artifact?.docker).toMatchObject({
      dockerfile: 'docker/Dockerfile',
      target: 'gateway',
      buildArgs: { APP_DIR: 'gateway' },
    });
    const release = skaffold.deploy?.helm?.releases?.find((r) => r.name === 'casona');
    expect(release?.setValueTemplates?.['gateway.image.ref']).toBe(
      `{{.${imageTemplateKey('casona/gateway')}}}`,
    );
  });
});

// A service that does not exist, routed by the gateway as if proto listed it.
const routedWithOffers = [...SERVICE_NAMES, 'offers'];
const fake = (overrides: Partial<Packaging> = {}, set: string[] = []) =>
  packaging({ routedServices: routedWithOffers, ...overrides }, set);

describe('the packaging check bites', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'casona-services-'));
    const service = (name: string, pkg: object, files: string[] = []) => {
      mkdirSync(path.join(root, 'services', name, 'src'), { recursive: true });
      writeFileSync(path.join(root, 'services', name, 'package.json'), JSON.stringify(pkg));
      for (const f of files) writeFileSync(path.join(root, 'services', name, f), '');
    };
    // A library like the kit: not a service, so not checked.
    service('kit', { name: '@casona/kit' });
    service(
      'offers',
      {
        name: '@casona/offers',
        casona: { service: './src/service.ts' },
        scripts: { start: 'node src/main.ts', migrate: 'node src/migrate.ts' },
      },
      ['src/main.ts', 'src/migrate.ts', 'src/service.ts'],
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds the services of a directory by their package.json', () => {
    expect(discoverServices(root).map((s) => s.dir)).toEqual(['services/offers']);
  });

  // The fake directory holds offers (a service that does not exist) alone, so the real services' values entries are left out.
  it('fails for a new service with no packaging, naming each missing piece', async () => {
    const gaps = packagingGaps(discoverServices(root), await fake({ valuesServices: {} }));
    expect(gaps).toEqual([
      'services/offers: no entry services.offers in charts/casona/values.yaml',
      'services/offers: the chart renders no Deployment casona-offers',
      'services/offers: the chart renders no Service casona-offers',
      'services/offers: the chart renders no migration Job casona-offers-migrate',
      'services/offers: the gateway Deployment has no OFFERS_URL',
      'services/offers: skaffold.yaml builds no casona/offers',
      "services/offers: skaffold's dev profile builds no casona/offers",
      "services/offers: skaffold's casona release does not set services.offers.image.ref to the built casona/offers",
    ]);
  });

  it('passes once the service has its values entry and skaffold artifacts', async () => {
    const withOffers = structuredClone(skaffold) as Any;
    withOffers.build.artifacts.push({
      image: 'casona/offers',
      docker: {
        dockerfile: 'docker/Dockerfile',
        target: 'service',
        buildArgs: { APP_DIR: 'services/offers' },
      },
    });
    withOffers.profiles
      .find((p: Any) => p.name === 'dev')
      .build.artifacts.push({
        image: 'casona/offers',
        docker: {
          dockerfile: 'docker/Dockerfile',
          target: 'dev',
          buildArgs: { APP_DIR: 'services/offers' },
        },
        sync: { manual: [{ src: 'services/offers/src/**/*.ts', dest: '/app' }] },
      });
    withOffers.deploy.helm.releases.find((r: Any) => r.name === 'casona').setValueTemplates[
      'services.offers.image.ref'
    ] = `{{.${imageTemplateKey('casona/offers')}}}`;
    const result = await fake({ valuesServices: { offers: {} }, skaffold: withOffers }, [
      'services.offers.enabled=true',
    ]);
    expect(packagingGaps(discoverServices(root), result)).toEqual([]);
  });

  it('fails for a values entry whose service directory does not exist', async () => {
    const gaps = packagingGaps([], await fake({ valuesServices: { offers: {} } }));
    expect(gaps).toEqual([
      'charts/casona/values.yaml: services.offers has no services/offers directory declaring a service',
    ]);
  });

  it('fails when the scripts differ from what the image and the Job run', async () => {
    const dir = path.join(root, 'services', 'offers');
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Any;
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ ...pkg, scripts: { start: 'tsx src/main.ts' } }),
    );
    try {
      const gaps = packagingGaps(discoverServices(root), await fake({}, ['services.offers.enabled=true']));
      expect(gaps).toContain(
        'services/offers: package.json "start" must be "node src/main.ts" (the image\'s CMD), with src/main.ts present',
      );
      expect(gaps).toContain(
        'services/offers: package.json "migrate" must be "node src/migrate.ts" (the migration Job\'s command), with src/migrate.ts present',
      );
    } finally {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
    }
  });
});
