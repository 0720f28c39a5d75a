import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Terracotta: the colour of Mexican clay roofs and the brand. Shade 8 keeps 4.5:1 on white text. */
const terracotta: MantineColorsTuple = [
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
];

/** Agave green for secondary accents (success, owners' earnings). */
const agave: MantineColorsTuple = [
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
];

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 8, dark: 5 },
  colors: { terracotta, agave },
  fontFamily:
    "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  black: '#1f1a17',
  other: { sand: '#faf6f1' },
});
