/**
 * Replays a Dockerfile target's file operations in a directory, without a Docker engine: each
 * stage gets its own root; COPY copies (honouring .dockerignore), RUN runs the same command with
 * `sh -c` in the stage's WORKDIR, ARG/ENV/WORKDIR/USER/CMD/HEALTHCHECK are tracked. What it cannot
 * reproduce it says: the base image's own files are the host's (node, sh, cp), a RUN that installs
 * a tool the host already has is skipped after checking the version, cache mounts map to the
 * host's pnpm store, and stages listed in `skipStages` yield empty directories.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { execForm, parseArg, parseDockerfile, parseEnv, stage, substitute } from './dockerfile.ts';
import type { Dockerfile } from './dockerfile.ts';

export interface ReplayOptions {
  dockerfile: string;
  context: string;
  target: string;
  buildArgs: Record<string, string>;
  /** Empty directory to build the stage roots in. */
  workDir: string;
  /** The host's pnpm store, standing for the Dockerfile's pnpm cache mount. */
  pnpmStore: string;
  /** The host's pnpm version, which must equal the one the Dockerfile installs. */
  pnpmVersion: string;
  skipStages?: string[];
}

export interface ReplayedStage {
  name: string;
  root: string;
  workdir: string;
  env: Record<string, string>;
  user?: string;
  cmd?: string[];
  healthcheck?: string[];
  skippedRuns: string[];
}

export function dockerignoreMatcher(text: string): (relative: string) => boolean {
  const patterns = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  if (patterns.some((p) => p.startsWith('!')))
    throw new Error('.dockerignore exceptions (!) are not supported here');
  const regexes = patterns.map((p) => {
    const source = p
      .replace(/^\/+/, '')
      .replace(/\/+$/, '')
      .split(/(\*\*\/|\/\*\*|\*\*|\*|\?)/)
      .map((part) => {
        if (part === '**/') return '(?:.*/)?';
        if (part === '/**') return '(?:/.*)?';
        if (part === '**') return '.*';
        if (part === '*') return '[^/]*';
        if (part === '?') return '[^/]';
        return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return new RegExp(`^${source}$`);
  });
  return (relative) => {
    const parts = relative.split('/');
    // A path is out when it or any directory above it matches.
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      if (regexes.some((r) => r.test(prefix))) return true;
    }
    return false;
  };
}

function sh(command: string, cwd: string, env: Record<string, string>): void {
  const result = spawnSync('sh', ['-c', command], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`RUN ${command}\nexited ${result.status}\n${result.stdout}\n${result.stderr}`);
  }
}

