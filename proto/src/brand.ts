/**
 * Casona's one palette (#16): the SPA's Mantine theme and every email draw their colours from here, so
 * an email looks like the site that sent it. Terracotta (Mexican clay roofs) is the brand; shade 8
 * keeps 4.5:1 with white text, so buttons and links use it.
 */
export const TERRACOTTA = [
  '#fdf3ee',
  '#f7e2d7',
  '#efc2ab',
  '#e7a07c',
  '#e08455',
  '#db733d',
  '#d96930',
  '#c05823',
  '#9a4526',
  '#7d3519',
] as const;

/** Agave green for secondary accents (success, owners' earnings). */
export const AGAVE = [
  '#eef8f4',
  '#dfede7',
  '#bcdacd',
  '#96c6b1',
  '#77b59a',
  '#62ab8b',
  '#56a583',
  '#459070',
  '#2f6b52',
  '#1f5a43',
] as const;

/** The brand colour on white: links, buttons, the wordmark. */
export const BRAND_COLOR = TERRACOTTA[8];
/** A light wash of the brand for quoted blocks. */
export const BRAND_TINT = TERRACOTTA[0];

/** Body text: a warm near-black (the SPA's Mantine `black`). */
export const INK = '#1f1a17';
/** The warm off-white page sections and placeholders sit on. */
export const SAND = '#faf6f1';

/** Secondary text on white and sand: a warm dark grey (10:1 on white). */
export const INK_SOFT = '#4a403a';
/** The footer's night: a deep warm brown under light text. */
export const NIGHT = '#241c18';
/** The warm near-white the wordmark sits on when inverted. */
export const PAPER = '#fff7f2';
/** Hairlines and table borders on sand. */
export const LINE = '#e7ddd4';

/**
 * The palette as CSS custom properties (`--casona-…`): the SPA's stylesheets read these, so a colour
 * is written once, here. web/src/app/brand.css is this text, checked by web/src/app/brand.spec.ts
 * (regenerate with `node web/scripts/brand-css.ts`). Mantine adds its own
 * `--mantine-color-terracotta-N` and `-agave-N` from the same tuples.
 */
export const BRAND_CSS_VARIABLES: Readonly<Record<string, string>> = {
  '--casona-brand': BRAND_COLOR,
  '--casona-brand-tint': BRAND_TINT,
  '--casona-ink': INK,
  '--casona-ink-soft': INK_SOFT,
  '--casona-sand': SAND,
  '--casona-night': NIGHT,
  '--casona-paper': PAPER,
  '--casona-line': LINE,
  ...Object.fromEntries(TERRACOTTA.map((hex, i) => [`--casona-terracotta-${i}`, hex])),
  ...Object.fromEntries(AGAVE.map((hex, i) => [`--casona-agave-${i}`, hex])),
};

/** Every hex colour of the palette, lower-case: what must not be typed anywhere else. */
export const BRAND_HEXES: readonly string[] = [...new Set(Object.values(BRAND_CSS_VARIABLES))];

/** web/src/app/brand.css: the palette's custom properties on :root. */
export function brandCss(): string {
  const lines = Object.entries(BRAND_CSS_VARIABLES).map(([name, hex]) => `  ${name}: ${hex};`);
  return `/* Generated from proto/src/brand.ts by web/scripts/brand-css.ts: edit brand.ts, not this file. */\n:root {\n${lines.join('\n')}\n}\n`;
}
