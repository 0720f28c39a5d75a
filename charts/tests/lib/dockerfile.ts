/**
 * A small reader of the Dockerfile syntax the project uses: stages, instructions with their
 * flags, ARG/ENV values and exec-form commands. Enough for a review of what an image will be
 * and for replaying a build's file operations without a Docker engine (image-layout.spec.ts).
 */
export interface Instruction {
  keyword: string;
  /** Text after the keyword and its --flags. */
  args: string;
  flags: Record<string, string>;
  line: number;
}

export interface Stage {
  name: string;
  /** Image or earlier stage this stage starts from. */
  from: string;
  line: number;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

function logicalLines(text: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let current = '';
  let start = 0;
  text.split('\n').forEach((raw, i) => {
    const trimmed = raw.trim();
    if (current === '' && (trimmed === '' || trimmed.startsWith('#'))) return;
    // Comment lines inside a continued instruction are dropped, as Docker does.
    if (current !== '' && trimmed.startsWith('#')) return;
    if (current === '') start = i + 1;
    if (trimmed.endsWith('\\')) {
      current += trimmed.slice(0, -1) + ' ';
    } else {
      out.push({ text: (current + trimmed).trim(), line: start });
      current = '';
    }
  });
  if (current !== '') out.push({ text: current.trim(), line: start });
  return out;
}

export function parseDockerfile(text: string): Dockerfile {
  const result: Dockerfile = { globalArgs: {}, stages: [] };
  for (const { text: content, line } of logicalLines(text)) {
    const match = /^(\S+)\s*(.*)$/s.exec(content);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    let rest = match[2]!;
    const flags: Record<string, string> = {};
    if (keyword !== 'HEALTHCHECK' || !/^CMD\b|^NONE\b/.test(rest)) {
      for (;;) {
        const flag = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest);
        if (!flag) break;
        // Repeated flags (several --mount) keep the last; the reader needs only their presence.
        flags[flag[1]!] = flag[2] ?? 'true';
        rest = rest.slice(flag[0].length);
      }
    }
    const instruction: Instruction = { keyword, args: rest.trim(), flags, line };
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!from) throw new Error(`line ${line}: cannot read FROM ${instruction.args}`);
      result.stages.push({
        name: from[2] ?? String(result.stages.length),
        from: from[1]!,
        line,
        instructions: [],
      });
    } else if (result.stages.length === 0) {
      if (keyword === 'ARG') Object.assign(result.globalArgs, parseArg(instruction.args));
    } else {
      result.stages.at(-1)!.instructions.push(instruction);
    }
  }
  return result;
}

export function parseArg(args: string): Record<string, string> {
  const [name, ...value] = args.split('=');
  return { [name!.trim()]: value.join('=') };
}

/** `ENV A=1 B="two words"` or the legacy `ENV A 1`. */
export function parseEnv(args: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(args)) {
    const [name, ...value] = args.split(/\s+/);
    out[name!] = value.join(' ');
    return out;
  }
  const pair = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g;
  for (const m of args.matchAll(pair)) {
    const raw = m[2]!;
    out[m[1]!] = /^["']/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return out;
}

/** `${NAME}` and `$NAME` from the given values (unknown names become empty, as in Docker). */
export function substitute(text: string, values: Record<string, string>): string {
  return text.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_, a, b) => values[a ?? b] ?? '',
  );
}

/** Exec form (`["node", "src/main.ts"]`) or undefined for the shell form. */
export function execForm(args: string): string[] | undefined {
  if (!args.trim().startsWith('[')) return undefined;
  const parsed = JSON.parse(args) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string')) {
    throw new Error(`not an exec-form command: ${args}`);
  }
  return parsed;
}

export function stage(file: Dockerfile, name: string): Stage {
  const found = file.stages.find((s) => s.name === name);
  if (!found) throw new Error(`the Dockerfile has no stage "${name}"`);
  return found;
}

/** The stage and the stages it is built FROM, nearest first. */
export function ancestry(file: Dockerfile, name: string): Stage[] {
  const chain: Stage[] = [];
  let current: Stage | undefined = stage(file, name);
  while (current) {
    chain.push(current);
    const parent: string = current.from;
    current = file.stages.find((s) => s.name === parent);
  }
  return chain;
}

/**
 * Stages that yield a runnable image: a CMD in their ancestry, and not a stage other stages only
 * copy files from. Every one of them is a possible `--target`, so each is reviewed.
 */
export function imageStages(file: Dockerfile): Stage[] {
  const copiedFrom = new Set<string>();
  for (const s of file.stages) {
    for (const i of s.instructions) if (i.keyword === 'COPY' && i.flags.from) copiedFrom.add(i.flags.from);
  }
  return file.stages.filter(
    (s) =>
      !copiedFrom.has(s.name) &&
      ancestry(file, s.name).some((a) => a.instructions.some((i) => i.keyword === 'CMD')),
  );
}
