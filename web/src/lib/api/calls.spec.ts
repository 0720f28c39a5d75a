import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|typetest)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the SPA calls the API only through api(<route definition>)', () => {
  it('no screen or helper calls the transport with a hand-written path and answer type', () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path))
      // Only the client itself calls the transport: no exception, every endpoint has a proto route.
      .filter((path) => !['lib/api/transport.ts', 'lib/api/client.ts'].includes(path))
      .filter((path) => /\brequest\s*[<(]/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('contracts.ts only re-exports proto: no hand-written API types', () => {
    const contracts = readFileSync(join(SRC, 'lib/api/contracts.ts'), 'utf8');
    expect(contracts).not.toMatch(/^\s*(export\s+)?(type|interface)\s+\w+/m);
  });
});
