/**
 * What a reviewer checks in a Dockerfile, as code: pinned base images, a non-root user, production
 * dependencies only, no secrets baked in, a health check and an exec-form command. Returns the
 * findings; the spec asserts there are none for docker/Dockerfile and that each rule catches the
 * mistake it is for.
 */
import {
  ancestry,
  execForm,
  imageStages,
  parseArg,
  parseDockerfile,
  parseEnv,
  stage,
  substitute,
} from './dockerfile.ts';
import type { Dockerfile, Instruction, Stage } from './dockerfile.ts';

export interface ReviewInput {
  dockerfile: string;
  dockerignore: string;
  /** Reads a file of the build context (repo-relative path); undefined when it does not exist. */
  readFile(path: string): string | undefined;
}

/** Exact release: name:1.2.3[-variant][@sha256:<64 hex>]. */
const PINNED = /^[a-z0-9][a-z0-9._/-]*:\d+\.\d+\.\d+(-[a-z0-9.-]+)?(@sha256:[0-9a-f]{64})?$/;
const SECRET_NAME = /(SECRET|PASSW(OR)?D|TOKEN|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL|AUTH)/i;
const SECRET_VALUE =
  /(-----BEGIN [A-Z ]*PRIVATE KEY-----|\b(sk|rk)_live_|\bwhsec_|\bAKIA[0-9A-Z]{16}\b|:\/\/[^/\s:@]+:[^/\s@]+@)/;
const SECRET_FILE =
  /(^|\/)(\.env(\..*)?|.*\.pem|.*\.key|.*\.p12|id_rsa.*|\.npmrc\.local|credentials(\.json)?)$/;
const PACKAGE_INSTALL = /\b(npm|pnpm|yarn)\s+(install|i|add|ci)\b|\bapt-get\s+install\b|\bapk\s+add\b/;
const REQUIRED_IGNORES = ['**/node_modules', '.git', '**/.env', '**/*.pem', '**/*.key'];

function runs(s: Stage): Instruction[] {
  return s.instructions.filter((i) => i.keyword === 'RUN');
}

/** A RUN line and the text of the repo scripts it runs (`sh docker/x.sh`), for the pnpm checks. */
function commandTexts(run: Instruction, input: ReviewInput): string[] {
  const texts = [run.args];
  for (const m of run.args.matchAll(/\b(?:sh|bash)\s+(\S+\.sh)\b/g)) {
    const script = input.readFile(m[1]!);
    texts.push(script ?? `missing script ${m[1]}`);
  }
  return texts;
}

function pnpmInstalls(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .flatMap((line) => [...line.matchAll(/\bpnpm\s+install\b[^;&|\n]*/g)].map((m) => m[0]));
}

function reviewBases(file: Dockerfile, findings: string[]): void {
  const stageNames = new Set(file.stages.map((s) => s.name));
  for (const s of file.stages) {
    if (stageNames.has(s.from)) continue;
    const image = substitute(s.from, file.globalArgs);
    if (!PINNED.test(image)) {
      findings.push(
        `stage ${s.name}: base image "${image}" is not pinned to an exact version (name:1.2.3, ideally @sha256:…)`,
      );
    } else if (image.startsWith('node:') && !image.startsWith('node:24.')) {
      findings.push(`stage ${s.name}: base image "${image}" is not Node 24 (package.json engines)`);
    }
  }
}

