import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MarketMap } from '../../../components/map/lazy-maps.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { MarketSort } from '../../../lib/api/contracts.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { formatMoney, intlLocale } from '../../../lib/money.ts';
import { useMarket } from '../api/get-market.ts';
import { useMarketPoints } from '../api/get-market-points.ts';
import { MarketFilters } from '../components/market-filters.tsx';
import { PropertyCard } from '../components/property-card.tsx';
import { filterOf, MARKET_SORTS, type MarketSearch } from '../search.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { SaveSearchButton } from '../../../components/saved-searches/save-search-button.tsx';
import { savedQueryOf } from '../../../components/saved-searches/describe.ts';

const route = getRouteApi('/public/market');

type View = 'list' | 'map';

function MarketResultsMap({ search }: { search: MarketSearch }) {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const navigate = route.useNavigate();
  const filter = useMemo(() => filterOf(search), [search]);
  const points = useMarketPoints(filter, true);
  const compact = useMemo(
    () =>
      new Intl.NumberFormat(intlLocale(language), {
        style: 'currency',
        currency: 'MXN',
        currencyDisplay: 'narrowSymbol',
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    [language],
  );
  const items = points.data?.items;
  const located = useMemo(
    () => (items ?? []).filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude)),
    [items],
  );
  if (points.isError)
    return (
      <Alert color="red" variant="light" role="alert" data-testid="market-map-error">
        {points.error instanceof ApiError ? points.error.message : message('error.generic')}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <MarketMap
        points={located}
        label={t('listings.market.mapLabel')}
        priceLabel={(price) => compact.format(price)}
        pointLabel={(price) =>
          t('listings.market.mapPoint', { price: formatMoney(price, 'MXN', language, { cents: false }) })
        }
        clusterLabel={(count) => t('listings.market.mapCluster', { count })}
        onOpen={(point) =>
          void navigate({
            to: '/property/$id',
            params: { id: point.slug || point.id },
            search: search.utm_source ? { utm_source: search.utm_source } : {},
          })
        }
      />
      {points.data && (
        <Text size="sm" c="dimmed" data-testid="market-map-count">
          {t('listings.market.mapCount', { count: located.length })}
        </Text>
      )}
    </Stack>
  );
}

export function MarketPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useMarket(search);
  const [view, setView] = useState<View>('list');
  useDocumentTitle(t('market.title'));
  const go = (next: MarketSearch) =>
    void navigate({
      // A campaign's utm_source stays with the visit whatever the person filters.
      search: search.utm_source && !next.utm_source ? { ...next, utm_source: search.utm_source } : next,
    });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const page = search.page ?? 1;
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 32, md: 40 }}>
            {t('market.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('market.subtitle')}
          </Text>
        </Stack>
        {/* A new URL (back button, shared link) resets the draft filters to it. */}
        <MarketFilters
          key={JSON.stringify(filterOf(search))}
          search={search}
          onSearch={(next) => go({ ...next, ...(search.sort ? { sort: search.sort } : {}) })}
        />
        <SaveSearchButton query={savedQueryOf(filterOf(search))} />
        <Group justify="space-between" align="flex-end">
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value as View)}
            aria-label={t('listings.market.view')}
            data={[
              { value: 'list', label: t('listings.market.list') },
              { value: 'map', label: t('listings.market.map') },
            ]}
          />
          <NativeSelect
            label={t('listings.market.sort')}
            name="sort"
            w={240}
            value={search.sort ?? 'newest'}
            onChange={(event) => {
              const sort = event.currentTarget.value as MarketSort;
              const { page: _page, ...rest } = search;
              go({ ...rest, ...(sort === 'newest' ? { sort: undefined } : { sort }) });
            }}
            data={MARKET_SORTS.map((value) => ({ value, label: t(`listings.market.sorts.${value}`) }))}
          />
        </Group>
        {view === 'map' && <MarketResultsMap search={search} />}
        <section
          aria-live="polite"
          aria-busy={query.isFetching}
          data-testid="market-results"
          // Room for a page of results before they arrive, so the footer does not jump (CLS).
          style={{ minHeight: query.data ? undefined : '60vh' }}
        >
          {query.isPending && (
            <Group>
              <Loader size="sm" aria-hidden />
              <Text>{t('market.results.loading')}</Text>
            </Group>
          )}
          {query.isError && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('market.results.errorTitle')}
              data-testid="market-error"
            >
              {query.error instanceof ApiError ? query.error.message : message('error.generic')}
            </Alert>
          )}
          {query.data && query.data.items.length === 0 && (
            <Alert color="gray" variant="light" data-testid="market-empty">
              {message('market.empty')}
            </Alert>
          )}
          {query.data && query.data.items.length > 0 && (
            <Stack gap="lg">
              <Text fw={600} data-testid="market-count">
                {t('market.results.count', { count: query.data.total })}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {query.data.items.map((property) => (
                  <PropertyCard
                    key={property.id}
                    property={property}
                    {...(search.utm_source ? { utmSource: search.utm_source } : {})}
                  />
                ))}
              </SimpleGrid>
              {pages > 1 && (
                <Group justify="center" component="nav" aria-label={t('listings.market.pagination')}>
                  <Button
                    variant="default"
                    disabled={page <= 1}
                    onClick={() => go({ ...search, page: page - 1 === 1 ? undefined : page - 1 })}
                  >
                    {t('market.results.previous')}
                  </Button>
                  <Text size="sm" aria-current="page">
                    {t('market.results.page', { page, pages })}
                  </Text>
                  <Button
                    variant="default"
                    disabled={page >= pages}
                    onClick={() => go({ ...search, page: page + 1 })}
                  >
                    {t('market.results.next')}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}
