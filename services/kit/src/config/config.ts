/**
 * Configuration comes from the environment and is checked once, at start. A service that is missing
 * something refuses to start with one error that lists every problem, instead of failing later on
 * the first request that needs the value.
 */

type Kind = 'string' | 'url' | 'int' | 'bool' | 'list';

interface Field<K extends Kind, Present extends boolean> {
  kind: K;
  required: boolean;
  /** Type-level only: true when the value is always there (required, or has a default). */
  present?: Present;
  default?: string;
  description: string;
  /** Hidden in logs and error messages. */
  secret?: boolean;
}

type ValueOf<K extends Kind> = K extends 'int'
  ? number
  : K extends 'bool'
    ? boolean
    : K extends 'list'
      ? string[]
      : string;

export type ConfigSpec = Record<string, Field<Kind, boolean>>;

export type ConfigOf<S extends ConfigSpec> = {
  [N in keyof S]: S[N] extends Field<infer K, infer P>
    ? P extends true
      ? ValueOf<K>
      : ValueOf<K> | undefined
    : never;
};

type Options<D extends string | undefined> = { default?: D; secret?: boolean };
type HasDefault<D> = D extends string ? true : false;

export const env = {
  string: <D extends string | undefined = undefined>(description: string, options: Options<D> = {}) =>
    ({ kind: 'string', required: false, description, ...options }) as Field<'string', HasDefault<D>>,
  requiredString: (description: string, options: { secret?: boolean } = {}) =>
    ({ kind: 'string', required: true, description, ...options }) as Field<'string', true>,
  url: <D extends string | undefined = undefined>(description: string, options: Options<D> = {}) =>
    ({ kind: 'url', required: false, description, ...options }) as Field<'url', HasDefault<D>>,
  requiredUrl: (description: string, options: { secret?: boolean } = {}) =>
    ({ kind: 'url', required: true, description, ...options }) as Field<'url', true>,
  int: (description: string, defaultValue: number) =>
    ({ kind: 'int', required: false, description, default: String(defaultValue) }) as Field<'int', true>,
  bool: (description: string, defaultValue: boolean) =>
    ({ kind: 'bool', required: false, description, default: String(defaultValue) }) as Field<'bool', true>,
  /** Comma-separated; unset means an empty list. */
  list: (description: string, defaultValue = '') =>
    ({ kind: 'list', required: false, description, default: defaultValue }) as Field<'list', true>,
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(scope: string, problems: string[]) {
    super(`Invalid configuration for ${scope}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function parse(kind: Kind, raw: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  switch (kind) {
    case 'string':
      return { ok: true, value: raw };
    case 'url':
      try {
        new URL(raw);
        return { ok: true, value: raw };
      } catch {
        return { ok: false, reason: 'is not a valid URL' };
      }
    case 'int': {
      if (!/^-?\d+$/.test(raw.trim())) return { ok: false, reason: 'must be a whole number' };
      return { ok: true, value: Number.parseInt(raw, 10) };
    }
    case 'bool': {
      const v = raw.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(v)) return { ok: true, value: true };
      if (['0', 'false', 'no', 'off', ''].includes(v)) return { ok: true, value: false };
      return { ok: false, reason: 'must be true or false' };
    }
    case 'list':
      return {
        ok: true,
        value: raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      };
  }
}

/** Reads and checks every field of `spec` from `source`; throws one ConfigError listing all problems. */
export function loadConfig<S extends ConfigSpec>(
  scope: string,
  spec: S,
  source: NodeJS.ProcessEnv = process.env,
): ConfigOf<S> {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) {
    const raw = source[name] !== undefined && source[name] !== '' ? source[name] : field.default;
    if (raw === undefined) {
      if (field.required) problems.push(`${name} is missing (${field.description})`);
      out[name] = undefined;
      continue;
    }
    const parsed = parse(field.kind, raw);
    if (!parsed.ok) {
      problems.push(
        `${name} ${parsed.reason}${field.secret ? '' : ` (got "${raw}")`} (${field.description})`,
      );
      continue;
    }
    out[name] = parsed.value;
  }
  if (problems.length > 0) throw new ConfigError(scope, problems);
  return out as ConfigOf<S>;
}
