import { describe, expect, it } from 'vitest';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

import {
  CAN_FLAGS,
  CHECKLIST_ITEMS,
  ENTITY_SCHEMAS,
  Property,
  PropertyChecklist,
  PropertyCustomer,
  PropertyCustomerInvitation,
} from './entities.ts';
import { MarketQuery, Paginated, SUBMISSION_SCHEMAS, type SubmissionName } from './submissions.ts';
import { FORMAT_NAMES } from '../validation/formats.ts';
import { CUSTOM_KEYWORDS } from '../validation/types.ts';
import { ValidationErrorBody, validate } from '../validation/validate.ts';
import { SUBMISSION_NAMES, checkSubmission } from '../validation/check.ts';
import { build } from '../validation/test-builders.ts';
import { canFlags } from '../permissions.ts';

/** Every `format` and vendor keyword a schema uses, found by walking its JSON. */
function walk(node: unknown, visit: (n: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (node !== null && typeof node === 'object') {
    visit(node as Record<string, unknown>);
    Object.values(node).forEach((n) => walk(n, visit));
  }
}

const STANDARD_FORMATS = new Set(['date', 'date-time', 'uuid', 'url', 'email', 'uri']);
const ALL_SCHEMAS: [string, TSchema][] = [
  ...Object.entries(ENTITY_SCHEMAS),
  ...Object.entries(SUBMISSION_SCHEMAS),
  ['ValidationErrorBody', ValidationErrorBody],
];

describe('schemas are plain JSON Schema, usable by Fastify and OpenAPI', () => {
  it.each(ALL_SCHEMAS)('%s round-trips through JSON and validates the same', (_name, schema) => {
    const json = JSON.parse(JSON.stringify(schema)) as TSchema;
    expect(json).toEqual(JSON.parse(JSON.stringify(json)));
    // A plain-object copy compiles and gives the same verdicts as the TypeBox value.
    expect(() => Compile(json)).not.toThrow();
  });

  it.each(ALL_SCHEMAS)('%s names only known formats and vendor keywords', (_name, schema) => {
    walk(JSON.parse(JSON.stringify(schema)), (node) => {
      if (typeof node['format'] === 'string') {
        expect([...FORMAT_NAMES, ...STANDARD_FORMATS]).toContain(node['format']);
      }
      for (const key of Object.keys(node)) {
        if (key.startsWith('x-')) expect(CUSTOM_KEYWORDS as readonly string[]).toContain(key);
        expect(key.startsWith('~')).toBe(false);
      }
    });
  });

  it.each(SUBMISSION_NAMES)(
    'submission %s: the JSON copy accepts the valid example like the original',
    (name) => {
      const value = build(name);
      const json = JSON.parse(JSON.stringify(SUBMISSION_SCHEMAS[name])) as TSchema;
      expect(validate(SUBMISSION_SCHEMAS[name], value).ok).toBe(true);
      expect(Compile(json).Check(value)).toBe(true);
    },
  );
});

describe('entities', () => {
  it('property_customer has a can_* flag for every action on every resource', () => {
    expect(CAN_FLAGS).toHaveLength(17 * 4);
    for (const flag of CAN_FLAGS) expect(Object.keys(PropertyCustomer.properties)).toContain(flag);
    const worker = {
      profile_id: '0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f',
      property_id: '5a9d2c1b-7e3f-4a6b-8c9d-0e1f2a3b4c5d',
      label: 'WORKER',
      ...canFlags('WORKER'),
    };
    expect(validate(PropertyCustomer, worker)).toEqual({ ok: true, value: worker });
  });

  it('property_customer_invitation: sent to an email, the profile null until that email has an account', () => {
    const invitation = {
      id: '0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f',
      invited_by: '5a9d2c1b-7e3f-4a6b-8c9d-0e1f2a3b4c5d',
      email: 'aliada@example.mx',
      label: 'MANAGER',
      locale: 'ES',
      profile_id: null,
      property_id: '9f8e7d6c-5b4a-4392-8180-7f6e5d4c3b2a',
      status: 'PENDING',
    };
    expect(validate(PropertyCustomerInvitation, invitation).ok).toBe(true);
    expect(
      validate(PropertyCustomerInvitation, {
        ...invitation,
        profile_id: 'c3d4e5f6-a7b8-4c9d-ae0f-112233445566',
      }).ok,
    ).toBe(true);
    const { email: _email, ...withoutEmail } = invitation;
    const missing = validate(PropertyCustomerInvitation, withoutEmail);
    expect(missing.ok ? [] : missing.issues.map((i) => i.path)).toEqual(['/email']);
  });

  it('property_checklist has every boolean of §3', () => {
    expect(CHECKLIST_ITEMS).toHaveLength(20);
    const all = Object.fromEntries(CHECKLIST_ITEMS.map((k) => [k, true]));
    expect(
      validate(PropertyChecklist, { property_id: '0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f', ...all }).ok,
    ).toBe(true);
  });

  it('property uses the §3 field names', () => {
    expect(Object.keys(Property.properties)).toEqual([
      'id',
      'appraisal_id',
      'name',
      'slug',
      'label',
      'status',
      'type',
      'price',
      'wished_price',
      'market_price',
      'cap_rate',
      'description',
      'floors',
      'floor_distribution',
      'bathrooms',
      'bedrooms',
      'half_bathrooms',
      'parking_spaces',
      'terraces',
      'built_area',
      'total_area',
      'year_built',
      'street',
      // issue 16: the colonia, for the market's colonia search
      'neighborhood',
      'exterior_number',
      'interior_number',
      'zip',
      'city',
      'state',
      'latitude',
      'longitude',
      'timezone',
      'img_urls',
      'published_at',
      'qr_code_views',
      'rejection_reason',
      'yearly_cleaning',
      'yearly_electricity',
      'yearly_maintenance',
      'yearly_predial',
      'yearly_services',
      'yearly_water',
      'amenities',
      'created_at',
      'updated_at',
    ]);
  });

  it('paginates any item schema', () => {
    const Page = Paginated(Type.Object({ id: Type.String() }));
    expect(validate(Page, { items: [{ id: 'a' }], total: 41, page: 3, pageSize: 20 }).ok).toBe(true);
    expect(validate(Page, { items: [], total: 0, page: 0, pageSize: 20 }).ok).toBe(false);
  });
});

describe('submissions', () => {
  it('every named submission has a valid example', () => {
    for (const name of SUBMISSION_NAMES) {
      const result = checkSubmission(name as SubmissionName, build(name));
      expect(result.ok ? [] : result.issues, name).toEqual([]);
    }
  });

  it('the market query converts its query string', () => {
    const result = validate(
      MarketQuery,
      { state: 'Jalisco', minPrice: '1000000', maxPrice: '5000000', page: '2' },
      { convert: true },
    );
    expect(result).toEqual({
      ok: true,
      value: { state: 'Jalisco', minPrice: 1_000_000, maxPrice: 5_000_000, page: 2 },
    });
    const inverted = checkSubmission('marketQuery', { minPrice: 5_000_000, maxPrice: 1_000_000 });
    expect(inverted.ok ? [] : inverted.issues).toEqual([
      { path: '/maxPrice', key: 'validation.number.min', params: { min: 5_000_000 } },
    ]);
  });
});
