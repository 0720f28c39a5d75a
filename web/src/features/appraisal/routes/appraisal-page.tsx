/**
 * /appraisal/{id} (optional fqs=true): the price with its 80 % range as a chart, the comparables on
 * the market's map, the short-term-rental earnings and cap rate as ranges, the §9 bullets, and the
 * price feedback form. Public by its unguessable id, so the owner can share it.
 */
import {
  Alert,
  Card,
  Container,
  Grid,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';
import { MarketMap, type MapPoint } from '../../../components/map/lazy-maps.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatMoney, formatMoneyCompact, formatNumber } from '../../../lib/money.ts';
import { useAppraisal } from '../api/appraisal.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { RangeChart } from '../components/range-chart.tsx';

const route = getRouteApi('/public/appraisal/$id');

const percent = (value: number, language: 'es' | 'en') =>
  new Intl.NumberFormat(language === 'es' ? 'es-MX' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value);

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={20}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

export function AppraisalPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const { id } = route.useParams();
  const { fqs } = route.useSearch();
  const query = useAppraisal(id);
  const appraisal = query.data;
  useDocumentTitle(t('appraisal.title'));

  useEffect(() => {
    if (fqs && appraisal) document.getElementById('feedback')?.scrollIntoView();
  }, [fqs, appraisal]);

  const points = useMemo<MapPoint[]>(
    () =>
      (appraisal?.comparables ?? []).map((c) => ({
        id: c.id,
        slug: c.id,
        price: c.price,
        latitude: c.latitude,
        longitude: c.longitude,
      })),
    [appraisal],
  );

  const money = (value: number) => formatMoney(value, 'MXN', language, { cents: false });
  const compact = (value: number) => formatMoneyCompact(value, 'MXN', language);
  const range = (low: string, high: string) => t('appraisal.rangeOf', { low, high });

  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        {query.isPending && (
          <Group>
            <Loader size="sm" aria-hidden />
            <Text>{t('appraisal.loading')}</Text>
          </Group>
        )}
        {query.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="appraisal-error">
            {query.error instanceof ApiError && query.error.status === 404
              ? message('appraisal.notFound')
              : message('appraisal.error')}
          </Alert>
        )}
        {appraisal && (
          <>
            <Stack gap={4}>
              <Text c="terracotta.8" fw={700} tt="uppercase" size="sm">
                {t('appraisal.title')}
              </Text>
              <Title order={1} fz={{ base: 26, md: 34 }} data-testid="appraisal-address">
                {appraisal.search_address_string}
              </Title>
              <Text c="dimmed">
                {t('appraisal.figures', {
                  built: formatNumber(appraisal.built_area, language),
                  bedrooms: appraisal.bedrooms,
                  bathrooms: appraisal.bathrooms,
                })}
              </Text>
            </Stack>

            <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="price-title">
              <Stack gap="sm">
                <Text size="sm" c="dimmed" id="price-title">
                  {t('appraisal.price')}
                </Text>
                <Text
                  ff="heading"
                  fz={{ base: 36, md: 48 }}
                  fw={700}
                  c="agave.9"
                  data-testid="appraisal-price"
                >
                  {money(appraisal.price)}
                </Text>
                <Text fw={600} data-testid="appraisal-range">
                  {t('appraisal.range', { min: money(appraisal.min_price), max: money(appraisal.max_price) })}
                </Text>
                <RangeChart
                  min={appraisal.min_price}
                  price={appraisal.price}
                  max={appraisal.max_price}
                  comparables={appraisal.comparables.map((c) => c.price)}
                />
                <Text size="sm" c="dimmed">
                  {t('appraisal.rangeNote')}
                </Text>
              </Stack>
            </Card>

            <Stack gap="sm" component="section" aria-labelledby="comparables-title">
              <Title order={2} fz={24} id="comparables-title">
                {t('appraisal.comparables')}
              </Title>
              <Text size="sm" c="dimmed" data-testid="appraisal-comparables-count">
                {t('appraisal.comparablesCount', { count: appraisal.comparables.length })}
              </Text>
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <MarketMap
                    points={points}
                    label={t('appraisal.mapLabel')}
                    priceLabel={compact}
                    clusterLabel={(count) => t('appraisal.clusterLabel', { count })}
                    pointLabel={(price) => t('appraisal.pointLabel', { price: money(price) })}
                    onOpen={() => undefined}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Stack gap={6} data-testid="appraisal-comparables">
                    {appraisal.comparables.slice(0, 8).map((c) => (
                      <Group
                        key={c.id}
                        justify="space-between"
                        wrap="nowrap"
                        data-testid="appraisal-comparable"
                      >
                        <Text size="sm" fw={600}>
                          {compact(c.price)}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {c.built_area
                            ? `${t('appraisal.builtArea', { area: formatNumber(c.built_area, language) })} · `
                            : ''}
                          {t('appraisal.distance', {
                            meters: formatNumber(Math.round(c.distance_m), language),
                          })}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </Grid.Col>
              </Grid>
            </Stack>

            <Stack
              gap="sm"
              component="section"
              aria-labelledby="earnings-title"
              data-testid="appraisal-earnings"
            >
              <Title order={2} fz={24} id="earnings-title">
                {t('appraisal.earnings')}
              </Title>
              {appraisal.earnings.available &&
              appraisal.earnings.adr &&
              appraisal.earnings.occupancy &&
              appraisal.earnings.monthly_earnings &&
              appraisal.earnings.cap_rate ? (
                <>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                    <Figure
                      testId="appraisal-adr"
                      label={t('appraisal.adr')}
                      value={range(compact(appraisal.earnings.adr.low), compact(appraisal.earnings.adr.high))}
                    />
                    <Figure
                      testId="appraisal-occupancy"
                      label={t('appraisal.occupancy')}
                      value={range(
                        percent(appraisal.earnings.occupancy.low, language),
                        percent(appraisal.earnings.occupancy.high, language),
                      )}
                    />
                    <Figure
                      testId="appraisal-monthly"
                      label={t('appraisal.monthly')}
                      value={range(
                        compact(appraisal.earnings.monthly_earnings.low),
                        compact(appraisal.earnings.monthly_earnings.high),
                      )}
                    />
                    <Figure
                      testId="appraisal-cap-rate"
                      label={t('appraisal.capRate')}
                      value={range(
                        percent(appraisal.earnings.cap_rate.low, language),
                        percent(appraisal.earnings.cap_rate.high, language),
                      )}
                      note={t('appraisal.capRateNote')}
                    />
                  </SimpleGrid>
                  <Text size="sm" c="dimmed">
                    {t('appraisal.earningsNote')}
                  </Text>
                </>
              ) : (
                <Text data-testid="appraisal-earnings-unavailable">{t('appraisal.earningsUnavailable')}</Text>
              )}
            </Stack>

            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack gap="sm" component="section" aria-labelledby="bullets-title">
                  <Title order={2} fz={22} id="bullets-title">
                    {t('appraisal.bulletsTitle')}
                  </Title>
                  <List spacing="xs" data-testid="appraisal-bullets">
                    <List.Item>{t('appraisal.bullets.firstPayment')}</List.Item>
                    <List.Item>{t('appraisal.bullets.monthly')}</List.Item>
                    <List.Item>{t('appraisal.bullets.preparation')}</List.Item>
                    <List.Item>{t('appraisal.bullets.months')}</List.Item>
                  </List>
                  <ButtonLink to="/submit_property" search={{ appraisal_id: appraisal.id }} mt="sm">
                    {t('appraisal.publish')}
                  </ButtonLink>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <FeedbackForm appraisalId={appraisal.id} current={appraisal.feedback} />
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
