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
