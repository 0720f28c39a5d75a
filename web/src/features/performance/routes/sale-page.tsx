import {
  Alert,
  Badge,
  Box,
  Card,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { COMMISSION_COMPANY_ROLE_LABELS } from '@casona/proto/finance/labels';
import { can } from '@casona/proto/permissions';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { usePropertyName } from '../../../lib/api/property-name.ts';
import { formatDate, formatMoney, intlLocale } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useSaleEstimate, useSaleProperty, useSaleTerms, useStatements } from '../api/sale.ts';
import { ToursCard } from '../components/tours-card.tsx';
import { addMonths } from '../performance.ts';
import { mexicoToday, monthsOnSale, priceBars, rateAndNights, type PriceKind } from '../sale.ts';

const COLOURS: Record<PriceKind, string> = { wished: '#8fb3de', market: '#5b7fa8', offered: '#1f3a5f' };
const ESTIMATE_MONTHS = 6;

function PropertyOption({ id }: { id: string }) {
  return <option value={id}>{usePropertyName(id)}</option>;
}

/**
 * /dashboard/performance/sale: the sale side of a property whose commission the person may read
 * (§6) — the owner's wished price, the company's market price and the offered price side by side,
 * how long it has been on sale, its tours and their reviews (§6 tour review read), and the
 * commission estimate that falls every month a sale takes (the server's six entries, from the
 * nightly rate and nights of the property's last three months).
 */
