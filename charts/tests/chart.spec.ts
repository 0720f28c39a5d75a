import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  casonaChart,
  devDepsChart,
  find,
  inventory,
  lint,
  localValues,
  notes,
  productionValues,
  render,
  type Manifest,
} from './lib/render.ts';
// The notifications service's own loader decides whether WhatsApp is on: the checks below feed it
// what a rendered pod would see, so "unset = off" is the service's answer, not the chart's guess.
import { loadNotificationsConfig, whatsappEnabled } from '../../services/notifications/src/config.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are checked field by field below */
type Any = any;

const defaults = parse(readFileSync(`${casonaChart}/values.yaml`, 'utf8')) as Any;
const PLANNED = ['identity', 'listings', 'appraisal', 'maintenance', 'finance', 'documents', 'notifications'];
const PLATFORM_SECRETS = [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'SMTP_URL',
  'KAFKA_SASL_PASSWORD',
  'INTERNAL_TOKEN',
];

const pod = (m: Manifest): Any => (m as Any).spec.template;
const container = (m: Manifest): Any => pod(m).spec.containers[0];
const envNames = (m: Manifest): string[] => (container(m).env ?? []).map((e: Any) => e.name);
const ofKind = (ms: Manifest[], kind: string) => ms.filter((m) => m.kind === kind);

/**
 * The environment a Deployment's container starts with: the ConfigMap, plain values, and each
 * secretKeyRef resolved against the Secrets rendered with it or given in `external` (Secrets made
 * outside Helm). A reference to a missing key leaves the variable unset, as the kubelet does for an
 * optional one (a required one stops the pod; the tests above check which are required).
 */
function podEnv(
  manifests: Manifest[],
  deployment: string,
  external: Record<string, Record<string, string>> = {},
): Record<string, string> {
  const c = container(find(manifests, 'Deployment', deployment));
  const secrets: Record<string, Record<string, string>> = { ...external };
  for (const s of ofKind(manifests, 'Secret') as Any[]) secrets[s.metadata.name] = s.stringData ?? {};
  const env: Record<string, string> = {};
  for (const from of c.envFrom ?? [])
    Object.assign(env, (find(manifests, 'ConfigMap', from.configMapRef.name) as Any).data);
  for (const e of c.env ?? []) {
    const ref = e.valueFrom?.secretKeyRef;
    if (!ref) env[e.name] = e.value;
    else {
      const value = secrets[ref.name]?.[ref.key];
      if (value !== undefined) env[e.name] = value;
    }
  }
  return env;
}

describe('helm lint --strict', () => {
  it.each([
    ['default values', {}],
    ['ci/production-values.yaml', { valuesFiles: [productionValues] }],
    ['local-values.yaml (skaffold)', { valuesFiles: [localValues] }],
    ['the casona-dev-deps chart', { chart: devDepsChart }],
  ])('passes for %s', async (_name, options) => {
    const result = await lint(options);
    expect(result.output).not.toMatch(/\[(WARNING|ERROR)\]/);
    expect(result.ok, result.output).toBe(true);
  });
});

