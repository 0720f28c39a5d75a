/**
 * Validation against the contracts' TypeBox schemas, shared by the services and the SPA's forms.
 *
 * A failure is a list of `ValidationIssue`s: a JSON pointer to the field, a catalogue key and its
 * parameters. Issues are language-free so a service can log them and the HTTP layer can localize
 * them for the caller (`localizeIssues`, `validationErrorBody`). There is at most one issue per field:
 * the one a person can act on first (missing, then wrong type, then everything else).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';

import {
  isMessageKey,
  messageParams,
  translate,
  type Locale,
  type MessageParams,
} from '../i18n/translate.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { registerFormats } from './formats.ts';
import {
  FORMAT_MESSAGES,
  MESSAGE_KEYWORD,
  MESSAGE_PARAMS_KEYWORD,
  REQUIRED_MESSAGE_KEYWORD,
} from './types.ts';

export type ValidationIssue = {
  /** JSON pointer of the field, e.g. '/bedrooms', '/images/3'; '' is the value itself. */
  path: string;
  key: MessageKey;
  params: Record<string, string | number>;
};

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

export type LocalizedIssue = { path: string; message: string };

export type ValidatorOptions = {
  /** Convert strings to the schema's numbers, booleans… first (querystring, params, CSV cells). */
  convert?: boolean;
  /** Fill missing properties from the schema's `default`s (e.g. numeric strings → '0'). */
  defaults?: boolean;
  /** Drop properties the schema does not declare, as Fastify's `removeAdditional` does. */
  clean?: boolean;
};

export type Validator<T> = (value: unknown) => ValidationResult<T>;

// TypeBox stops collecting errors at 8 by default, which hides fields of larger forms. The body
// size limit still bounds the work; 100 covers the largest submission (30 images, every field).
const MAX_ERRORS = 100;
if (Settings.Get().maxErrors < MAX_ERRORS) Settings.Set({ maxErrors: MAX_ERRORS });

// ─── Compiling ──────────────────────────────────────────────────────────────────────────────────

const cache = new WeakMap<TSchema, Map<string, Validator<unknown>>>();

/**
 * A validator for `schema`, compiled once and cached per schema object and options.
 * With options, the value is cloned before conversion, defaults or cleaning: the input is never mutated.
 */
export function compileValidator<S extends TSchema>(
  schema: S,
  options: ValidatorOptions = {},
): Validator<Static<S>> {
  const optionsKey = `${options.convert ? 'c' : ''}${options.defaults ? 'd' : ''}${options.clean ? 'x' : ''}`;
  let bySchema = cache.get(schema);
  const cached = bySchema?.get(optionsKey);
  if (cached) return cached as Validator<Static<S>>;

  registerFormats();
  const compiled = Compile(schema);
  const validator: Validator<Static<S>> = (input) => {
    let value = input;
    if (optionsKey !== '') {
      value = Value.Clone(value);
      if (options.convert) value = Value.Convert(schema, value);
      if (options.defaults) value = Value.Default(schema, value);
      if (options.clean) value = Value.Clean(schema, value);
    }
    const refused = forbiddenCharacterIssues(value);
    if (compiled.Check(value)) {
      return refused.length === 0 ? { ok: true, value: value as Static<S> } : { ok: false, issues: refused };
    }
    const issues = issuesFromErrors(schema, value, compiled.Errors(value));
    if (refused.length === 0) return { ok: false, issues };
    const taken = new Set(refused.map((i) => i.path));
    return { ok: false, issues: [...refused, ...issues.filter((i) => !taken.has(i.path))] };
  };
  if (!bySchema) {
    bySchema = new Map();
    cache.set(schema, bySchema);
  }
  bySchema.set(optionsKey, validator as Validator<unknown>);
  return validator;
}

/** One-off validation with the cached validator of `schema`. */
export function validate<S extends TSchema>(
  schema: S,
  value: unknown,
  options: ValidatorOptions = {},
): ValidationResult<Static<S>> {
  return compileValidator(schema, options)(value);
}

