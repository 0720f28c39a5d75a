import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { casonaChart, render, renderError } from './lib/render.ts';

const schema = JSON.parse(readFileSync(path.join(casonaChart, 'values.schema.json'), 'utf8')) as object;
const badValues = path.join(import.meta.dirname, 'fixtures', 'bad-values.yaml');

describe('values.schema.json', () => {
  it('is a valid draft-07 schema that values.yaml satisfies', () => {
    // strictSchema rejects unknown keywords (a misspelt "additionalProperty"), which helm ignores.
    const validate = new Ajv({
      allErrors: true,
      strictSchema: true,
      strictTypes: false,
      strictRequired: false,
      allowUnionTypes: true,
    }).compile(schema);
    const values = parse(readFileSync(path.join(casonaChart, 'values.yaml'), 'utf8')) as unknown;
    expect(validate(values), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('makes helm refuse a bad values file before anything is rendered', async () => {
    const error = await renderError({ valuesFiles: [badValues] });
    expect(error).toMatch(/values don't meet the specifications of the schema/);
    for (const where of [
      "additional properties 'resorces' not allowed",
      '/gateway/replicas',
      '/image/pullPolicy',
      "'Listings' does not match pattern",
      '/services/finance/port',
      '/config/KAFKA_BROKERS',
      '/secrets/values/INTERNAL_TOKEN',
      '/secrets/values/DATABASE_URL',
      '/ingress/tls/secretName',
      '/podSecurityContext/runAsNonRoot',
      '/containerSecurityContext/allowPrivilegeEscalation',
      '/serviceDefaults',
    ]) {
      expect(error).toContain(where);
    }
  });

  it.each([
    ['a misspelt top-level key', ['ingres.enabled=false'], "additional properties 'ingres' not allowed"],
    [
      'a service name that is not a DNS label',
      ['services.Listings_2.enabled=true'],
      'does not match pattern',
    ],
    [
      'a service name too long for its Job name',
      ['services.notifications-archive.enabled=true'],
      'maxLength',
    ],
    [
      'an unknown field in a service entry',
      ['services.listings.replica=3'],
      "additional properties 'replica' not allowed",
    ],
    ['a privileged port', ['gateway.port=80'], '/gateway/port'],
    [
      'autoscaling without bounds',
      ['gateway.autoscaling.minReplicas=null'],
      "missing property 'minReplicas'",
    ],
    [
      'a memory size that is not a quantity',
      ['gateway.resources.limits.memory=lots'],
      '/gateway/resources/limits/memory',
    ],
    [
      'a secret that is not a Stripe key',
      ['secrets.values.STRIPE_SECRET_KEY=hunter2'],
      '/secrets/values/STRIPE_SECRET_KEY',
    ],
    ['a ref without its key', ['secrets.refs.DATABASE_URL.name=db'], "missing property 'key'"],
    ['a running-as-root pod', ['podSecurityContext.runAsNonRoot=false'], '/podSecurityContext/runAsNonRoot'],
    [
      "a database but no signing key for identity's replicas",
      ['secrets.values.DATABASE_URL=postgres://casona:pw@db:5432/casona'],
      "at '/secrets/refs': missing property 'JWT_PRIVATE_KEY'",
    ],
    [
      'a secret as a plain variable',
      ['services.identity.env.JWT_PRIVATE_KEY=x'],
      "invalid propertyName 'JWT_PRIVATE_KEY'",
    ],
    [
      'a Google issuer without TLS',
      ['services.identity.env.GOOGLE_ISSUER=http://accounts.example'],
      '/services/identity/env/GOOGLE_ISSUER',
    ],
    [
      "Google's client id in the shared ConfigMap (identity's setting now)",
      ['config.GOOGLE_CLIENT_ID=x'],
      "additional properties 'GOOGLE_CLIENT_ID' not allowed",
    ],
  ])('rejects %s', async (_what, set, message) => {
    const error = await renderError({ set });
    expect(error).toContain(message);
  });

  // notifications refuses to start with some of WHATSAPP_API_BASE, WHATSAPP_PHONE_NUMBER_ID and
  // WHATSAPP_TOKEN but not all: the schema stops what it can see before a rollout crash-loops.
  const base = 'services.notifications.env.WHATSAPP_API_BASE=https://graph.facebook.com';
  const phone = 'services.notifications.env.WHATSAPP_PHONE_NUMBER_ID=106540352242922';
  it.each([
    [
      "WhatsApp's API base without the phone number id or the token",
      { set: [base] },
      [
        "at '/services/notifications/env/WHATSAPP_PHONE_NUMBER_ID': minLength",
        "at '/secrets/refs': missing property 'WHATSAPP_TOKEN'",
      ],
    ],
    [
      'a WhatsApp token without the API base and phone number id',
      { set: ['secrets.values.WHATSAPP_TOKEN=EAAG1234'] },
      [
        "at '/services/notifications/env/WHATSAPP_API_BASE': minLength",
        "at '/services/notifications/env/WHATSAPP_PHONE_NUMBER_ID': minLength",
      ],
    ],
    [
      'a WhatsApp token from a ref without the phone number id',
      { set: [base, 'secrets.refs.WHATSAPP_TOKEN.name=meta', 'secrets.refs.WHATSAPP_TOKEN.key=token'] },
      ["at '/services/notifications/env/WHATSAPP_PHONE_NUMBER_ID': minLength"],
    ],
    [
      'the WhatsApp token as a plain variable',
      { set: [base, 'services.notifications.env.WHATSAPP_TOKEN=EAAG1234'], setString: [phone] },
      ["invalid propertyName 'WHATSAPP_TOKEN'"],
    ],
    [
      'the WhatsApp token in the shared ConfigMap',
      { set: ['config.WHATSAPP_TOKEN=EAAG1234'] },
      ["additional properties 'WHATSAPP_TOKEN' not allowed"],
    ],
    [
      'a phone number id as a YAML number (it would lose digits)',
      { set: [base, phone, 'secrets.values.WHATSAPP_TOKEN=EAAG1234'] },
      ["at '/services/notifications/env/WHATSAPP_PHONE_NUMBER_ID': got number, want string"],
    ],
    [
      'a WhatsApp API base without TLS (the token goes in a header)',
      { set: ['services.notifications.env.WHATSAPP_API_BASE=http://graph.example'] },
      ['/services/notifications/env/WHATSAPP_API_BASE'],
    ],
    [
      'no WhatsApp try at all',
      { set: ['services.notifications.env.WHATSAPP_MAX_ATTEMPTS=0'] },
      ['/services/notifications/env/WHATSAPP_MAX_ATTEMPTS'],
    ],
    [
      "listings' Google address search without the Places key",
      { set: ['services.listings.env.GEOCODER=google'] },
      ["at '/secrets/refs': missing property 'GOOGLE_PLACES_API_KEY'"],
    ],
    [
      'an address search provider listings does not have',
      { set: ['services.listings.env.GEOCODER=bing'] },
      ['/services/listings/env/GEOCODER'],
    ],
    [
      'the Places key as a plain variable',
      { set: ['services.listings.env.GOOGLE_PLACES_API_KEY=AIza1234'] },
      ["invalid propertyName 'GOOGLE_PLACES_API_KEY'"],
    ],
    [
      'a Graph API version that is not one',
      { set: ['services.notifications.env.WHATSAPP_API_VERSION=latest'] },
      ['/services/notifications/env/WHATSAPP_API_VERSION'],
    ],
  ])('rejects %s', async (_what, options, messages) => {
    const error = await renderError(options);
    for (const message of messages) expect(error).toContain(message);
  });

  it.each([
    ['in the chart Secret', ['secrets.values.WHATSAPP_TOKEN=EAAG1234']],
    ['from a ref', ['secrets.refs.WHATSAPP_TOKEN.name=meta', 'secrets.refs.WHATSAPP_TOKEN.key=token']],
    ['in an existing Secret', ['secrets.existingSecret=casona-platform']],
  ])("accepts WhatsApp's settings with its token %s", async (_how, set) => {
    const manifests = await render({ set: [base, ...set], setString: [phone] });
    expect(manifests.length).toBeGreaterThan(0);
  });

  it.each([
    ['in the chart Secret', ['secrets.values.GOOGLE_PLACES_API_KEY=AIza1234']],
    ['in an existing Secret', ['secrets.existingSecret=casona-platform']],
  ])("accepts listings' Google address search with the Places key %s", async (_how, set) => {
    const manifests = await render({ set: ['services.listings.env.GEOCODER=google', ...set] });
    expect(manifests.length).toBeGreaterThan(0);
  });

  it('accepts a WhatsApp token while notifications is disabled (nothing receives it)', async () => {
    const manifests = await render({
      set: ['secrets.values.WHATSAPP_TOKEN=EAAG1234', 'services.notifications.enabled=false'],
    });
    expect(manifests.some((m) => m.metadata.name === 'casona-notifications')).toBe(false);
  });

  it.each([
    ['in an existing Secret', ['secrets.existingSecret=casona-platform']],
    ['from a ref', ['secrets.refs.JWT_PRIVATE_KEY.name=jwt', 'secrets.refs.JWT_PRIVATE_KEY.key=tls.key']],
    ['not needed: identity disabled', ['services.identity.enabled=false']],
  ])("accepts a database with identity's signing key %s", async (_how, set) => {
    const manifests = await render({
      set: ['secrets.refs.DATABASE_URL.name=casona-db-app', 'secrets.refs.DATABASE_URL.key=uri', ...set],
    });
    expect(manifests.length).toBeGreaterThan(0);
  });
});
