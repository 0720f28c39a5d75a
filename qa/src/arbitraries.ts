/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document: `validOf` (values the schema
 * accepts, limits included), `boundaryOf` (each limit's edge, inside and one step out) and
 * `hostileOf` (wrong types, NUL, long and odd Unicode, huge numbers, bad UUIDs and dates, missing
 * and extra fields). Every arbitrary shrinks, so a failure is reported as its smallest request.
 */
import fc, { type Arbitrary } from 'fast-check';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import type { Schema } from './openapi.ts';

const isoDate = fc
  .integer({ min: 0, max: 365 * 40 })
  .map((d) => new Date(Date.UTC(2000, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
const isoDateTime = fc
  .integer({ min: 0, max: 40 * 365 * 86_400 })
  .map((s) => new Date(Date.UTC(2000, 0, 1) + s * 1000).toISOString());
const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((a) => a.join(''));

/** Values that pass each of proto's formats (FORMATS), kept local so no request leaves the machine. */
const FORMAT_VALUES: Record<string, Arbitrary<string>> = {
  uuid: fc.uuid({ version: 4 }),
  date: isoDate,
  'date-time': isoDateTime,
  // A reserved name: nothing resolves it, so a service that fetches it fails at once, on this machine.
  url: fc.constantFrom('https://casona.invalid/a.jpg', 'http://feeds.invalid/calendar.ics'),
  email: fc.integer({ min: 0, max: 1e9 }).map((n) => `qa.${n}@example.com`),
  phone10: digits(10, 10),
  zip5: digits(5, 5),
  digits: digits(1, 6),
  'numeric-string': fc.integer({ min: 0, max: 1e7 }).map(String),
  'airbnb-listing-url': fc.integer({ min: 1, max: 1e9 }).map((n) => `https://www.airbnb.invalid/rooms/${n}`),
  'airbnb-profile-url': fc
    .integer({ min: 1, max: 1e9 })
    .map((n) => `https://www.airbnb.invalid/users/show/${n}`),
  rrule: fc.constantFrom('FREQ=WEEKLY;BYDAY=MO', 'FREQ=DAILY;INTERVAL=2', 'FREQ=MONTHLY;BYMONTHDAY=15'),
  // A real JPEG (upload checks read the bytes); random bytes come from hostileOf.
  byte: fc.integer({ min: 64, max: 4096 }).map((size) => jpegBase64(size)),
};

/** Strings a parser or a database may choke on. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uFFFF\uFFFE',
  '👩‍👩‍👧‍👦'.repeat(40),
  '\u202Egnp.exe',
  'ñ'.repeat(5000),
  'x'.repeat(70_000),
  "'; DROP TABLE property; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e',
  '${jndi:ldap://x}',
  '{"$ne":null}',
  '0x7fffffffffffffff',
  'NaN',
  '-0',
  '1e309',
];
const ODD_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
];
const BAD_UUIDS = ['', 'null', '00000000-0000-0000-0000-000000000000', 'not-a-uuid', '123', 'g'.repeat(36)];
const BAD_DATES = ['2024-02-30', '2024-13-01', '0000-00-00', '99999-01-01', 'mañana', '2024-05-01T25:00:00Z'];

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function stringOf(schema: Schema): Arbitrary<string> {
  if (schema.format && FORMAT_VALUES[schema.format]) return FORMAT_VALUES[schema.format]!;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot read: plain strings.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((s) => s.length >= minLength);
}

function numberOf(schema: Schema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (best effort: a value the server still refuses must get a documented 4xx). */
export function validOf(schema: Schema, depth = 0): Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...(alternatives as Schema[]).map((s) => validOf(s, depth)));
  if (schema.allOf) return validOf(Object.assign({}, ...(schema.allOf as Schema[])), depth);
  const kinds = types(schema);
  if (kinds.length > 1) return fc.oneof(...kinds.map((type) => validOf({ ...schema, type }, depth)));
  switch (kinds[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 3, minLength + (depth > 2 ? 0 : 3));
      const items = validOf(schema.items ?? {}, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(schema.required ?? []);
      if (Object.keys(properties).length === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validOf(s, depth + 1)])),
        { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) },
      );
    }
  }
}