export function SalePerformancePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { property?: string };
  const memberships = useMemberships();
  const properties = useMemo(
    () =>
      (memberships.data ?? []).filter((m) => can(m.label, 'commission', 'select')).map((m) => m.property_id),
    [memberships.data],
  );
  const propertyId =
    search.property && properties.includes(search.property) ? search.property : (properties[0] ?? '');
  const membership = memberships.data?.find((m) => m.property_id === propertyId);
  const readsEarnings = membership !== undefined && can(membership.label, 'earnings', 'select');
  const readsTours = membership !== undefined && can(membership.label, 'tour_review', 'select');
  const today = mexicoToday();
  const months = [1, 2, 3].map((back) => addMonths(today.slice(0, 7), -back));
  const property = useSaleProperty(propertyId);
  const terms = useSaleTerms(propertyId);
  const statements = useStatements(propertyId, months, readsEarnings);
  const loaded = statements.every((s) => s.isSuccess);
  const basis = loaded ? rateAndNights(statements.map((s) => s.data!)) : null;
  const nights = basis ? Array(ESTIMATE_MONTHS).fill(basis.nights).join(',') : '';
  const estimate = useSaleEstimate(propertyId, basis?.adr ?? 0, nights);
  useDocumentTitle(t('sections.performanceSale.title'));

  const money = (n: number) => formatMoney(n, 'MXN', language, { cents: false });
  const percent = new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const onSale = property.data ? monthsOnSale(property.data.published_at, today) : null;
  const bars = property.data ? priceBars(property.data) : [];
  const entries = estimate.data?.entries ?? [];
  const top = Math.max(1, ...entries.map((e) => e.amount));
  const commission = terms.data?.commission ?? null;

  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.performanceSale.title')}</Title>
        <Text c="dimmed">{t('sections.performanceSale.description')}</Text>
      </Stack>
      {memberships.isLoading && <Loader />}
      {memberships.isSuccess && properties.length === 0 && (
        <Alert>{t('performance.sale.noProperties')}</Alert>
      )}
      {propertyId !== '' && (
        <>
          <NativeSelect
            label={t('performance.property')}
            value={propertyId}
            onChange={(e) =>
              void navigate({
                // '.': this page's own path, /dashboard/… or the public demo's /demo/….
                to: '.',
                search: { property: e.currentTarget.value },
              })
            }
            maw={360}
            data-testid="sale-property"
          >
            {properties.map((id) => (
              <PropertyOption key={id} id={id} />
            ))}
          </NativeSelect>

          {property.isError && (
            <Alert color="red">{failureText(property.error, language, 'error.generic')}</Alert>
          )}
          {property.data && (
            <Card withBorder component="section" aria-labelledby="sale-prices">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} fz="lg" id="sale-prices">
                    {t('performance.sale.prices')}
                  </Title>
                  <Badge variant="light" c="dark.7" data-testid="sale-months">
                    {onSale === null
                      ? t('performance.sale.notPublished')
                      : t('performance.sale.onSale', {
                          count: onSale,
                          date: formatDate(property.data.published_at!, language),
                        })}
                  </Badge>
                </Group>
                <Stack gap="xs" data-testid="sale-price-bars">
                  {bars.map((bar) => (
                    <Box key={bar.kind}>
                      <Group justify="space-between" gap="xs">
                        <Text size="sm" fw={600}>
                          {t(`performance.sale.${bar.kind}`)}
                        </Text>
                        <Text size="sm" data-testid={`sale-price-${bar.kind}`}>
                          {bar.amount === null ? t('performance.sale.unknown') : money(bar.amount)}
                          {bar.versusOffered !== null &&
                            ` · ${t('performance.sale.versusOffered', { diff: percent.format(bar.versusOffered) })}`}
                        </Text>
                      </Group>
                      <Box h={14} bg="gray.1" style={{ borderRadius: 7, overflow: 'hidden' }} aria-hidden>
                        <Box h="100%" w={`${bar.share * 100}%`} bg={COLOURS[bar.kind]} />
                      </Box>
                    </Box>
                  ))}
                </Stack>
                <Text size="xs" c="dimmed">
                  {t('performance.sale.pricesHelp')}
                </Text>
              </Stack>
            </Card>
          )}

          {readsTours && (
            <ToursCard key={propertyId} propertyId={propertyId} timeZone={property.data?.timezone} />
          )}

          <Card withBorder component="section" aria-labelledby="sale-commission">
            <Stack gap="sm">
              <Title order={2} fz="lg" id="sale-commission">
                {t('performance.sale.commission')}
              </Title>
              {commission && (
                <Text size="sm" data-testid="sale-terms">
                  {t('performance.sale.terms', {
                    role: COMMISSION_COMPANY_ROLE_LABELS[commission.company_role][language],
                    percentage: commission.company_percentage,
                  })}
                </Text>
              )}
              {!readsEarnings && <Text size="sm">{t('performance.sale.noEarnings')}</Text>}
              {readsEarnings && loaded && !basis && (
                <Text size="sm" data-testid="sale-no-stays">
                  {t('performance.sale.noStays')}
                </Text>
              )}
              {basis && (
                <Text size="sm" c="dimmed">
                  {t('performance.sale.basis', {
                    adr: formatMoney(basis.adr, 'MXN', language),
                    count: basis.nights,
                  })}
                </Text>
              )}
              {estimate.isError && (
                <Alert color="red">{failureText(estimate.error, language, 'error.generic')}</Alert>
              )}
              {entries.length > 0 && (
                <>
                  <Group gap="xs" align="flex-end" h={160} aria-hidden data-testid="sale-estimate-chart">
                    {entries.map((e) => (
                      <Stack
                        key={e.index}
                        gap={2}
                        align="center"
                        justify="flex-end"
                        h="100%"
                        style={{ flex: 1 }}
                      >
                        <Text size="xs">{money(e.amount)}</Text>
                        <Box
                          w="70%"
                          h={`${(e.amount / top) * 120}px`}
                          bg={onSale !== null && Math.min(onSale, 5) === e.index ? 'orange.7' : '#1f3a5f'}
                          style={{ borderRadius: 4 }}
                        />
                        <Text size="xs">{t('finance.estimate.monthN', { month: e.index + 1 })}</Text>
                      </Stack>
                    ))}
                  </Group>
                  <Table data-testid="sale-estimate" verticalSpacing={4}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('finance.estimate.month')}</Table.Th>
                        <Table.Th style={{ textAlign: 'right' }}>{t('finance.estimate.factor')}</Table.Th>
                        <Table.Th style={{ textAlign: 'right' }}>{t('finance.estimate.amount')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {entries.map((e) => (
                        <Table.Tr key={e.index}>
                          <Table.Td>
                            {t('finance.estimate.monthN', { month: e.index + 1 })}
                            {onSale !== null && Math.min(onSale, 5) === e.index && (
                              <Badge ml="xs" size="sm" color="orange" variant="light" c="dark.7">
                                {t('performance.sale.now')}
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'right' }}>
                            {new Intl.NumberFormat(intlLocale(language), {
                              style: 'percent',
                              maximumFractionDigits: 1,
                            }).format(e.factor)}
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'right' }}>
                            {formatMoney(e.amount, 'MXN', language)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </>
              )}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
