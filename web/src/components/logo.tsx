import { Group, Text } from '@mantine/core';
import { BRAND_COLOR, PAPER } from '@casona/proto/brand';

/** The house mark and the word "Casona"; decorative mark, the word is the name. */
export function Logo({ size = 28, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? PAPER : BRAND_COLOR} />
        <path
          d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z"
          fill={inverted ? BRAND_COLOR : PAPER}
        />
      </svg>
      <Text component="span" ff="heading" fw={700} fz={size * 0.8} c={inverted ? 'white' : 'dark.8'} lh={1}>
        Casona
      </Text>
    </Group>
  );
}
