/**
 * Writes web/src/app/brand.css from proto/src/brand.ts (the palette's one source, #16), so the SPA's
 * stylesheets read `var(--casona-…)` instead of copies of the hex values. `--check` only compares and
 * exits 1 when the file is stale (web/src/app/brand.spec.ts checks the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { brandCss } from '@casona/proto/brand';

const file = path.resolve(import.meta.dirname, '..', 'src', 'app', 'brand.css');
const wanted = brandCss();
if (process.argv.includes('--check')) {
  const current = readFileSync(file, 'utf8');
  if (current !== wanted) {
    console.error(`${file} is stale: run node web/scripts/brand-css.ts`);
    process.exit(1);
  }
} else writeFileSync(file, wanted);
