import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';

import {
  Email,
  Int,
  List,
  Literals,
  Nullable,
  Num,
  NumericString,
  OptionalPhone,
  Password,
  Phone,
  State,
  Str,
  Uuid,
} from './types.ts';
import {
  RequestValidationError,
  ValidationErrorBody,
  compileValidator,
  firstPerPath,
  localizeIssues,
  validate,
  validationErrorBody,
  validatorCompiler,
  type ValidationIssue,
} from './validate.ts';

const ID = '0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f';

function issuesOf(schema: Parameters<typeof validate>[0], value: unknown): ValidationIssue[] {
  const result = validate(schema, value);
  return result.ok ? [] : result.issues;
}

describe('TypeBox errors become message keys with their bounds', () => {
  const Form = Type.Object({
    name: Str({ max: 5 }),
    rooms: Int({ min: 1, max: 10 }),
    ratio: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 }),
    step: Type.Number({ multipleOf: 5 }),
    tags: List(Str(), { min: 1, max: 2, uniqueItems: true }),
    kind: Literals(['A', 'B']),
    union: Type.Union([Type.Literal('X'), Type.Literal('Y')]),
    code: Type.String({ pattern: '^[A-Z]{3}$' }),
    flag: Type.Boolean(),
    id: Uuid(),
  });

  it.each<[string, unknown, Omit<ValidationIssue, 'path'>]>([
    ['name', 'toolong', { key: 'validation.string.max', params: { max: 5 } }],
    ['name', 7, { key: 'validation.type.string', params: {} }],
    ['rooms', 0, { key: 'validation.number.min', params: { min: 1 } }],
    ['rooms', 11, { key: 'validation.number.max', params: { max: 10 } }],
    ['rooms', 2.5, { key: 'validation.type.integer', params: {} }],
    ['ratio', 0, { key: 'validation.number.gt', params: { min: 0 } }],
    ['ratio', 1, { key: 'validation.number.lt', params: { max: 1 } }],
    ['step', 7, { key: 'validation.number.multipleOf', params: { multipleOf: 5 } }],
    ['tags', [], { key: 'validation.array.min', params: { min: 1 } }],
    ['tags', ['a', 'b', 'c'], { key: 'validation.array.max', params: { max: 2 } }],
    ['tags', ['a', 'a'], { key: 'validation.array.unique', params: {} }],
    ['tags', 'a', { key: 'validation.type.array', params: {} }],
    ['kind', 'C', { key: 'validation.enum', params: { values: 'A, B' } }],
    ['union', 'Z', { key: 'validation.enum', params: { values: 'X, Y' } }],
    ['code', 'ab', { key: 'validation.format', params: {} }],
    ['flag', 'true', { key: 'validation.type.boolean', params: {} }],
    ['id', 'nope', { key: 'validation.uuid', params: {} }],
  ])('%s = %j', (field, value, expected) => {
    const valid = {
      name: 'Ana',
      rooms: 2,
      ratio: 0.5,
      step: 10,
      tags: ['a'],
      kind: 'A',
      union: 'X',
      code: 'ABC',
      flag: true,
      id: ID,
    };
    expect(issuesOf(Form, { ...valid, [field]: value })).toEqual([{ path: `/${field}`, ...expected }]);
  });

  it('one issue per missing property, in declaration order', () => {
    expect(issuesOf(Type.Object({ a: Str(), b: Num(), c: Type.Optional(Str()) }), {})).toEqual([
      { path: '/a', key: 'validation.required', params: {} },
      { path: '/b', key: 'validation.required', params: {} },
    ]);
  });

  it('an empty string is a missing value, whatever the format', () => {
    expect(issuesOf(Type.Object({ email: Email(), kind: Literals(['A']) }), { email: '', kind: '' })).toEqual(
      [
        { path: '/email', key: 'validation.required', params: {} },
        { path: '/kind', key: 'validation.required', params: {} },
      ],
    );
  });

  it('names unknown properties when the schema closes the object', () => {
    expect(issuesOf(Type.Object({ a: Str() }, { additionalProperties: false }), { a: 'x', b: 1 })).toEqual([
      { path: '/b', key: 'validation.unknownField', params: {} },
    ]);
  });

  it('reports the value itself with an empty path', () => {
    expect(issuesOf(Type.Object({ a: Str() }), null)).toEqual([
      { path: '', key: 'validation.type.object', params: {} },
    ]);
  });

  it('reports nested paths', () => {
    const Schema = Type.Object({ floors: List(Type.Object({ bedrooms: Int({ min: 0, max: 100 }) })) });
    expect(issuesOf(Schema, { floors: [{ bedrooms: 1 }, { bedrooms: -1 }] })).toEqual([
      { path: '/floors/1/bedrooms', key: 'validation.number.min', params: { min: 0 } },
    ]);
  });

  it('reports every field of a large form, not only the first eight', () => {
    const props = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, Str()]));
    expect(issuesOf(Type.Object(props), {})).toHaveLength(20);
  });
});

