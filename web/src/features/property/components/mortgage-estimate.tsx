import { Anchor, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../lib/money.ts';
import type { Language } from '../../../lib/money.ts';
import {
  DOWN_PAYMENT_PCT_MAX,
  estimateMortgage,
  MORTGAGE_DEFAULTS,
  RATE_PCT_MAX,
  RATE_PCT_MIN,
  YEARS_MAX,
  YEARS_MIN,
  type MortgageProgram,
} from '../domain/mortgage.ts';
import { Section } from './property-sections.tsx';

const asNumber = (value: string | number): number => (typeof value === 'number' ? value : Number.NaN);

/**
 * What a buyer would pay a month for this home with a bank mortgage or an Infonavit credit: rate, term
 * and down payment are theirs to change, the defaults' sources are named, and it is an estimate.
 */
export function MortgageEstimate({ price, language }: { price: number; language: Language }) {
  const { t } = useTranslation();
  const [program, setProgram] = useState<MortgageProgram>('BANK');
  const [inputs, setInputs] = useState(() => ({ ...MORTGAGE_DEFAULTS.BANK }));
  const choose = (next: MortgageProgram) => {
    setProgram(next);
    setInputs({ ...MORTGAGE_DEFAULTS[next] });
  };
  const estimate = estimateMortgage({ price, ...inputs });
  const money = (n: number) => formatMoney(n, 'MXN', language, { cents: false });
  const source = MORTGAGE_DEFAULTS[program].source;
  return (
    <Section title={t('property.mortgage.title')} testId="property-mortgage">
      <Stack gap="md">
        <SegmentedControl
          value={program}
          onChange={(value) => choose(value as MortgageProgram)}
          data={[
            { value: 'BANK', label: t('property.mortgage.bank') },
            { value: 'INFONAVIT', label: t('property.mortgage.infonavit') },
          ]}
          aria-label={t('property.mortgage.program')}
          w="fit-content"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('property.mortgage.rate')}
            value={inputs.ratePct}
            onChange={(value) => setInputs((s) => ({ ...s, ratePct: asNumber(value) }))}
            min={RATE_PCT_MIN}
            max={RATE_PCT_MAX}
            step={0.25}
            decimalScale={2}
            suffix=" %"
            error={
              inputs.ratePct >= RATE_PCT_MIN && inputs.ratePct <= RATE_PCT_MAX
                ? undefined
                : t('property.mortgage.rateRange', { min: RATE_PCT_MIN, max: RATE_PCT_MAX })
            }
            data-testid="mortgage-rate"
          />
          <NumberInput
            label={t('property.mortgage.years')}
            value={inputs.years}
            onChange={(value) => setInputs((s) => ({ ...s, years: asNumber(value) }))}
            min={YEARS_MIN}
            max={YEARS_MAX}
            allowDecimal={false}
            error={
              Number.isInteger(inputs.years) && inputs.years >= YEARS_MIN && inputs.years <= YEARS_MAX
                ? undefined
                : t('property.mortgage.yearsRange', { min: YEARS_MIN, max: YEARS_MAX })
            }
            data-testid="mortgage-years"
          />
          <NumberInput
            label={t('property.mortgage.downPayment')}
            value={inputs.downPaymentPct}
            onChange={(value) => setInputs((s) => ({ ...s, downPaymentPct: asNumber(value) }))}
            min={0}
            max={DOWN_PAYMENT_PCT_MAX}
            suffix=" %"
            error={
              inputs.downPaymentPct >= 0 && inputs.downPaymentPct <= DOWN_PAYMENT_PCT_MAX
                ? undefined
                : t('property.mortgage.downPaymentRange', { max: DOWN_PAYMENT_PCT_MAX })
            }
            data-testid="mortgage-down-payment"
          />
        </SimpleGrid>
        {estimate && (
          <Stack gap={4} aria-live="polite">
            <Group gap="xs" align="baseline">
              <Text ff="heading" fz={28} fw={700} data-testid="mortgage-monthly">
                {money(estimate.monthlyPayment)}
              </Text>
              <Text c="dimmed">{t('property.mortgage.perMonth')}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('property.mortgage.breakdown', {
                down: money(estimate.downPayment),
                principal: money(estimate.principal),
                interest: money(estimate.totalInterest),
              })}
            </Text>
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {t('property.mortgage.note')}{' '}
          <Anchor
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            underline="always"
            data-testid="mortgage-source"
          >
            {source.name}
          </Anchor>
        </Text>
      </Stack>
    </Section>
  );
}
