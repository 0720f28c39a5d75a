import { defineConfig } from 'vitest/config';

// `pnpm --filter @casona/web test`. The root `pnpm test` runs the same *.spec.ts files as its `web`
// project; files that need a DOM say so with a `// @vitest-environment happy-dom` docblock, so both
// runs behave the same without extra configuration.
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.spec.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
  },
});