describe('unions', () => {
  it('a nullable field reports the failure of its non-null branch', () => {
    expect(issuesOf(Type.Object({ n: Nullable(Str({ max: 3 })) }), { n: 'abcd' })).toEqual([
      { path: '/n', key: 'validation.string.max', params: { max: 3 } },
    ]);
    expect(issuesOf(Type.Object({ n: Nullable(Str()) }), { n: 5 })).toEqual([
      { path: '/n', key: 'validation.type.string', params: {} },
    ]);
    expect(validate(Type.Object({ n: Nullable(Str()) }), { n: null }).ok).toBe(true);
  });

  it('an optional phone accepts blank and null and explains a wrong number', () => {
    const Schema = Type.Object({ phone: Type.Optional(OptionalPhone()) });
    for (const phone of ['', null, '5512345678', undefined])
      expect(validate(Schema, { phone }).ok).toBe(true);
    expect(issuesOf(Schema, { phone: '123' })).toEqual([
      { path: '/phone', key: 'phone.invalid', params: {} },
    ]);
    expect(issuesOf(Schema, { phone: 5512345678 })).toEqual([
      { path: '/phone', key: 'phone.invalid', params: {} },
    ]);
  });
});

describe('message hints', () => {
  it('a hinted schema shows its message with its bounds', () => {
    expect(issuesOf(Type.Object({ p: Password() }), { p: 'short' })).toEqual([
      { path: '/p', key: 'validation.password.length', params: { min: 8, max: 50 } },
    ]);
    expect(issuesOf(Type.Object({ p: Phone() }), { p: 55 })).toEqual([
      { path: '/p', key: 'phone.invalid', params: {} },
    ]);
  });

  it('a long enum answers with its hint, not the list', () => {
    expect(issuesOf(Type.Object({ s: State() }), { s: 'Texas' })).toEqual([
      { path: '/s', key: 'validation.state', params: {} },
    ]);
  });

  it('explicit hint parameters win over derived ones', () => {
    const Schema = Type.Object({
      size: Int({ min: 1, max: 100, message: 'file.pdfTooLarge', messageParams: { max: 4 } }),
    });
    expect(issuesOf(Schema, { size: 101 })).toEqual([
      { path: '/size', key: 'file.pdfTooLarge', params: { max: 4 } },
    ]);
  });

  it('a required hint replaces "This field is required."', () => {
    const Schema = Type.Object({ ics: Str({ requiredMessage: 'validation.icsUrl' }) });
    expect(issuesOf(Schema, {})).toEqual([{ path: '/ics', key: 'validation.icsUrl', params: {} }]);
    expect(issuesOf(Schema, { ics: '' })).toEqual([{ path: '/ics', key: 'validation.icsUrl', params: {} }]);
  });
});

describe('compileValidator', () => {
  it('caches one validator per schema and options', () => {
    const Schema = Type.Object({ a: Str() });
    expect(compileValidator(Schema)).toBe(compileValidator(Schema));
    expect(compileValidator(Schema, { convert: true })).not.toBe(compileValidator(Schema));
  });

  it('converts query strings, fills defaults and drops unknown keys without touching the input', () => {
    const Query = Type.Object({
      page: Type.Optional(Int({ min: 1, max: 100, default: 1 })),
      water: Type.Optional(NumericString()),
    });
    const input = { page: '3', extra: 'x' };
    expect(compileValidator(Query, { convert: true, defaults: true, clean: true })(input)).toEqual({
      ok: true,
      value: { page: 3, water: '0' },
    });
    expect(input).toEqual({ page: '3', extra: 'x' });
    expect(compileValidator(Query)({ page: '3' }).ok).toBe(false);
  });

  it('keeps the most actionable issue per field', () => {
    expect(
      firstPerPath([
        { path: '/a', key: 'validation.string.max', params: {} },
        { path: '/a', key: 'validation.required', params: {} },
        { path: '/b', key: 'validation.format', params: {} },
        { path: '/b', key: 'validation.type.string', params: {} },
      ]),
    ).toEqual([
      { path: '/a', key: 'validation.required', params: {} },
      { path: '/b', key: 'validation.type.string', params: {} },
    ]);
  });
});