/** Hard-link copy: stage roots share files instead of duplicating node_modules. */
function linkCopy(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  const result = spawnSync('cp', ['-al', from, to], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cp -al ${from} ${to}: ${result.stderr}`);
}

function inside(root: string, workdir: string, target: string): string {
  return path.join(root, path.posix.isAbsolute(target) ? target : path.posix.join(workdir, target));
}

export function replay(options: ReplayOptions): ReplayedStage {
  const file: Dockerfile = parseDockerfile(readFileSync(options.dockerfile, 'utf8'));
  const ignored = dockerignoreMatcher(readFileSync(path.join(options.context, '.dockerignore'), 'utf8'));
  const done = new Map<string, ReplayedStage>();

  const copyFromContext = (source: string, dest: string, intoDir: boolean) => {
    const from = path.join(options.context, source);
    if (!existsSync(from)) throw new Error(`COPY ${source}: not in the build context`);
    const target = intoDir && !statSync(from).isDirectory() ? path.join(dest, path.basename(source)) : dest;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(from, target, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => {
        const relative = path.relative(options.context, src).split(path.sep).join('/');
        return relative === '' || !ignored(relative);
      },
    });
  };

  const run = (name: string): ReplayedStage => {
    const cached = done.get(name);
    if (cached) return cached;
    const st = stage(file, name);
    const root = path.join(options.workDir, name);
    let state: ReplayedStage;
    if (file.stages.some((s) => s.name === st.from)) {
      const parent = run(st.from);
      linkCopy(parent.root, root);
      state = { ...parent, name, root, env: { ...parent.env }, skippedRuns: [] };
    } else {
      mkdirSync(root, { recursive: true });
      state = { name, root, workdir: '/', env: {}, skippedRuns: [] };
    }
    if (options.skipStages?.includes(name)) {
      done.set(name, state);
      return state;
    }
    const args: Record<string, string> = {};
    const vars = () => ({ ...args, ...state.env });

    for (const instruction of st.instructions) {
      const { keyword, flags } = instruction;
      switch (keyword) {
        case 'ARG': {
          const [argName, value] = Object.entries(parseArg(instruction.args))[0]!;
          args[argName] = options.buildArgs[argName] ?? file.globalArgs[argName] ?? value;
          break;
        }
        case 'ENV':
          for (const [key, value] of Object.entries(parseEnv(instruction.args)))
            state.env[key] = substitute(value, vars());
          break;
        case 'WORKDIR': {
          const dir = substitute(instruction.args, vars());
          state.workdir = path.posix.isAbsolute(dir) ? dir : path.posix.join(state.workdir, dir);
          mkdirSync(path.join(root, state.workdir), { recursive: true });
          break;
        }
        case 'COPY': {
          const parts = substitute(instruction.args, vars()).split(/\s+/);
          const destText = parts.pop()!;
          const dest = inside(root, state.workdir, destText);
          const intoDir = destText.endsWith('/') || parts.length > 1;
          if (intoDir) mkdirSync(dest, { recursive: true });
          for (const source of parts) {
            if (flags.from) {
              const from = run(flags.from);
              const src = path.join(from.root, source);
              if (!existsSync(src)) {
                if (options.skipStages?.includes(flags.from)) {
                  mkdirSync(dest, { recursive: true });
                  continue;
                }
                throw new Error(`COPY --from=${flags.from} ${source}: the stage has no such path`);
              }
              mkdirSync(dest, { recursive: true });
              // Copy a directory's contents (COPY src/ dest/ semantics), hard-linked.
              const result = spawnSync('cp', ['-al', `${src.replace(/\/$/, '')}/.`, dest], {
                encoding: 'utf8',
              });
              if (result.status !== 0)
                throw new Error(`COPY --from=${flags.from} ${source}: ${result.stderr}`);
            } else {
              copyFromContext(source.replace(/\/$/, ''), dest, intoDir);
            }
          }
          break;
        }
        case 'RUN': {
          const command = instruction.args;
          const globalInstall = /^npm install --global\b.*\bpnpm@(\S+)/.exec(command);
          if (globalInstall) {
            if (globalInstall[1] !== options.pnpmVersion) {
              throw new Error(
                `the Dockerfile installs pnpm ${globalInstall[1]}, the workspace uses ${options.pnpmVersion}`,
              );
            }
            state.skippedRuns.push(command);
            break;
          }
          const env: Record<string, string> = {
            PATH: process.env.PATH ?? '/usr/bin:/bin',
            HOME: path.join(options.workDir, 'home'),
            ...vars(),
          };
          const cacheTarget = /target=([^,\s]+)/.exec(flags.mount ?? '')?.[1];
          for (const [key, value] of Object.entries(env))
            if (cacheTarget && value === cacheTarget) env[key] = options.pnpmStore;
          sh(command, path.join(root, state.workdir), env);
          break;
        }
        case 'USER':
          state.user = instruction.args;
          break;
        case 'CMD':
          state.cmd = execForm(instruction.args);
          break;
        case 'HEALTHCHECK': {
          const cmd = /\bCMD\s+(\[.*\])\s*$/s.exec(instruction.args);
          state.healthcheck = cmd ? execForm(cmd[1]!) : undefined;
          break;
        }
        default:
          // EXPOSE, STOPSIGNAL, LABEL: metadata only.
          break;
      }
    }
    done.set(name, state);
    return state;
  };

  return run(options.target);
}
