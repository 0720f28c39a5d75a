/**
 * SEED_DEMO is one typed setting of each service that seeds a part of the demo (issue 19): read by
 * the service's own config loader (never straight from process.env), listed in its README's settings
 * and in the chart's values, where it is on for all five: a cluster seeds the /demo dashboard the
 * landing links to (its 40-home marketplace is listings' separate SEED_MARKETPLACE).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocumentsConfig } from '@casona/documents/config';
import { loadFinanceConfig } from '@casona/finance/config';
import { loadIdentityConfig } from '@casona/identity/config';
import { loadListingsConfig } from '../../services/listings/src/config.ts';
import { loadMaintenanceConfig } from '@casona/maintenance/config';

const root = path.join(import.meta.dirname, '..', '..');
const loaders: Record<string, (env: NodeJS.ProcessEnv) => { SEED_DEMO: boolean | undefined }> = {
  identity: loadIdentityConfig,
  listings: loadListingsConfig,
  maintenance: loadMaintenanceConfig,
  finance: loadFinanceConfig,
  documents: loadDocumentsConfig,
};
const values = readFileSync(path.join(root, 'charts/casona/values.yaml'), 'utf8');

/** The lines of `services.<name>` in values.yaml (qa does not parse YAML; the chart suites do). */
function chartEntry(service: string): string {
  const start = values.indexOf(`\n  ${service}:\n`);
  if (start < 0) return '';
  const rest = values.slice(start + 1);
  const end = rest.slice(1).search(/\n( {2})?[a-zA-Z]/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

describe.each(Object.entries(loaders))('SEED_DEMO in %s', (service, load) => {
  it('is read by its config loader: true, false, unset or empty = undefined, anything else refused', () => {
    expect(load({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(load({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(load({}).SEED_DEMO).toBeUndefined();
    expect(load({ SEED_DEMO: '' }).SEED_DEMO).toBeUndefined();
    expect(() => load({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it("is listed in the README's settings and turned on in the chart's values", () => {
    const readme = readFileSync(path.join(root, 'services', service, 'README.md'), 'utf8');
    expect(readme).toMatch(/^\| `SEED_DEMO` +\|/m);
    expect(chartEntry(service)).toMatch(/^ {4}env:\n(.*\n)* {6}SEED_DEMO: 'true'$/m);
  });
});