// ─── Characters no text may hold ────────────────────────────────────────────────────────────────

const NUL = '\u0000';

function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1').replaceAll(NUL, '\uFFFD');
}

/**
 * An object of no class: a literal, `Object.create(null)`, or the null-prototype dictionaries query
 * string parsers and routers build. Buffers, dates, streams and the like are not walked.
 */
function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * U+0000 belongs in no text a person types, and PostgreSQL cannot store it in a text column, so a
 * request carrying it used to reach the database and fail there (#11). Every string and every
 * property name holding it is refused here, whatever the schema says and however deep it sits, so
 * each service, form and CSV import refuses it once, in the shared validation. The walk keeps its
 * own stack: a deeply nested body cannot overflow the call stack.
 */
export function forbiddenCharacterIssues(value: unknown): ValidationIssue[] {
  if (typeof value === 'string') return value.includes(NUL) ? [characterIssue('')] : [];
  return containsNul(value) ? nulPaths(value) : [];
}

const characterIssue = (path: string): ValidationIssue => ({
  path,
  key: 'validation.characters',
  params: {},
});

/** The fast pass every request pays: no paths built. */
function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (node.includes(NUL)) return true;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (node !== null && typeof node === 'object' && isPlainObject(node)) {
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        if (key.includes(NUL)) return true;
        stack.push(node[key]);
      }
    }
  }
  return false;
}

/** The slow pass, only for a value that holds one: where each is. */
function nulPaths(value: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  // Depth first, in document order; a refused property name stands for its whole value.
  const stack: [node: unknown, path: string, badKey?: true][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path, badKey] = stack.pop()!;
    if (badKey || (typeof node === 'string' && node.includes(NUL))) {
      issues.push(characterIssue(path));
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], `${path}/${i}`]);
    } else if (node !== null && typeof node === 'object' && isPlainObject(node)) {
      const keys = Object.keys(node);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const at = `${path}/${pointerSegment(key)}`;
        stack.push(key.includes(NUL) ? [undefined, at, true] : [node[key], at]);
      }
    }
  }
  return issues;
}

// ─── From TypeBox errors to issues ──────────────────────────────────────────────────────────────

type RawError = Pick<TLocalizedValidationError, 'keyword' | 'schemaPath' | 'instancePath'> & {
  params: Record<string, unknown>;
};

function decodeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function schemaSegments(schemaPath: string): string[] {
  return schemaPath === '#' ? [] : schemaPath.replace(/^#\//, '').split('/').map(decodeSegment);
}

function resolve(root: unknown, segments: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node !== null && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

function valueAt(root: unknown, instancePath: string): unknown {
  if (instancePath === '') return root;
  let node: unknown = root;
  for (const segment of instancePath.slice(1).split('/').map(decodeSegment)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The schema that failed and its union ancestors at the same instance, innermost first. */
function schemasAt(root: TSchema, schemaPath: string): Record<string, unknown>[] {
  const segments = schemaSegments(schemaPath);
  const out: Record<string, unknown>[] = [];
  for (;;) {
    const node = resolve(root, segments);
    if (node) out.push(node);
    const parent = segments[segments.length - 2];
    if (parent === 'anyOf' || parent === 'oneOf' || parent === 'allOf') segments.length -= 2;
    else return out;
  }
}

const BRANCH_LEVEL_KEYWORDS = new Set(['type', 'const', 'enum']);

/**
 * A failed union reports every branch's errors plus its own. Keep what a person can act on:
 * an enum of the allowed values when every branch is a literal (or null), otherwise the errors of
 * the branch whose type matched the value (e.g. the string branch of a nullable phone).
 */
function collapseUnions(errors: RawError[]): RawError[] {
  let list = errors;
  const unions = errors
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const union of unions) {
    const prefix = `${union.schemaPath}/${union.keyword}/`;
    const branches = new Map<string, RawError[]>();
    for (const e of list) {
      if (!e.schemaPath.startsWith(prefix)) continue;
      const index = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(index, [...(branches.get(index) ?? []), e]);
    }
    const own = (e: RawError) => e.instancePath === union.instancePath;
    const literalOnly =
      branches.size > 0 &&
      [...branches.values()].every(
        (errs) =>
          errs.length === 1 &&
          own(errs[0] as RawError) &&
          (errs[0]?.keyword === 'const' ||
            errs[0]?.keyword === 'enum' ||
            (errs[0]?.keyword === 'type' && errs[0].params['type'] === 'null')),
      );
    let replacement: RawError[];
    if (literalOnly) {
      const allowed = [...branches.values()].flatMap(([e]) =>
        e?.keyword === 'const'
          ? [e.params['allowedValue']]
          : e?.keyword === 'enum'
            ? ((e.params['allowedValues'] as unknown[]) ?? [])
            : [],
      );
      replacement = [
        {
          keyword: 'enum',
          schemaPath: union.schemaPath,
          instancePath: union.instancePath,
          params: { allowedValues: allowed },
        },
      ];
    } else {
      const score = (errs: RawError[]) =>
        errs.some((e) => own(e) && e.keyword === 'type')
          ? 2
          : errs.some((e) => own(e) && BRANCH_LEVEL_KEYWORDS.has(e.keyword))
            ? 1
            : 0;
      const ranked = [...branches.values()].sort((a, b) => score(a) - score(b) || a.length - b.length);
      replacement = ranked[0] ?? [union];
    }
    // The replacement takes the place of the union's first error, so issues keep the fields' order.
    const removed = (e: RawError) => e === union || e.schemaPath.startsWith(prefix);
    const at = list.findIndex(removed);
    const kept = list.filter((e) => !removed(e));
    const before = list.slice(0, at).filter((e) => !removed(e)).length;
    list = [...kept.slice(0, before), ...replacement, ...kept.slice(before)];
  }
  return list;
}

const FORMAT_KEYS: Readonly<Record<string, MessageKey>> = { ...FORMAT_MESSAGES, uri: 'validation.url' };

const TYPE_KEYS: Readonly<Record<string, MessageKey>> = {
  string: 'validation.type.string',
  number: 'validation.type.number',
  integer: 'validation.type.integer',
  boolean: 'validation.type.boolean',
  array: 'validation.type.array',
  object: 'validation.type.object',
};

function num(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : (value as number);
}

function formatValues(values: unknown): string {
  return Array.isArray(values)
    ? values.map((v) => (v === null ? 'null' : String(v))).join(', ')
    : String(values);
}

/** The issue a TypeBox error stands for, before any hint of the schema is applied. */
function plainIssue(e: RawError): Omit<ValidationIssue, 'path'> {
  const p = e.params;
  switch (e.keyword) {
    case 'type': {
      const type = Array.isArray(p['type']) ? p['type'][0] : p['type'];
      return { key: TYPE_KEYS[String(type)] ?? 'validation.type', params: {} };
    }
    case 'enum':
      return { key: 'validation.enum', params: { values: formatValues(p['allowedValues']) } };
    case 'const':
      return { key: 'validation.enum', params: { values: formatValues([p['allowedValue']]) } };
    case 'minLength':
      return num(p['limit']) <= 1
        ? { key: 'validation.required', params: {} }
        : { key: 'validation.string.min', params: { min: num(p['limit']) } };
    case 'maxLength':
      return { key: 'validation.string.max', params: { max: num(p['limit']) } };
    case 'minimum':
      return { key: 'validation.number.min', params: { min: num(p['limit']) } };
    case 'maximum':
      return { key: 'validation.number.max', params: { max: num(p['limit']) } };
    case 'exclusiveMinimum':
      return { key: 'validation.number.gt', params: { min: num(p['limit']) } };
    case 'exclusiveMaximum':
      return { key: 'validation.number.lt', params: { max: num(p['limit']) } };
    case 'multipleOf':
      return { key: 'validation.number.multipleOf', params: { multipleOf: num(p['multipleOf']) } };
    case 'minItems':
      return { key: 'validation.array.min', params: { min: num(p['limit']) } };
    case 'maxItems':
      return { key: 'validation.array.max', params: { max: num(p['limit']) } };
    case 'uniqueItems':
      return { key: 'validation.array.unique', params: {} };
    case 'format':
      return { key: FORMAT_KEYS[String(p['format'])] ?? 'validation.format', params: {} };
    case 'pattern':
      return { key: 'validation.format', params: {} };
    case '~refine': {
      const message = p['message'];
      return { key: isMessageKey(message) ? message : 'validation.invalid', params: {} };
    }
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/** `{min}`/`{max}` from a schema's own bounds, for its hint message. */
function boundsOf(schema: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const k of ['minLength', 'minimum', 'minItems'] as const) {
    if (typeof schema[k] === 'number') out['min'] = schema[k];
  }
  for (const k of ['maxLength', 'maximum', 'maxItems'] as const) {
    if (typeof schema[k] === 'number') out['max'] = schema[k];
  }
  return out;
}

/** Parameters a hint states outright (`x-message-params`); they win over derived bounds. */
function explicitParams(schema: Record<string, unknown>): Record<string, string | number> {
  const extra = schema[MESSAGE_PARAMS_KEYWORD];
  return extra && typeof extra === 'object' ? (extra as Record<string, string | number>) : {};
}

function requiredIssue(root: TSchema, parentSchemaPath: string, path: string): ValidationIssue {
  const property = resolve(root, [
    ...schemaSegments(parentSchemaPath),
    'properties',
    decodeSegment(path.split('/').pop() ?? ''),
  ]);
  const hinted = property?.[REQUIRED_MESSAGE_KEYWORD];
  return { path, key: isMessageKey(hinted) ? hinted : 'validation.required', params: {} };
}

/** Keywords for which an empty string is a field left blank rather than a wrong value. */
const EMPTY_MEANS_MISSING = new Set(['minLength', 'format', 'pattern', 'enum', 'const']);

const RANK: Readonly<Record<string, number>> = { 'validation.required': 0 };
function rank(issue: ValidationIssue): number {
  if (issue.key in RANK) return RANK[issue.key] ?? 0;
  return issue.key.startsWith('validation.type') ? 1 : 2;
}

/** Turns TypeBox's errors for `value` into at most one issue per field. */
export function issuesFromErrors(
  root: TSchema,
  value: unknown,
  errors: readonly TLocalizedValidationError[],
): ValidationIssue[] {
  const raw: RawError[] = errors
    .map((e) => ({
      keyword: e.keyword,
      schemaPath: e.schemaPath,
      instancePath: e.instancePath,
      params: e.params as Record<string, unknown>,
    }))
    // `additionalProperties: false` reports each extra key twice; the keyword error names them all.
    .filter((e) => !(e.keyword === 'boolean' && e.schemaPath.endsWith('/additionalProperties')));

  const issues: ValidationIssue[] = [];
  for (const e of collapseUnions(raw)) {
    if (e.keyword === 'required') {
      for (const name of (e.params['requiredProperties'] as string[] | undefined) ?? []) {
        issues.push(
          requiredIssue(
            root,
            e.schemaPath,
            `${e.instancePath}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          ),
        );
      }
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      for (const name of (e.params['additionalProperties'] as string[] | undefined) ?? []) {
        issues.push({ path: `${e.instancePath}/${name}`, key: 'validation.unknownField', params: {} });
      }
      continue;
    }
    const schemas = schemasAt(root, e.schemaPath);
    const own = schemas[0];
    // An empty string in a required text field is "required", whatever its format or minimum length.
    if (valueAt(value, e.instancePath) === '' && EMPTY_MEANS_MISSING.has(e.keyword)) {
      const hinted = schemas.map((s) => s[REQUIRED_MESSAGE_KEYWORD]).find(isMessageKey);
      issues.push({ path: e.instancePath, key: hinted ?? 'validation.required', params: {} });
      continue;
    }
    const hintedSchema = schemas.find((s) => isMessageKey(s[MESSAGE_KEYWORD]));
    const plain = plainIssue(e);
    if (hintedSchema) {
      const key = hintedSchema[MESSAGE_KEYWORD] as MessageKey;
      const params: Record<string, string | number> = {
        ...(own ? boundsOf(own) : {}),
        ...boundsOf(hintedSchema),
        ...plain.params,
        ...explicitParams(hintedSchema),
      };
      // Only what the hint's message shows: a state hint does not carry the list of 32 states.
      const used = new Set(messageParams(key, 'en'));
      issues.push({
        path: e.instancePath,
        key,
        params: Object.fromEntries(Object.entries(params).filter(([name]) => used.has(name))),
      });
    } else {
      issues.push({ path: e.instancePath, ...plain });
    }
  }
  return firstPerPath(issues);
}

/** Keeps the most actionable issue of each field, in the order the fields were first reported. */
export function firstPerPath(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const byPath = new Map<string, ValidationIssue>();
  for (const issue of issues) {
    const existing = byPath.get(issue.path);
    if (!existing || rank(issue) < rank(existing)) byPath.set(issue.path, issue);
  }
  return [...byPath.values()];
}

// ─── Localizing ─────────────────────────────────────────────────────────────────────────────────

export function localizeIssue(issue: ValidationIssue, locale: Locale): LocalizedIssue {
  return { path: issue.path, message: translate(issue.key, locale, issue.params as MessageParams) };
}

export function localizeIssues(issues: readonly ValidationIssue[], locale: Locale): LocalizedIssue[] {
  return issues.map((issue) => localizeIssue(issue, locale));
}

/** The body of an HTTP 400 answer to an invalid request. */
export const ValidationErrorBody = Type.Object(
  {
    statusCode: Type.Literal(400),
    code: Type.Literal('VALIDATION'),
    message: Type.String({ description: "'Please correct the errors in the form.', localized" }),
    errors: Type.Array(
      Type.Object({
        path: Type.String({ description: "JSON pointer of the field, e.g. '/bedrooms'" }),
        message: Type.String(),
      }),
    ),
  },
  { title: 'ValidationErrorBody', description: 'Invalid request: one localized message per field' },
);
export type ValidationErrorBody = Static<typeof ValidationErrorBody>;

export function validationErrorBody(issues: readonly ValidationIssue[], locale: Locale): ValidationErrorBody {
  return {
    statusCode: 400,
    code: 'VALIDATION',
    message: translate('form.invalid', locale),
    errors: localizeIssues(issues, locale),
  };
}

// ─── Fastify glue (no Fastify import: the shapes are Fastify's validator-compiler contract) ─────

export type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * Thrown (or returned to Fastify) for an invalid request; the error handler answers
 * `validationErrorBody(error.issues, locale)` in the caller's language.
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'VALIDATION';
  readonly issues: ValidationIssue[];
  readonly validationContext: HttpPart | undefined;

  constructor(issues: ValidationIssue[], validationContext?: HttpPart) {
    super(
      `Invalid ${validationContext ?? 'value'}: ${issues.map((i) => `${i.path || '/'} ${i.key}`).join(', ')}`,
    );
    this.name = 'RequestValidationError';
    this.issues = issues;
    this.validationContext = validationContext;
  }
}

export function isRequestValidationError(error: unknown): error is RequestValidationError {
  return error instanceof RequestValidationError;
}

/**
 * A Fastify `validatorCompiler`: `app.setValidatorCompiler(validatorCompiler)`. Query strings,
 * params and headers are converted from strings first; every part gets its defaults filled and
 * undeclared properties removed (Fastify's own Ajv setup does the same).
 */
export function validatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  const part = (httpPart ?? 'body') as HttpPart;
  const check = compileValidator(schema as TSchema, {
    convert: part !== 'body',
    defaults: true,
    clean: true,
  });
  return (data: unknown): { value: unknown } | { error: RequestValidationError } => {
    const result = check(data);
    return result.ok ? { value: result.value } : { error: new RequestValidationError(result.issues, part) };
  };
}