describe('default values', () => {
  let manifests: Manifest[];
  beforeAll(async () => {
    manifests = await render();
  });

  it('render the gateway, the shared objects and each service of values.yaml', () => {
    const services = Object.keys(defaults.services ?? {}).filter(
      (s) => defaults.services[s]?.enabled !== false,
    );
    const expected = [
      'ConfigMap/casona-config',
      'Secret/casona-secrets',
      'ServiceAccount/casona',
      'NetworkPolicy/casona-default-deny-ingress',
      'Ingress/casona',
      ...['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'NetworkPolicy'].map(
        (kind) => `${kind}/casona-gateway`,
      ),
      ...services.flatMap((s) =>
        ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'NetworkPolicy']
          .map((kind) => `${kind}/casona-${s}`)
          .concat(`Job/casona-${s}-migrate`),
      ),
      ...(services.length > 0 ? ['Secret/casona-migrations'] : []),
    ].sort();
    expect(inventory(manifests)).toEqual(expected);
  });

  it('generate an INTERNAL_TOKEN when none is given, and no other secret value', () => {
    const secret = find(manifests, 'Secret', 'casona-secrets') as Any;
    expect(Object.keys(secret.stringData)).toEqual(['INTERNAL_TOKEN']);
    expect(secret.stringData.INTERNAL_TOKEN).toMatch(/^[A-Za-z0-9]{48}$/);
  });

  it("give identity its signing key (required) and Google's secret, and no empty setting", () => {
    const env = container(find(manifests, 'Deployment', 'casona-identity')).env;
    const ref = (name: string) => env.find((e: Any) => e.name === name)?.valueFrom.secretKeyRef;
    // Without one shared key each replica would sign with its own: the pod must not start.
    expect(ref('JWT_PRIVATE_KEY')).toEqual({
      name: 'casona-secrets',
      key: 'JWT_PRIVATE_KEY',
      optional: false,
    });
    expect(ref('GOOGLE_CLIENT_SECRET')).toEqual({
      name: 'casona-secrets',
      key: 'GOOGLE_CLIENT_SECRET',
      optional: true,
    });
    // values.yaml lists identity's settings empty: they are left out so the service's defaults apply.
    for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_ISSUER', 'JWT_PREVIOUS_PUBLIC_KEY'])
      expect(env.map((e: Any) => e.name)).not.toContain(name);
  });

  it('seed the /demo dashboard the landing links to on all five demo services, not the demo marketplace', () => {
    const value = (service: string, name: string) =>
      container(find(manifests, 'Deployment', `casona-${service}`)).env.find((e: Any) => e.name === name)
        ?.value;
    for (const s of ['identity', 'listings', 'maintenance', 'finance', 'documents'])
      expect([s, value(s, 'SEED_DEMO')]).toEqual([s, 'true']);
    // ~40 made-up homes on a real marketplace only where someone asks for them.
    expect(value('listings', 'SEED_MARKETPLACE')).toBeUndefined();
    for (const s of ['appraisal', 'notifications']) expect(value(s, 'SEED_DEMO')).toBeUndefined();
  });

  it('leave WhatsApp off: no token in the Secret, no WhatsApp setting, and the service reads it as off', () => {
    const secret = find(manifests, 'Secret', 'casona-secrets') as Any;
    expect(secret.stringData).not.toHaveProperty('WHATSAPP_TOKEN');
    const notifications = container(find(manifests, 'Deployment', 'casona-notifications')).env;
    // The token is an optional reference to a key nobody set: the variable is simply absent.
    expect(notifications.find((e: Any) => e.name === 'WHATSAPP_TOKEN')?.valueFrom.secretKeyRef).toEqual({
      name: 'casona-secrets',
      key: 'WHATSAPP_TOKEN',
      optional: true,
    });
    const env = podEnv(manifests, 'casona-notifications');
    expect(Object.keys(env).filter((n) => n.startsWith('WHATSAPP_'))).toEqual([]);
    expect(whatsappEnabled(loadNotificationsConfig(env))).toBe(false);
    for (const d of ofKind(manifests, 'Deployment').filter((m) => m.metadata.name !== 'casona-notifications'))
      expect(envNames(d).filter((n) => n.startsWith('WHATSAPP_'))).toEqual([]);
  });

  it('derive PUBLIC_URL from the ingress and leave empty settings out of the ConfigMap', () => {
    const config = find(manifests, 'ConfigMap', 'casona-config') as Any;
    expect(config.data.PUBLIC_URL).toBe('https://casona.example');
    expect(Object.values(config.data)).not.toContain('');
    expect(config.data).not.toHaveProperty('KAFKA_BROKERS');
  });
});

