/**
 * One palette (#16): proto/src/brand.ts is where a brand colour is written. The SPA's stylesheets read
 * it as CSS custom properties (brand.css, generated from it), its components import it, the emails
 * import it; nobody types a copy of its hex values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { BRAND_COLOR, BRAND_HEXES, brandCss } from '@casona/proto/brand';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '..', '..', '..');
const SOURCES = /\.(ts|tsx|css)$/;
/** Where the palette may be written: its source and the stylesheet generated from it. */
const THE_SOURCE = new Set(['proto/src/brand.ts', 'web/src/app/brand.css']);

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(relative));
    else if (SOURCES.test(entry.name)) out.push(relative);
  }
  return out;
}

/** `#abc` and `#aabbcc` in a text, as lower-case six-digit hex. */
export function hexColours(text: string): string[] {
  return [...text.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)].map(([, hex = '']) =>
    `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`.toLowerCase(),
  );
}

/** Each place a brand colour is typed outside its source: `file: #hex`. */
export function brandCopies(files: { file: string; text: string }[]): string[] {
  const brand = new Set(BRAND_HEXES.map((h) => h.toLowerCase()));
  return files.flatMap(({ file, text }) =>
    THE_SOURCE.has(file)
      ? []
      : hexColours(text).flatMap((hex) => (brand.has(hex) ? [`${file}: ${hex}`] : [])),
  );
}

describe('one palette', () => {
  it('brand.css is the custom properties of proto/src/brand.ts (node web/scripts/brand-css.ts)', () => {
    expect(readFileSync(path.join(REPO, 'web/src/app/brand.css'), 'utf8')).toBe(brandCss());
  });

  it('no source outside brand.ts types a brand colour', () => {
    const roots = [
      'web/src',
      'proto/src',
      'gateway/src',
      ...readdirSync(path.join(REPO, 'services'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `services/${d.name}/src`)
        .filter((dir) => {
          try {
            readdirSync(path.join(REPO, dir));
            return true;
          } catch {
            return false;
          }
        }),
    ];
    const files = roots.flatMap(filesUnder).map((file) => ({
      file,
      text: readFileSync(path.join(REPO, file), 'utf8'),
    }));
    expect(brandCopies(files)).toEqual([]);
  });

  it('would catch a copy, in either spelling, and not the source itself', () => {
    expect(
      brandCopies([
        { file: 'web/src/x.css', text: `a { color: ${BRAND_COLOR.toUpperCase()}; background: #fff; }` },
        { file: 'web/src/y.tsx', text: `fill="${BRAND_HEXES[0]}"` },
        { file: 'proto/src/brand.ts', text: `'${BRAND_HEXES[0]}'` },
      ]),
    ).toEqual([`web/src/x.css: ${BRAND_COLOR}`, `web/src/y.tsx: ${BRAND_HEXES[0]}`]);
  });

  it('the static files a browser reads before the app (theme colour, icon, manifest) use only brand colours', () => {
    const brand = new Set(BRAND_HEXES);
    for (const file of ['web/index.html', 'web/public/favicon.svg', 'web/public/manifest.webmanifest'])
      for (const hex of hexColours(readFileSync(path.join(REPO, file), 'utf8')))
        expect(brand.has(hex), `${file}: ${hex}`).toBe(true);
  });
});
