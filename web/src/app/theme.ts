import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { AGAVE, INK, SAND, TERRACOTTA } from '@casona/proto/brand';

// One palette (#16): the colours are proto's brand.ts, which the emails draw from too.
const terracotta: MantineColorsTuple = TERRACOTTA;
const agave: MantineColorsTuple = AGAVE;

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
  black: INK,
  other: { sand: SAND },
});
