/**
 * Every setting an app's code declares `{ secret: true }` reaches that app from a Secret, and only
 * that app: read from the code itself, so a new secret setting (a token, an API key) fails here
 * until the chart carries it (secrets.values, serviceSecrets, the schema's list of names kept out
 * of plain env), instead of being left to a plain variable or not configurable at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { discoverServices } from './lib/coverage.ts';
import { casonaChart, render, repoRoot, type Manifest } from './lib/render.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests and values are plain data */
type Any = any;

/**
 * Marked secret in the code but not a secret to hand out: KAFKA_TLS_CA is a CA certificate (public),
 * marked only so its PEM stays out of logs; it goes in the shared ConfigMap (config.KAFKA_TLS_CA).
 */
const NOT_FROM_A_SECRET = new Set(['KAFKA_TLS_CA']);

/** Names declared `NAME: env.<kind>(…, { secret: true })` in one file's config specs. */
export function secretSettings(source: string): string[] {
  const fields = [...source.matchAll(/\b([A-Z][A-Z0-9_]*):\s*env\.[A-Za-z]+\(/g)];
  const names: string[] = [];
  fields.forEach((field, i) => {
    const end = fields[i + 1]?.index ?? source.length;
    const body = source.slice(field.index, end).split('\n}')[0] ?? '';
    if (/\bsecret:\s*true\b/.test(body)) names.push(field[1] as string);
  });
  return names;
}

/** The secret settings of the code under `dir/src`, tests, test helpers and operator CLIs aside. */
function secretsOf(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (!['testing', 'cli', 'node_modules'].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const name of secretSettings(readFileSync(full, 'utf8')))
          if (!NOT_FROM_A_SECRET.has(name)) out.add(name);
      }
    }
  };
  walk(path.join(repoRoot, dir, 'src'));
  return out;
}

const secretRefs = (m: Manifest): string[] =>
  ((m as Any).spec.template.spec.containers[0].env ?? [])
    .filter((e: Any) => e.valueFrom?.secretKeyRef)
    .map((e: Any) => e.name)
    .sort();

describe('secretSettings', () => {
  it('finds the settings marked secret, on one line or several, and no other', () => {
    const source = [
      'export const spec = {',
      "  PLAIN: env.string('a (plain) setting', { default: 'x' }),",
      "  TOKEN: env.string('a token', { secret: true }),",
      "  KEY: env.url('a key (PEM', {",
      '    secret: true,',
      '  }),',
      "  LAST: env.int('tries', 3),",
      '};',
      "const other = { secret: true, NAME: 'not a setting' };",
    ].join('\n');
    expect(secretSettings(source)).toEqual(['TOKEN', 'KEY']);
  });
});

describe('each secret setting of the code', () => {
  const values = parse(readFileSync(path.join(casonaChart, 'values.yaml'), 'utf8')) as Any;
  const schema = JSON.parse(readFileSync(path.join(casonaChart, 'values.schema.json'), 'utf8')) as Any;
  const platform = secretsOf('services/kit');
  const services = discoverServices(repoRoot);
  let deployments: Manifest[];
  beforeAll(async () => {
    deployments = (await render()).filter((m) => m.kind === 'Deployment');
  });
  const deployment = (app: string) => {
    const found = deployments.find((d) => d.metadata.name === `casona-${app}`);
    if (!found) throw new Error(`no Deployment casona-${app}`);
    return found;
  };

  it('reads the ones the scan should find (the scan still works)', () => {
    expect([...platform]).toEqual(expect.arrayContaining(['DATABASE_URL', 'INTERNAL_TOKEN', 'SMTP_URL']));
    expect([...secretsOf('services/notifications')]).toContain('WHATSAPP_TOKEN');
    expect([...secretsOf('gateway')].sort()).toEqual(['INTERNAL_TOKEN', 'REDIS_URL']);
  });

  it("reaches each service from a Secret: the platform's keys and its own, no other's", () => {
    for (const s of services) {
      const expected = [...new Set([...platform, ...secretsOf(s.dir)])].sort();
      expect([s.name, secretRefs(deployment(s.name))]).toEqual([s.name, expected]);
    }
  });

  it('reaches the gateway from a Secret: only what it reads', () => {
    expect(secretRefs(deployment('gateway'))).toEqual([...secretsOf('gateway')].sort());
  });

  it("can be given in the chart's Secret and never as a plain variable", () => {
    const all = new Set([
      ...platform,
      ...secretsOf('gateway'),
      ...services.flatMap((s) => [...secretsOf(s.dir)]),
    ]);
    const plainForbidden: string[] = schema.definitions.env.propertyNames.not.enum;
    for (const name of all) {
      expect([name, Object.hasOwn(values.secrets.values, name)]).toEqual([name, true]);
      expect(plainForbidden).toContain(name);
    }
  });
});