describe('the HTTP 400 body', () => {
  const issues: ValidationIssue[] = [
    { path: '/bedrooms', key: 'validation.number.max', params: { max: 100 } },
    { path: '/phone_number', key: 'phone.invalid', params: {} },
  ];

  it('carries the localized form message and one message per field', () => {
    const es = validationErrorBody(issues, 'es');
    expect(es).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Por favor, corrige los errores del formulario.',
      errors: [
        { path: '/bedrooms', message: 'Debe ser menor o igual a 100.' },
        { path: '/phone_number', message: 'El número de teléfono debe tener 10 dígitos.' },
      ],
    });
    expect(validationErrorBody(issues, 'en').message).toBe('Please correct the errors in the form.');
    expect(Compile(ValidationErrorBody).Check(es)).toBe(true);
    expect(localizeIssues(issues, 'en')[1]).toEqual({
      path: '/phone_number',
      message: 'The phone number must be 10 digits.',
    });
  });

  it('the Fastify validator compiler answers a typed error', () => {
    const validateBody = validatorCompiler({ schema: Type.Object({ n: Int() }), httpPart: 'querystring' });
    expect(validateBody({ n: '5' })).toEqual({ value: { n: 5 } });
    const failed = validateBody({ n: 'five' });
    expect('error' in failed && failed.error).toBeInstanceOf(RequestValidationError);
    if ('error' in failed) {
      expect(failed.error.statusCode).toBe(400);
      expect(failed.error.validationContext).toBe('querystring');
      expect(failed.error.issues).toEqual([{ path: '/n', key: 'validation.type.integer', params: {} }]);
    }
  });
});

describe('a NUL character is refused in every string and property name (#11 item 5)', () => {
  const NUL = 'a\u0000b';
  const characters = (path: string): ValidationIssue => ({ path, key: 'validation.characters', params: {} });
  const Form = Type.Object({
    name: Str(),
    note: Type.Optional(Type.String()),
    tags: Type.Array(Type.String()),
    owner: Type.Object({ email: Type.String() }),
    extra: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  });
  const valid = { name: 'Casa', tags: ['a'], owner: { email: 'ana@example.mx' } };

  it('that the schema alone accepts', () => {
    expect(Compile(Form).Check({ ...valid, name: NUL })).toBe(true);
    expect(issuesOf(Form, { ...valid, name: NUL })).toEqual([characters('/name')]);
  });

  it('however deep, in arrays, nested objects and values the schema does not describe', () => {
    expect(
      issuesOf(Form, {
        ...valid,
        tags: ['ok', NUL],
        owner: { email: NUL },
        extra: { deep: [{ deeper: { text: NUL } }] },
      }),
    ).toEqual([characters('/tags/1'), characters('/owner/email'), characters('/extra/deep/0/deeper/text')]);
  });

  it('in property names, without echoing the character in the path', () => {
    expect(issuesOf(Form, { ...valid, extra: { [NUL]: 1, 'x/y': NUL } })).toEqual([
      characters('/extra/a\uFFFDb'),
      characters('/extra/x~1y'),
    ]);
  });

  it('wins over the schema issue of the same field and keeps the others', () => {
    const Schema = Type.Object({ id: Uuid(), rooms: Int({ max: 10 }) });
    expect(issuesOf(Schema, { id: NUL, rooms: 11 })).toEqual([
      characters('/id'),
      { path: '/rooms', key: 'validation.number.max', params: { max: 10 } },
    ]);
  });

  it('with conversion too (query strings and params), and for a bare string', () => {
    const Query = Type.Object({ city: Type.Optional(Type.String()), page: Type.Optional(Type.Integer()) });
    const result = compileValidator(Query, { convert: true, defaults: true, clean: true })({
      city: NUL,
      page: '2',
    });
    expect(result).toEqual({ ok: false, issues: [characters('/city')] });
    expect(issuesOf(Type.String(), NUL)).toEqual([characters('')]);
  });

  it('in the null-prototype dictionaries parsers build, not inside class instances', () => {
    function Dictionary() {}
    Dictionary.prototype = Object.create(null) as object;
    const parsed = new (Dictionary as unknown as new () => Record<string, unknown>)();
    parsed['city'] = NUL;
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { q: NUL });
    expect(issuesOf(Type.Unknown(), { parsed, bare })).toEqual([
      characters('/parsed/city'),
      characters('/bare/q'),
    ]);
    class Holder {
      text = NUL;
    }
    expect(issuesOf(Type.Unknown(), { holder: new Holder(), bytes: new Uint8Array([0, 1]) })).toEqual([]);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = NUL;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const issues = issuesOf(Type.Unknown(), deep);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.key).toBe('validation.characters');
  });

  it('reads "contains characters that are not allowed" in both languages', () => {
    const body = (locale: 'en' | 'es') =>
      validationErrorBody(issuesOf(Form, { ...valid, name: NUL }), locale);
    expect(body('en').errors).toEqual([
      { path: '/name', message: 'This value contains characters that are not allowed.' },
    ]);
    expect(body('es').errors).toEqual([
      { path: '/name', message: 'Este valor contiene caracteres no permitidos.' },
    ]);
  });
});
