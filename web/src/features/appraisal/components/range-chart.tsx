/**
 * The 80 % range as a chart: a band from the minimum to the maximum with the estimate marked, and
 * the comparables' prices as ticks on the same scale, so the owner sees where their number sits.
 */
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatMoneyCompact } from '../../../lib/money.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

export function RangeChart({
  min,
  price,
  max,
  comparables,
}: {
  min: number;
  price: number;
  max: number;
  comparables: readonly number[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number) => formatMoneyCompact(value, 'MXN', language);
  const values = [min, price, max, ...comparables];
  const lo = Math.min(...values) * 0.95;
  const hi = Math.max(...values) * 1.05;
  const x = (value: number) => (hi > lo ? ((value - lo) / (hi - lo)) * 100 : 50);
  return (
    <Box data-testid="appraisal-range-chart">
      <svg
        viewBox="0 0 100 24"
        preserveAspectRatio="none"
        role="img"
        aria-label={t('appraisal.rangeChart', { min: money(min), price: money(price), max: money(max) })}
        style={{ width: '100%', height: 56, display: 'block' }}
      >
        <rect x="0" y="11" width="100" height="2" fill="var(--mantine-color-gray-3)" />
        {comparables.map((value, i) => (
          <rect key={i} x={x(value) - 0.2} y="7" width="0.4" height="10" fill="var(--mantine-color-gray-6)" />
        ))}
        <rect
          x={x(min)}
          y="6"
          width={Math.max(0.5, x(max) - x(min))}
          height="12"
          rx="2"
          fill="var(--mantine-color-agave-3, #9fd8c2)"
          opacity="0.8"
        />
        <rect
          x={x(price) - 0.6}
          y="2"
          width="1.2"
          height="20"
          fill="var(--mantine-color-terracotta-7, #b0502e)"
        />
      </svg>
      <Group justify="space-between" mt={4}>
        <Text size="sm" c="dimmed">
          {t('appraisal.low')}: <b>{money(min)}</b>
        </Text>
        <Text size="sm">
          {t('appraisal.mid')}: <b>{money(price)}</b>
        </Text>
        <Text size="sm" c="dimmed">
          {t('appraisal.high')}: <b>{money(max)}</b>
        </Text>
      </Group>
    </Box>
  );
}
