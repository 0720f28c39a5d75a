import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { can } from '@casona/proto/permissions';
import { statementFileName } from '@casona/proto/finance/statement-file';
import { financeStatements } from '@casona/proto/finance/statements';
import type { OwnerStatement } from '@casona/proto/finance/statements';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { api } from '../../../lib/api/client.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { usePropertyName } from '../../../lib/api/property-name.ts';
import { formatDate, formatMoney, intlLocale, type Language } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useEarnings, useStatement } from '../api/performance.ts';
import { IncomeChart } from '../components/income-chart.tsx';
import { addMonths, lastDayOf, monthBars, occupancyAndAdr } from '../performance.ts';

/** This month in Mexico City, as YYYY-MM. */
const currentMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

function PropertyOption({ id }: { id: string }) {
  return <option value={id}>{usePropertyName(id)}</option>;
}

const monthLabeller = (language: Language, style: 'short' | 'long') => {
  const f = new Intl.DateTimeFormat(intlLocale(language), {
    month: style,
    year: style === 'long' ? 'numeric' : '2-digit',
    timeZone: 'UTC',
  });
  return (m: string) => f.format(new Date(`${m}-01T00:00:00Z`));
};

/**
 * /dashboard/performance/rent: for a property whose earnings the person may read (§6), monthly bars
 * of acquired vs upcoming income around the chosen month, the month's occupancy, ADR and expenses,
 * and its owner statement with the PDF in Spanish or English. MXN and USD side by side.
 */
export function RentPerformancePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { property?: string; month?: string };
  const memberships = useMemberships();
  const properties = useMemo(
    () =>
      (memberships.data ?? []).filter((m) => can(m.label, 'earnings', 'select')).map((m) => m.property_id),
    [memberships.data],
  );
  const propertyId =
    search.property && properties.includes(search.property) ? search.property : (properties[0] ?? '');
  const month = search.month ?? currentMonth();
  const from = `${addMonths(month, -6)}-01`;
  const to = lastDayOf(addMonths(month, 5));
  const earnings = useEarnings(propertyId, from, to);
  const statement = useStatement(propertyId, month);
  useDocumentTitle(t('sections.performanceRent.title'));

  const go = (next: { property?: string; month?: string }) =>
    // '.': this page's own path, /dashboard/… or the public demo's /demo/….
    void navigate({ to: '.', search: { property: propertyId, month, ...next } });

  const money = (n: number, currency: 'MXN' | 'USD' = 'MXN') => formatMoney(n, currency, language);
  const bars = earnings.data ? monthBars(earnings.data) : [];
  const current = bars.find((b) => b.month === month);
  const longMonth = monthLabeller(language, 'long');

  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.performanceRent.title')}</Title>
        <Text c="dimmed">{t('sections.performanceRent.description')}</Text>
      </Stack>
      {memberships.isLoading && <Loader />}
      {memberships.isSuccess && properties.length === 0 && <Alert>{t('performance.noProperties')}</Alert>}
      {propertyId !== '' && (
        <>
          <Group align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('performance.property')}
              value={propertyId}
              onChange={(e) => go({ property: e.currentTarget.value })}
              data-testid="performance-property"
            >
              {properties.map((id) => (
                <PropertyOption key={id} id={id} />
              ))}
            </NativeSelect>
            <Group gap="xs" align="center">
              <Button
                variant="default"
                onClick={() => go({ month: addMonths(month, -1) })}
                aria-label={t('performance.previous')}
              >
                ‹
              </Button>
              <Text fw={600} miw={150} ta="center" aria-live="polite" data-testid="performance-month">
                {longMonth(month)}
              </Text>
              <Button
                variant="default"
                onClick={() => go({ month: addMonths(month, 1) })}
                aria-label={t('performance.next')}
              >
                ›
              </Button>
            </Group>
          </Group>

          {earnings.isError && (
            <Alert color="red">{failureText(earnings.error, language, 'error.generic')}</Alert>
          )}
          {earnings.data && (
            <Card withBorder>
              <IncomeChart
                bars={bars}
                selected={month}
                language={language}
                monthLabel={monthLabeller(language, 'short')}
              />
            </Card>
          )}

          {current && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} data-testid="performance-kpis">
              <Kpi
                label={t('performance.kpi.acquired')}
                value={money(current.acquiredMxn)}
                extra={current.acquiredUsd ? money(current.acquiredUsd, 'USD') : undefined}
              />
              <Kpi
                label={t('performance.kpi.upcoming')}
                value={money(current.upcomingMxn)}
                extra={current.upcomingUsd ? money(current.upcomingUsd, 'USD') : undefined}
              />
              {statement.data && <OccupancyKpis statement={statement.data} money={money} />}
              <Kpi label={t('performance.kpi.expenses')} value={money(current.expense)} />
            </SimpleGrid>
          )}

          {statement.isError && (
            <Alert color="red">{failureText(statement.error, language, 'error.generic')}</Alert>
          )}
          {statement.data && <StatementCard statement={statement.data} money={money} language={language} />}
        </>
      )}
    </Stack>
  );
}

