/**
 * `node qa/scripts/live-openapi.ts <file>`: starts the whole platform as the suites do and writes the
 * gateway's merged API document to <file>, so the fuzz can run against routes not yet in the
 * committed proto/openapi.json (`QA_OPENAPI_FILE=<file> pnpm vitest run qa/src/fuzz.int.spec.ts`).
 * The committed document stays the coordinator's (`pnpm openapi`).
 */
import { writeFile } from 'node:fs/promises';
import { startWholePlatform } from '../src/platform.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: node qa/scripts/live-openapi.ts <file>');
  process.exit(64);
}
const platform = await startWholePlatform('qa-openapi');
try {
  const res = await fetch(`${platform.base}/api/docs/json`);
  const { servers: _servers, ...doc } = (await res.json()) as Record<string, unknown>;
  await writeFile(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.error(`wrote ${out}: ${Object.keys(doc.paths as object).length} paths`);
} finally {
  await platform.stop();
}
