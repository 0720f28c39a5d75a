/** `--name=value` and `--flag` / `--no-flag` arguments, shared by the runner and each benchmark. */
export type Flags = Record<string, string | boolean>;

export function parseFlags(argv: string[]): { names: string[]; flags: Flags } {
  const names: string[] = [];
  const flags: Flags = {};
  for (const arg of argv) {
    if (!arg.startsWith('--')) {
      names.push(arg);
      continue;
    }
    const [key, value] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (value !== undefined) flags[key] = value;
    else if (key.startsWith('no-')) flags[key.slice(3)] = false;
    else flags[key] = true;
  }
  return { names, flags };
}

export function num(flags: Flags, key: string, fallback: number): number {
  const v = flags[key];
  if (v === undefined || typeof v === 'boolean') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${key} must be a non-negative number, got ${v}`);
  return n;
}

export const bool = (flags: Flags, key: string, fallback: boolean): boolean =>
  typeof flags[key] === 'boolean' ? (flags[key] as boolean) : fallback;

export const str = (flags: Flags, key: string, fallback: string): string =>
  typeof flags[key] === 'string' ? (flags[key] as string) : fallback;
