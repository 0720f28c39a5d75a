import { Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { COMMISSION_ESTIMATE_MAX_ENTRIES } from '@casona/proto/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { formatMoney, intlLocale } from '../../../lib/format.ts';
import { CURRENCY_PREFIX } from '../../../lib/money.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useCommissionEstimate } from '../api/terms.ts';

const NIGHTS_MAX = 31;

/**
 * The commission estimate (§9): the average daily rate times each month's nights times a factor
 * that falls 1.5 points a month (0.85 + 0.2 − 0.015 × index), for at most six months — the server's
 * figures, asked again as the numbers change.
 */
export function CommissionEstimate({ initialRate }: { initialRate?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [rate, setRate] = useState<number | ''>(initialRate ?? '');
  const [nights, setNights] = useState<(number | '')[]>(Array(COMMISSION_ESTIMATE_MAX_ENTRIES).fill(''));
  const filled = nights.filter((n): n is number => typeof n === 'number');
  const list = filled.map((n) => Math.min(NIGHTS_MAX, Math.max(0, Math.round(n)))).join(',');
  const [key] = useDebouncedValue(`${typeof rate === 'number' ? rate : 0}|${list}`, 250);
  const [queryRate, queryList] = [Number(key.split('|')[0]), key.split('|')[1] ?? ''];
  const estimate = useCommissionEstimate(queryRate, queryList, queryRate > 0 && queryList !== '');
  const total = estimate.data?.entries.reduce((sum, e) => sum + e.amount, 0) ?? 0;
  return (
    <Stack gap="sm" data-testid="commission-estimate">
      <Text size="sm" c="dimmed">
        {t('finance.estimate.help')}
      </Text>
      <NumberInput
        label={t('finance.estimate.rate')}
        prefix={`${CURRENCY_PREFIX.MXN} `}
        thousandSeparator=","
        decimalScale={2}
        min={0}
        max={1_000_000}
        allowNegative={false}
        hideControls
        value={rate}
        onChange={(v) => setRate(typeof v === 'number' ? v : '')}
        maw={260}
        data-testid="estimate-rate"
      />
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {nights.map((value, index) => (
          <NumberInput
            key={index}
            label={t('finance.estimate.monthNights', { month: index + 1 })}
            min={0}
            max={NIGHTS_MAX}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={value}
            onChange={(v) =>
              setNights((current) =>
                current.map((n, i) => (i === index ? (typeof v === 'number' ? v : '') : n)),
              )
            }
            data-testid="estimate-nights"
          />
        ))}
      </SimpleGrid>
      {estimate.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failureText(estimate.error, language, 'error.generic')}
        </Text>
      )}
      {estimate.data && estimate.data.entries.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table data-testid="estimate-table" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('finance.estimate.month')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('finance.estimate.nights')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('finance.estimate.factor')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('finance.estimate.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {estimate.data.entries.map((entry) => (
                <Table.Tr key={entry.index} data-testid="estimate-row">
                  <Table.Td>{t('finance.estimate.monthN', { month: entry.index + 1 })}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{entry.nights}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {(entry.factor * 100).toLocaleString(intlLocale(language), { maximumFractionDigits: 1 })}{' '}
                    %
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {formatMoney(entry.amount, 'MXN', language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {estimate.data && estimate.data.entries.length > 0 && (
        <Group justify="flex-end">
          <Text fw={600} data-testid="estimate-total">
            {t('finance.estimate.total', { amount: formatMoney(total, 'MXN', language) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