function Kpi({ label, value, extra }: { label: string; value: string; extra?: string | undefined }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {extra && <Text size="sm">{extra}</Text>}
    </Card>
  );
}

function OccupancyKpis({ statement, money }: { statement: OwnerStatement; money: (n: number) => string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { occupancy, adr, nights } = occupancyAndAdr(statement);
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 });
  return (
    <>
      <Kpi
        label={t('performance.kpi.occupancy')}
        value={percent.format(occupancy)}
        extra={t('performance.kpi.nights', { count: nights })}
      />
      <Kpi label={t('performance.kpi.adr')} value={adr === null ? '—' : money(adr)} />
    </>
  );
}

function StatementCard({
  statement: s,
  money,
  language,
}: {
  statement: OwnerStatement;
  money: (n: number, currency?: 'MXN' | 'USD') => string;
  language: Language;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<'es' | 'en' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const other: 'es' | 'en' = language === 'es' ? 'en' : 'es';
  const download = async (lang: 'es' | 'en') => {
    setDownloading(lang);
    setFailure(null);
    try {
      const blob = await api(financeStatements.statementPdf, {
        query: { property_id: s.property_id, month: s.month, lang },
        blob: true,
      });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = statementFileName(s.month, lang);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setFailure(failureText(err, language, 'error.generic'));
    } finally {
      setDownloading(null);
    }
  };
  // A charge shown as a negative amount; nothing charged reads $0.00, not -$0.00.
  const negative = (n: number) => (n === 0 ? 0 : -n);
  const rows: [string, string, string?][] = [
    [t('performance.statement.opening'), money(s.opening_balance)],
    [
      t('performance.statement.income'),
      money(s.reservation_income.total_mxn),
      s.reservation_income.USD ? money(s.reservation_income.USD, 'USD') : undefined,
    ],
    [t('performance.statement.otherIncome'), money(s.other_income)],
    [t('performance.statement.expenses'), money(negative(s.total_expenses))],
    [t('performance.statement.fee'), money(negative(s.management_fee.amount))],
    [t('performance.statement.withholding'), money(negative(s.withholding.total))],
    [t('performance.statement.payout'), money(s.payout)],
  ];
  if (s.closing_balance < 0) rows.push([t('performance.statement.carried'), money(s.closing_balance)]);
  return (
    <Card withBorder data-testid="owner-statement">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('performance.statement.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {s.sent_at
              ? t('performance.statement.sent', { date: formatDate(s.sent_at, language) })
              : t('performance.statement.draft')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            onClick={() => void download(language)}
            loading={downloading === language}
            data-testid="statement-pdf"
          >
            {t('performance.statement.download')}
          </Button>
          <Button variant="default" onClick={() => void download(other)} loading={downloading === other}>
            {t('performance.statement.downloadEnglish')}
          </Button>
        </Group>
      </Group>
      {failure && (
        <Alert color="red" mt="sm">
          {failure}
        </Alert>
      )}
      <Table mt="sm" striped>
        <Table.Tbody>
          {rows.map(([label, mxn, usd]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{mxn}</Table.Td>
              <Table.Td ta="right">{usd ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {s.exchange_rate && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('performance.statement.rate', {
            rate: s.exchange_rate.mxn_per_usd,
            date: formatDate(s.exchange_rate.date, language),
            source: s.exchange_rate.source,
          })}
        </Text>
      )}
    </Card>
  );
}