describe('a production-like release (ci/production-values.yaml)', () => {
  let manifests: Manifest[];
  beforeAll(async () => {
    manifests = await render({ valuesFiles: [productionValues] });
  });

  it('deploys every planned service with its Deployment, Service, NetworkPolicy and migration Job', () => {
    for (const s of PLANNED) {
      for (const kind of ['Deployment', 'Service', 'NetworkPolicy', 'PodDisruptionBudget'])
        find(manifests, kind, `casona-${s}`);
      find(manifests, 'Job', `casona-${s}-migrate`);
    }
    // finance runs a fixed replica count: no autoscaler, and its Deployment says how many.
    expect(
      manifests.some((m) => m.kind === 'HorizontalPodAutoscaler' && m.metadata.name === 'casona-finance'),
    ).toBe(false);
    expect((find(manifests, 'Deployment', 'casona-finance') as Any).spec.replicas).toBe(2);
    expect((find(manifests, 'Deployment', 'casona-listings') as Any).spec.replicas).toBeUndefined();
  });

  it('makes no Secret of its own when existingSecret and refs hold the credentials', () => {
    expect(ofKind(manifests, 'Secret')).toEqual([]);
    const listings = container(find(manifests, 'Deployment', 'casona-listings'));
    const ref = (name: string) => listings.env.find((e: Any) => e.name === name).valueFrom.secretKeyRef;
    expect(ref('DATABASE_URL')).toEqual({ name: 'casona-db-app', key: 'uri', optional: false });
    expect(ref('INTERNAL_TOKEN')).toEqual({
      name: 'casona-platform',
      key: 'INTERNAL_TOKEN',
      optional: false,
    });
    expect(ref('SMTP_URL')).toEqual({ name: 'casona-platform', key: 'SMTP_URL', optional: true });
    const job = container(find(manifests, 'Job', 'casona-listings-migrate'));
    expect(job.env.find((e: Any) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef).toMatchObject({
      name: 'casona-db-app',
      key: 'uri',
    });
  });

  it('gives each app only the secrets it uses', () => {
    const gateway = envNames(find(manifests, 'Deployment', 'casona-gateway'));
    expect(gateway).toEqual(expect.arrayContaining(['INTERNAL_TOKEN', 'REDIS_URL']));
    expect(gateway).not.toContain('DATABASE_URL');
    expect(gateway).not.toContain('S3_SECRET_KEY');
    for (const s of PLANNED) {
      const env = envNames(find(manifests, 'Deployment', `casona-${s}`));
      expect(env).toEqual(expect.arrayContaining(PLATFORM_SECRETS));
      expect(env.includes('JWT_PRIVATE_KEY')).toBe(s === 'identity');
      expect(env.includes('GOOGLE_CLIENT_SECRET')).toBe(s === 'identity');
      expect(env.includes('STRIPE_SECRET_KEY')).toBe(s === 'finance');
      expect(env.includes('STRIPE_WEBHOOK_SECRET')).toBe(s === 'finance');
      expect(env.includes('WHATSAPP_TOKEN')).toBe(s === 'notifications');
      expect(env.includes('GOOGLE_PLACES_API_KEY')).toBe(s === 'listings');
    }
    expect(gateway).not.toContain('WHATSAPP_TOKEN');
    expect(gateway).not.toContain('GOOGLE_PLACES_API_KEY');
    for (const job of ofKind(manifests, 'Job'))
      expect(envNames(job).filter((n) => n.endsWith('_URL'))).toEqual(['DATABASE_URL']);
  });

  it("reads identity's signing key and Google's secret from the existing Secret, its settings from values", () => {
    const identity = container(find(manifests, 'Deployment', 'casona-identity')).env;
    const ref = (name: string) => identity.find((e: Any) => e.name === name).valueFrom.secretKeyRef;
    expect(ref('JWT_PRIVATE_KEY')).toEqual({
      name: 'casona-platform',
      key: 'JWT_PRIVATE_KEY',
      optional: false,
    });
    expect(ref('GOOGLE_CLIENT_SECRET')).toEqual({
      name: 'casona-platform',
      key: 'GOOGLE_CLIENT_SECRET',
      optional: true,
    });
    expect(identity).toContainEqual({
      name: 'GOOGLE_CLIENT_ID',
      value: '1234567890-casona.apps.googleusercontent.com',
    });
    expect(identity).toContainEqual({ name: 'GOOGLE_ISSUER', value: 'https://accounts.google.com' });
    // Only identity sees them: neither the shared ConfigMap nor another app carries them.
    expect((find(manifests, 'ConfigMap', 'casona-config') as Any).data).not.toHaveProperty(
      'GOOGLE_CLIENT_ID',
    );
    for (const d of ofKind(manifests, 'Deployment').filter((m) => m.metadata.name !== 'casona-identity'))
      expect(envNames(d).filter((n) => /^GOOGLE_(CLIENT|ISSUER)/.test(n))).toEqual([]);
  });

  it("reads WhatsApp's token from the existing Secret and its settings from notifications' values only", () => {
    const notifications = container(find(manifests, 'Deployment', 'casona-notifications')).env;
    expect(notifications.find((e: Any) => e.name === 'WHATSAPP_TOKEN').valueFrom.secretKeyRef).toEqual({
      name: 'casona-platform',
      key: 'WHATSAPP_TOKEN',
      optional: true,
    });
    const env = podEnv(manifests, 'casona-notifications', {
      'casona-db-app': { uri: 'postgres://casona:pw@db:5432/casona' },
      'casona-platform': { INTERNAL_TOKEN: 'x'.repeat(48), WHATSAPP_TOKEN: 'EAAGm0PX4ZCpsBA' },
    });
    const config = loadNotificationsConfig(env);
    expect(whatsappEnabled(config)).toBe(true);
    expect(config).toMatchObject({
      WHATSAPP_API_BASE: 'https://graph.facebook.com',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TOKEN: 'EAAGm0PX4ZCpsBA',
      WHATSAPP_MAX_ATTEMPTS: 8,
    });
    // The settings are notifications' alone: not in the shared ConfigMap, not on another app.
    const shared = (find(manifests, 'ConfigMap', 'casona-config') as Any).data;
    expect(Object.keys(shared).filter((n) => n.startsWith('WHATSAPP_'))).toEqual([]);
    for (const d of ofKind(manifests, 'Deployment').filter((m) => m.metadata.name !== 'casona-notifications'))
      expect(envNames(d).filter((n) => n.startsWith('WHATSAPP_'))).toEqual([]);
  });

  it('points the gateway at every service by its Service name', () => {
    const env = container(find(manifests, 'Deployment', 'casona-gateway')).env;
    for (const s of PLANNED) {
      expect(env).toContainEqual({ name: `${s.toUpperCase()}_URL`, value: `http://casona-${s}` });
      find(manifests, 'Service', `casona-${s}`);
    }
  });

  it('runs every pod as a non-root user on a read-only root filesystem with /tmp on an emptyDir', () => {
    for (const m of [...ofKind(manifests, 'Deployment'), ...ofKind(manifests, 'Job')]) {
      const spec = pod(m).spec;
      const c = container(m);
      expect(spec.securityContext, m.metadata.name).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      expect(spec.securityContext.seccompProfile).toEqual({ type: 'RuntimeDefault' });
      expect(spec.automountServiceAccountToken).toBe(false);
      expect(c.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(c.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
      expect(spec.volumes).toContainEqual({ name: 'tmp', emptyDir: { sizeLimit: '256Mi' } });
      expect(
        c.resources.requests.cpu && c.resources.requests.memory && c.resources.limits.memory,
        m.metadata.name,
      ).toBeTruthy();
      expect(c.image).toMatch(/^ghcr\.io\/casona-mx\/casona\/[a-z]+:2026\.11\.1$/);
      expect(spec.imagePullSecrets).toEqual([{ name: 'ghcr-pull' }]);
    }
  });

  it('probes each service on the kit routes and the gateway on what it serves, and stops gracefully', () => {
    for (const m of ofKind(manifests, 'Deployment')) {
      const c = container(m);
      const gateway = m.metadata.name === 'casona-gateway';
      expect(c.ports).toEqual([{ name: 'http', containerPort: gateway ? 8080 : 3000, protocol: 'TCP' }]);
      expect(c.livenessProbe.httpGet).toEqual({ path: '/health', port: 'http' });
      expect(c.readinessProbe.httpGet).toEqual({ path: '/ready', port: 'http' });
      expect(c.startupProbe.httpGet).toEqual({ path: '/health', port: 'http' });
      expect(c.lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
      // preStop, then the app's own 25 s shutdown budget.
      expect(pod(m).spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(5 + 25);
      expect((m as Any).spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
      expect(pod(m).metadata.annotations['checksum/config']).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('migrates each schema in a pre-install/pre-upgrade hook Job before the rollout', () => {
    for (const job of ofKind(manifests, 'Job') as Any[]) {
      expect(job.metadata.annotations).toMatchObject({
        'helm.sh/hook': 'pre-install,pre-upgrade',
        'helm.sh/hook-delete-policy': 'before-hook-creation,hook-succeeded',
      });
      expect(job.spec.template.spec.restartPolicy).toBe('Never');
      expect(job.spec.template.metadata.labels['app.kubernetes.io/component']).toBe('migration');
      expect(container(job).command).toEqual(['node', 'src/migrate.ts']);
      const service = job.metadata.name.replace(/^casona-/, '').replace(/-migrate$/, '');
      expect(container(job).image).toBe(container(find(manifests, 'Deployment', `casona-${service}`)).image);
    }
    expect((find(manifests, 'Job', 'casona-notifications-migrate') as Any).spec.backoffLimit).toBe(5);
  });

  it('selects Deployment pods, never migration pods, from Services, autoscalers and budgets', () => {
    for (const d of ofKind(manifests, 'Deployment') as Any[]) {
      const labels = d.spec.template.metadata.labels;
      const service = find(manifests, 'Service', d.metadata.name) as Any;
      expect(labels).toMatchObject(service.spec.selector);
      expect(labels).toMatchObject(d.spec.selector.matchLabels);
      expect(service.spec.selector['app.kubernetes.io/component']).not.toBe('migration');
      const pdb = find(manifests, 'PodDisruptionBudget', d.metadata.name) as Any;
      expect(labels).toMatchObject(pdb.spec.selector.matchLabels);
    }
    for (const hpa of ofKind(manifests, 'HorizontalPodAutoscaler') as Any[]) {
      find(manifests, 'Deployment', hpa.spec.scaleTargetRef.name);
    }
    expect((find(manifests, 'PodDisruptionBudget', 'casona-gateway') as Any).spec).toMatchObject({
      minAvailable: 2,
    });
  });

  it('exposes only the gateway, over TLS, through the ingress', () => {
    const ingress = find(manifests, 'Ingress', 'casona') as Any;
    expect(ingress.spec.ingressClassName).toBe('nginx');
    expect(ingress.spec.tls).toEqual([
      { secretName: 'casona-mx-tls', hosts: ['casona.mx', 'www.casona.mx'] },
    ]);
    for (const rule of ingress.spec.rules) {
      expect(rule.http.paths).toEqual([
        {
          path: '/',
          pathType: 'Prefix',
          backend: { service: { name: 'casona-gateway', port: { name: 'http' } } },
        },
      ]);
    }
    for (const s of ofKind(manifests, 'Service') as Any[]) expect(s.spec.type).toBe('ClusterIP');
  });

  it('lets traffic reach the gateway from the ingress controller and services only from the release', () => {
    const deny = find(manifests, 'NetworkPolicy', 'casona-default-deny-ingress') as Any;
    expect(deny.spec).toEqual({
      podSelector: {
        matchLabels: { 'app.kubernetes.io/instance': 'casona', 'app.kubernetes.io/part-of': 'casona' },
      },
      policyTypes: ['Ingress'],
    });
    const gateway = find(manifests, 'NetworkPolicy', 'casona-gateway') as Any;
    expect(gateway.spec.ingress).toEqual([
      {
        ports: [{ port: 'http', protocol: 'TCP' }],
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
      },
    ]);
    for (const s of PLANNED) {
      const policy = find(manifests, 'NetworkPolicy', `casona-${s}`) as Any;
      expect(policy.spec.podSelector.matchLabels['app.kubernetes.io/name']).toBe(s);
      expect(policy.spec.ingress).toEqual([
        {
          ports: [{ port: 'http', protocol: 'TCP' }],
          from: [
            {
              podSelector: {
                matchLabels: {
                  'app.kubernetes.io/instance': 'casona',
                  'app.kubernetes.io/part-of': 'casona',
                },
                matchExpressions: [
                  { key: 'app.kubernetes.io/component', operator: 'In', values: ['gateway', 'service'] },
                ],
              },
            },
          ],
        },
      ]);
    }
  });
});

describe('chart-made secrets', () => {
  it('put DATABASE_URL in a hook Secret the migration Jobs can read before the release exists', async () => {
    const manifests = await render({
      set: [
        'services.listings.enabled=true',
        'secrets.values.DATABASE_URL=postgres://casona:pw@db:5432/casona',
        'secrets.values.INTERNAL_TOKEN=0123456789abcdef0123456789abcdef',
        // The schema wants identity's signing key once the release points at a database.
        'secrets.refs.JWT_PRIVATE_KEY.name=casona-identity-jwt',
        'secrets.refs.JWT_PRIVATE_KEY.key=tls.key',
      ],
    });
    const hook = find(manifests, 'Secret', 'casona-migrations') as Any;
    expect(hook.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    expect(Number(hook.metadata.annotations['helm.sh/hook-weight'])).toBeLessThan(0);
    expect(hook.stringData).toEqual({ DATABASE_URL: 'postgres://casona:pw@db:5432/casona' });
    const job = container(find(manifests, 'Job', 'casona-listings-migrate'));
    expect(job.env[0].valueFrom.secretKeyRef).toEqual({
      name: 'casona-migrations',
      key: 'DATABASE_URL',
      optional: true,
    });
    const secret = find(manifests, 'Secret', 'casona-secrets') as Any;
    expect(secret.stringData.INTERNAL_TOKEN).toBe('0123456789abcdef0123456789abcdef');
  });

  it('take a key from refs over existingSecret and the chart Secret', async () => {
    const manifests = await render({
      set: [
        'services.identity.enabled=true',
        'secrets.refs.JWT_PRIVATE_KEY.name=identity-keys',
        'secrets.refs.JWT_PRIVATE_KEY.key=tls.key',
      ],
    });
    const env = container(find(manifests, 'Deployment', 'casona-identity')).env;
    expect(env.find((e: Any) => e.name === 'JWT_PRIVATE_KEY').valueFrom.secretKeyRef).toEqual({
      name: 'identity-keys',
      key: 'tls.key',
      optional: false,
    });
    expect(env.find((e: Any) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef.name).toBe(
      'casona-secrets',
    );
  });
  it("keep identity's PEM signing key, as given, in the chart's Secret", async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'casona-jwt-')), 'values.yaml');
    writeFileSync(
      file,
      stringify({
        secrets: {
          values: {
            DATABASE_URL: 'postgres://casona:pw@db:5432/casona',
            INTERNAL_TOKEN: '0123456789abcdef0123456789abcdef',
            JWT_PRIVATE_KEY: pem,
          },
        },
      }),
    );
    const manifests = await render({ valuesFiles: [file] });
    const secret = find(manifests, 'Secret', 'casona-secrets') as Any;
    expect(secret.stringData.JWT_PRIVATE_KEY).toBe(pem);
    expect(secret.stringData).not.toHaveProperty('GOOGLE_CLIENT_SECRET');
    const env = container(find(manifests, 'Deployment', 'casona-identity')).env;
    expect(env.find((e: Any) => e.name === 'JWT_PRIVATE_KEY').valueFrom.secretKeyRef).toEqual({
      name: 'casona-secrets',
      key: 'JWT_PRIVATE_KEY',
      optional: false,
    });
  });

  it("turn WhatsApp on with the token in the chart's Secret, given to notifications only", async () => {
    const manifests = await render({
      set: [
        'secrets.values.WHATSAPP_TOKEN=EAAGm0PX4ZCpsBA',
        'services.notifications.env.WHATSAPP_API_BASE=https://graph.facebook.com',
        'services.notifications.env.WHATSAPP_BACKOFF_MS=30000',
      ],
      // A string: as a number the id could lose digits, and the schema refuses one.
      setString: ['services.notifications.env.WHATSAPP_PHONE_NUMBER_ID=106540352242922'],
    });
    const secret = find(manifests, 'Secret', 'casona-secrets') as Any;
    expect(secret.stringData.WHATSAPP_TOKEN).toBe('EAAGm0PX4ZCpsBA');
    const config = loadNotificationsConfig(podEnv(manifests, 'casona-notifications'));
    expect(whatsappEnabled(config)).toBe(true);
    expect(config).toMatchObject({
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_BACKOFF_MS: 30_000,
      WHATSAPP_MAX_ATTEMPTS: 6,
      WHATSAPP_API_VERSION: 'v21.0',
    });
    for (const d of ofKind(manifests, 'Deployment').filter((m) => m.metadata.name !== 'casona-notifications'))
      expect(envNames(d).filter((n) => n.startsWith('WHATSAPP_'))).toEqual([]);
    for (const job of ofKind(manifests, 'Job')) expect(envNames(job)).not.toContain('WHATSAPP_TOKEN');
    const hook = ofKind(manifests, 'Secret').find((m) => m.metadata.name === 'casona-migrations') as Any;
    expect(Object.keys(hook?.stringData ?? {})).not.toContain('WHATSAPP_TOKEN');
  });
});

describe('the install notes', () => {
  it.each([
    ['default values', {}, /^WhatsApp: off \(services\.notifications\.env\.WHATSAPP_API_BASE/m],
    [
      'ci/production-values.yaml',
      { valuesFiles: [productionValues] },
      /^WhatsApp: on \(notifications sends template messages through https:\/\/graph\.facebook\.com; token\s+from Secret casona-platform, key WHATSAPP_TOKEN\)/m,
    ],
  ])('say whether WhatsApp is on for %s, and where its token comes from', async (_name, options, line) => {
    const text = await notes(options);
    expect(text).toMatch(line);
    expect(text.match(/^WhatsApp:/gm)).toHaveLength(1);
  });

  it('say nothing of WhatsApp when notifications is not deployed', async () => {
    expect(await notes({ set: ['services.notifications.enabled=false'] })).not.toMatch(/WhatsApp/);
  });
});

describe('the local release skaffold deploys (local-values.yaml)', () => {
  it('runs one replica of each app against the dev dependencies, without ingress', async () => {
    const manifests = await render({ valuesFiles: [localValues] });
    const services = Object.keys(defaults.services ?? {});
    expect(inventory(manifests)).toEqual(
      [
        'ConfigMap/casona-config',
        'Deployment/casona-gateway',
        'NetworkPolicy/casona-default-deny-ingress',
        'NetworkPolicy/casona-gateway',
        'Service/casona-gateway',
        'ServiceAccount/casona',
        ...services.flatMap((s) => [
          `Deployment/casona-${s}`,
          `Job/casona-${s}-migrate`,
          `NetworkPolicy/casona-${s}`,
          `Service/casona-${s}`,
        ]),
      ].sort(),
    );
    for (const d of ofKind(manifests, 'Deployment') as Any[]) expect(d.spec.replicas).toBe(1);
    const dev = parse(readFileSync(`${devDepsChart}/values.yaml`, 'utf8')) as Any;
    expect(
      container(find(manifests, 'Job', 'casona-listings-migrate')).env[0].valueFrom.secretKeyRef.name,
    ).toBe(dev.secretName);
    const identity = container(find(manifests, 'Deployment', 'casona-identity')).env;
    expect(identity.find((e: Any) => e.name === 'JWT_PRIVATE_KEY').valueFrom.secretKeyRef).toEqual({
      name: dev.secretName,
      key: 'JWT_PRIVATE_KEY',
      optional: false,
    });
    const config = find(manifests, 'ConfigMap', 'casona-config') as Any;
    expect(config.data).toMatchObject({
      KAFKA_BROKERS: 'casona-kafka:9092',
      S3_ENDPOINT: 'http://casona-s3:8333',
    });
  });

  it('matches the Services and Secret keys the dev-deps chart provides', async () => {
    const deps = await render({ chart: devDepsChart, release: 'casona-dev-deps' });
    const names = ofKind(deps, 'Service').map((s) => s.metadata.name);
    expect(names.sort()).toEqual(['casona-kafka', 'casona-postgres', 'casona-redis', 'casona-s3']);
    const secret = ofKind(deps, 'Secret')[0] as Any;
    expect(Object.keys(secret.stringData)).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'REDIS_URL',
        'S3_ACCESS_KEY',
        'S3_SECRET_KEY',
        'INTERNAL_TOKEN',
        'JWT_PRIVATE_KEY',
      ]),
    );
    expect(secret.stringData.DATABASE_URL).toMatch(/@casona-postgres:5432\//);
    // identity's signing key, generated on install: an EC P-256 key node can load.
    const key = createPrivateKey(secret.stringData.JWT_PRIVATE_KEY);
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    for (const image of deps
      .flatMap((m) => (m as Any).spec?.template?.spec?.containers ?? [])
      .map((c: Any) => c.image)) {
      expect(image, 'dev dependencies run pinned images').toMatch(/:[0-9][^:]*$/);
      expect(image).not.toMatch(/minio/);
    }
  });
});