/** The edges of a schema's limits: each one exactly, and one step past it. */
export function edgesOf(schema: Schema): unknown[] {
  const edges: unknown[] = [];
  if (!schema || typeof schema !== 'object') return edges;
  for (const s of (schema.anyOf ?? schema.oneOf ?? []) as Schema[]) edges.push(...edgesOf(s));
  const kinds = types(schema);
  if (kinds.includes('string') && !schema.enum && !schema.format) {
    const fill = (n: number) => 'ñ'.repeat(Math.max(0, n));
    if (schema.minLength !== undefined) edges.push(fill(schema.minLength), fill(schema.minLength - 1));
    if (schema.maxLength !== undefined) edges.push(fill(schema.maxLength), fill(schema.maxLength + 1));
  }
  if (kinds.includes('integer') || kinds.includes('number')) {
    for (const key of ['minimum', 'exclusiveMinimum'])
      if (schema[key] !== undefined) edges.push(schema[key], schema[key] - 1, schema[key] - 0.5);
    for (const key of ['maximum', 'exclusiveMaximum'])
      if (schema[key] !== undefined) edges.push(schema[key], schema[key] + 1, schema[key] + 0.5);
  }
  if (kinds.includes('array')) {
    const item = schema.items ?? {};
    if (schema.maxItems !== undefined)
      edges.push(Array.from({ length: schema.maxItems + 1 }, () => item.default ?? 'x'));
    if (schema.minItems !== undefined && schema.minItems > 0) edges.push([]);
  }
  return edges;
}

/** A value of the wrong kind for `schema`, or one that breaks its format. */
export function hostileOf(schema: Schema): Arbitrary<unknown> {
  const choices: Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(...ODD_STRINGS),
    fc.constantFrom<unknown>(...ODD_NUMBERS),
    fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, ['a', 'b']),
    fc.string({ unit: 'binary', maxLength: 200 }),
  ];
  const edges = edgesOf(schema);
  if (edges.length > 0) choices.push(fc.constantFrom(...edges));
  if (schema?.format === 'byte')
    choices.push(
      fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Buffer.from(b).toString('base64')),
    );
  if (schema?.format === 'uuid') choices.push(fc.constantFrom<unknown>(...BAD_UUIDS));
  if (schema?.format === 'date' || schema?.format === 'date-time')
    choices.push(fc.constantFrom<unknown>(...BAD_DATES));
  return fc.oneof(...choices);
}

/**
 * A body for `schema`: valid, at a limit's edge in one field, or broken in one field (a wrong value,
 * a required field left out, an unknown field added), or not an object at all.
 */
export function bodyOf(schema: Schema): Arbitrary<unknown> {
  const valid = validOf(schema);
  const properties = Object.entries((schema?.properties ?? {}) as Record<string, Schema>);
  const mutations: Arbitrary<unknown>[] = [valid, hostileOf({})];
  if (properties.length > 0) {
    const field = fc.constantFrom(...properties);
    mutations.push(
      fc
        .tuple(valid, field)
        .chain(([body, [key, s]]) =>
          fc.oneof(hostileOf(s), validOf(s)).map((value) => ({ ...(body as object), [key]: value })),
        ),
      fc.tuple(valid, field).map(([body, [key]]) => {
        const copy = { ...(body as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
      fc
        .tuple(
          valid,
          fc.constantFrom('__proto__', 'constructor', 'id', 'is_admin', 'zz\u0000'),
          hostileOf({}),
        )
        .map(([body, key, value]) => ({ ...(body as object), [key]: value })),
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    ...mutations.map((arbitrary) => ({ weight: 2, arbitrary })),
  );
}

/** A parameter value as text (path and query), valid or hostile. */
export function paramOf(schema: Schema, known: Arbitrary<string> | undefined): Arbitrary<string | undefined> {
  const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const options: { weight: number; arbitrary: Arbitrary<string | undefined> }[] = [
    { weight: 4, arbitrary: validOf(schema).map(asText) },
    { weight: 2, arbitrary: hostileOf(schema).map(asText) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ];
  if (known) options.push({ weight: 5, arbitrary: known });
  return fc.oneof(...options);
}

/** Headers an attacker sends alongside: odd languages, forged addresses, wrong content types. */
export const hostileHeaders: Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-language': fc.constantFrom('en', 'es', 'es-MX,es;q=0.9', '*', 'x'.repeat(2000), 'de', ''),
    'x-forwarded-for': fc.constantFrom('127.0.0.1', '::1', 'not-an-ip', '10.0.0.1, 10.0.0.2'),
    'x-request-id': fc.constantFrom('abc', 'x'.repeat(500), '\t'),
    // Forged identity: the gateway sets these itself from the verified token, and must drop a caller's.
    'x-casona-profile-id': fc.uuid({ version: 4 }),
    'x-casona-staff-role': fc.constantFrom('ADMIN', 'STAFF'),
    'x-casona-internal-token': fc.constantFrom('qa-suite-internal-token', 'guess'),
  },
  { requiredKeys: ['accept-language'] },
);
