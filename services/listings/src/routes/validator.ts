import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { compileValidator } from '@casona/proto';

type Kind = 'number' | 'boolean' | 'keep';

interface Field {
  key: string;
  kind: Kind;
  default: unknown;
}

/**
 * The kit's validator (proto's validators, the same localized issues), with a cheaper conversion of
 * text parts. Query strings arrive as text; the kit turns "3" into 3 with TypeBox's generic
 * `Value.Default` + `Value.Convert`, which evaluate the schema on every request: a quarter of the
 * marketplace's CPU in the benchmark. For the flat objects every listings query and path uses, the
 * conversion is planned once per schema instead; anything else falls back to the generic one.
 */
function plan(schema: TSchema): ((data: unknown) => unknown) | null {
  const s = schema as {
    type?: unknown;
    properties?: Record<string, TSchema & { type?: unknown; default?: unknown }>;
  };
  if (s.type !== 'object' || !s.properties) return null;
  const fields: Field[] = Object.entries(s.properties).map(([key, p]) => ({
    key,
    kind: p.type === 'number' || p.type === 'integer' ? 'number' : p.type === 'boolean' ? 'boolean' : 'keep',
    default: p.default,
  }));
  return (data) => {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
    const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    for (const f of fields) {
      const value = out[f.key];
      if (value === undefined) {
        if (f.default !== undefined) out[f.key] = f.default;
      } else if (typeof value === 'string') {
        if (f.kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value)))
          out[f.key] = Number(value);
        else if (f.kind === 'boolean' && (value === 'true' || value === 'false'))
          out[f.key] = value === 'true';
      }
    }
    return out;
  };
}

export function validatorCompiler({ schema, httpPart }: { schema: TSchema; httpPart?: string }) {
  const validate = compileValidator(schema);
  const text = httpPart === 'querystring' || httpPart === 'params' || httpPart === 'headers';
  const convert = text
    ? (plan(schema) ?? ((data: unknown) => Value.Convert(schema, Value.Default(schema, data))))
    : null;
  return (data: unknown) => {
    const result = validate(convert ? convert(data) : data);
    if (result.ok) return { value: result.value };
    const error = Object.assign(new Error('validation failed'), {
      code: 'CASONA_VALIDATION',
      statusCode: 400,
      issues: result.issues.map((i) => ({
        path: `${httpPart === 'body' ? '' : `/${httpPart}`}${i.path}`,
        key: i.key,
        params: i.params,
      })),
    });
    return { error };
  };
}
