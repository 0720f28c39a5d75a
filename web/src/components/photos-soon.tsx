import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A home with no photos yet says so ("Fotos próximamente") in a quiet panel — on its market card and
 * in its page's gallery — instead of a drawn façade repeated down the grid that reads as if it were
 * the home. The camera is decorative.
 */
export function PhotosSoon({
  height = 180,
  testId = 'market-card-photos-soon',
}: {
  height?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Center
      h={height}
      bg="var(--mantine-color-gray-1)"
      data-testid={testId}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={6} align="center">
        <svg
          width="36"
          height="36"
          viewBox="0 0 24 24"
          fill="none"
          stroke="var(--mantine-color-gray-6)"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        <Text size="sm" c="dimmed" fw={600}>
          {t('market.results.photosSoon')}
        </Text>
      </Stack>
    </Center>
  );
}
