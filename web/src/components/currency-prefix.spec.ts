/**
 * Money shows MX$ / US$ (#16 item 3): an amount field's prefix comes from the shared money formatter
 * (CURRENCY_PREFIX), never a hand-typed "$", which reads as dollars to half the visitors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '..');

function tsxUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxUnder(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Props that put a bare "$" before an amount: `prefix="$"`, `leftSection={'$ '}` and the like. */
export function bareDollars(text: string): string[] {
  return [...text.matchAll(/\b(prefix|leftSection|rightSection)=\{?\s*["'`]\s*\$\s*["'`]\s*\}?/g)].map(
    ([match]) => match,
  );
}

describe('currency prefixes', () => {
  it('no amount field of the SPA writes a bare "$"', () => {
    const found = tsxUnder(WEB_SRC).flatMap((file) =>
      bareDollars(readFileSync(file, 'utf8')).map((m) => `${path.relative(WEB_SRC, file)}: ${m}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch one, and lets MX$ through', () => {
    expect(bareDollars('<NumberInput prefix="$" /> <X leftSection={\'$ \'} />')).toHaveLength(2);
    expect(bareDollars('<NumberInput prefix={`${CURRENCY_PREFIX.MXN} `} prefix="MX$" />')).toEqual([]);
  });
});
