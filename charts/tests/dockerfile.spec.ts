import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageStages, parseDockerfile } from './lib/dockerfile.ts';
import { repoRoot } from './lib/render.ts';
import { reviewDockerfile, type ReviewInput } from './lib/review.ts';

const dockerDir = path.join(repoRoot, 'docker');
const readFile = (relative: string) => {
  const file = path.join(repoRoot, relative);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
const dockerignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8');
const dockerfiles = readdirSync(dockerDir).filter((f) => f === 'Dockerfile' || f.endsWith('.Dockerfile'));
const real = readFileSync(path.join(dockerDir, 'Dockerfile'), 'utf8');

function review(dockerfile: string, overrides: Partial<ReviewInput> = {}): string[] {
  return reviewDockerfile({ dockerfile, dockerignore, readFile, ...overrides });
}

describe.each(dockerfiles)('docker/%s', (name) => {
  const text = readFileSync(path.join(dockerDir, name), 'utf8');

  it('passes review: pinned base, non-root user, production dependencies, no secrets, health check', () => {
    expect(review(text)).toEqual([]);
  });

  it('produces the gateway and service images, and their skaffold dev variants', () => {
    const names = imageStages(parseDockerfile(text)).map((s) => s.name);
    expect(names.sort()).toEqual(['dev', 'gateway', 'gateway-dev', 'runtime', 'service']);
  });
});

describe('the Dockerfile review bites', () => {
  const swap = (from: string | RegExp, to: string) => {
    const changed = real.replace(from, to);
    expect(changed, `the Dockerfile no longer contains ${String(from)}`).not.toBe(real);
    return changed;
  };

  it.each([
    [
      'a floating base tag',
      () => review(swap(/FROM node:24\.\d+\.\d+-bookworm-slim/, 'FROM node:24-bookworm-slim')),
      /not pinned to an exact version/,
    ],
    ['latest', () => review(swap(/FROM node:24\.\d+\.\d+-bookworm-slim/, 'FROM node:latest')), /not pinned/],
    ['another Node major', () => review(swap(/FROM node:24\.\d+\.\d+/, 'FROM node:22.11.0')), /not Node 24/],
    ['no USER', () => review(swap(/^USER .*$/m, '')), /runs as root \(no USER\)/],
    ['USER root', () => review(swap(/^USER .*$/m, 'USER 0')), /USER 0 is root/],
    ['a user name', () => review(swap(/^USER .*$/m, 'USER node')), /not numeric/],
    [
      'a secret in ENV',
      () =>
        review(swap(/^ENV NODE_ENV=production/m, 'ENV STRIPE_SECRET_KEY=sk_live_abc NODE_ENV=production')),
      /STRIPE_SECRET_KEY: a secret-looking name/,
    ],
    [
      'a credential in a URL',
      () =>
        review(
          swap(/^ENV NODE_ENV=production/m, 'ENV DB=postgres://casona:hunter2@db/casona NODE_ENV=production'),
        ),
      /looks like a credential/,
    ],
    [
      'a build-arg token',
      () => review(swap(/^ARG APP_DIR=gateway$/m, 'ARG NPM_TOKEN')),
      /NPM_TOKEN: a secret-looking name/,
    ],
    [
      'copying .env',
      () =>
        review(
          swap('COPY docker/install-prod.sh docker/install-prod.sh', 'COPY .env docker/install-prod.sh ./'),
        ),
      /COPY of a credentials file/,
    ],
    [
      'dev dependencies',
      () => review(real, { readFile: (f) => readFile(f)?.replace('--prod ', '') }),
      /installs dev dependencies/,
    ],
    [
      'no lockfile check',
      () => review(real, { readFile: (f) => readFile(f)?.replace('--frozen-lockfile ', '') }),
      /without --frozen-lockfile/,
    ],
    [
      'the install script missing',
      () => review(real, { readFile: (f) => (f.endsWith('.sh') ? undefined : readFile(f)) }),
      /install-prod\.sh, which is not in the build context/,
    ],
    [
      'pnpm in the final image',
      () => review(swap('FROM node AS runtime', 'FROM pnpm AS runtime')),
      /installs packages/,
    ],
    ['no HEALTHCHECK', () => review(swap(/^HEALTHCHECK [\s\S]*?\]\n/m, '')), /no HEALTHCHECK/],
    [
      'a shell-form CMD',
      () => review(swap('CMD ["node", "src/main.ts"]', 'CMD node src/main.ts')),
      /shell form/,
    ],
    [
      'NODE_ENV not production',
      () => review(swap('NODE_ENV=production', 'NODE_ENV=development')),
      /NODE_ENV is not production/,
    ],
    [
      'node_modules in the build context',
      () => review(real, { dockerignore: dockerignore.replace('**/node_modules\n', '') }),
      /does not exclude \*\*\/node_modules/,
    ],
  ])('catches %s', (_what, run, finding) => {
    const findings = run();
    expect(
      findings.some((f) => finding.test(f)),
      findings.join('\n'),
    ).toBe(true);
  });
});