function reviewFinal(file: Dockerfile, target: Stage, input: ReviewInput, findings: string[]): void {
  const chain = ancestry(file, target.name).reverse();
  const all = chain.flatMap((s) => s.instructions);
  const at = `target ${target.name}`;

  const users = all.filter((i) => i.keyword === 'USER').map((i) => i.args);
  const user = users.at(-1);
  if (!user) findings.push(`${at}: runs as root (no USER)`);
  else if (!/^\d+(:\d+)?$/.test(user))
    findings.push(`${at}: USER ${user} is not numeric, so runAsNonRoot cannot verify it`);
  else if (user.split(':')[0] === '0') findings.push(`${at}: USER ${user} is root`);

  const cmd = all.filter((i) => i.keyword === 'CMD').at(-1);
  if (!cmd) findings.push(`${at}: no CMD`);
  else if (!execForm(cmd.args))
    findings.push(`${at}: CMD in shell form; a shell as PID 1 does not pass SIGTERM on`);

  const health = all.filter((i) => i.keyword === 'HEALTHCHECK').at(-1);
  if (!health || /^NONE\b/i.test(health.args)) findings.push(`${at}: no HEALTHCHECK`);

  const env = Object.assign(
    {},
    ...all.filter((i) => i.keyword === 'ENV').map((i) => parseEnv(i.args)),
  ) as Record<string, string>;
  if (env.NODE_ENV !== 'production') findings.push(`${at}: NODE_ENV is not production`);

  for (const s of chain) {
    for (const run of runs(s)) {
      if (PACKAGE_INSTALL.test(run.args)) {
        findings.push(
          `${at}: stage ${s.name} installs packages (line ${run.line}); the final image must hold no package manager run`,
        );
      }
    }
  }

  // What the final image copies from build stages: production installs only, or build output.
  for (const copy of all.filter((i) => i.keyword === 'COPY' && i.flags.from)) {
    const source = stage(file, copy.flags.from!);
    const texts = ancestry(file, source.name)
      .flatMap(runs)
      .flatMap((run) => commandTexts(run, input));
    for (const missing of texts.filter((t) => t.startsWith('missing script '))) {
      findings.push(
        `${at}: stage ${source.name} runs ${missing.slice('missing script '.length)}, which is not in the build context`,
      );
    }
    const installs = texts.flatMap(pnpmInstalls);
    const full = installs.filter((cmd) => !/--prod\b/.test(cmd));
    const copiesBuildOutput = /\/dist\/?(\s|$)/.test(copy.args.split(/\s+/)[0] + ' ');
    if (full.length > 0 && !copiesBuildOutput) {
      findings.push(
        `${at}: copies ${copy.args.split(/\s+/)[0]} from stage ${source.name}, which installs dev dependencies (${full[0]})`,
      );
    }
    for (const cmd of installs) {
      if (!/--frozen-lockfile\b/.test(cmd))
        findings.push(`${at}: stage ${source.name} installs without --frozen-lockfile (${cmd})`);
    }
  }
}

function reviewSecrets(file: Dockerfile, input: ReviewInput, findings: string[]): void {
  const declared: Record<string, string> = { ...file.globalArgs };
  for (const s of file.stages) {
    for (const i of s.instructions) {
      if (i.keyword === 'ARG') Object.assign(declared, parseArg(i.args));
      if (i.keyword === 'ENV') Object.assign(declared, parseEnv(i.args));
      if (i.keyword === 'COPY' && !i.flags.from) {
        const sources = i.args.split(/\s+/).slice(0, -1);
        for (const src of sources) {
          if (SECRET_FILE.test(src.replace(/\/$/, '')))
            findings.push(`line ${i.line}: COPY of a credentials file (${src})`);
          if (
            src.replace(/\/$/, '').endsWith('.npmrc') &&
            /_auth|:_password|_authToken/i.test(input.readFile('.npmrc') ?? '')
          ) {
            findings.push(`line ${i.line}: .npmrc holds registry credentials and is copied into the build`);
          }
        }
      }
    }
  }
  for (const [name, value] of Object.entries(declared)) {
    if (SECRET_NAME.test(name))
      findings.push(
        `ARG/ENV ${name}: a secret-looking name; pass secrets at run time or with RUN --mount=type=secret`,
      );
    if (SECRET_VALUE.test(value)) findings.push(`ARG/ENV ${name}: its value looks like a credential`);
  }
  const ignores = input.dockerignore
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const required of REQUIRED_IGNORES) {
    if (!ignores.includes(required)) findings.push(`.dockerignore does not exclude ${required}`);
  }
}

export function reviewDockerfile(input: ReviewInput): string[] {
  const findings: string[] = [];
  const file = parseDockerfile(input.dockerfile);
  if (file.stages.length === 0) return ['no FROM'];
  reviewBases(file, findings);
  for (const target of imageStages(file)) reviewFinal(file, target, input, findings);
  reviewSecrets(file, input, findings);
  return findings;
}
