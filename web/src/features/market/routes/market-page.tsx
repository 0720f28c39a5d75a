import { Alert, Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useMarket } from '../api/get-market.ts';
import { MarketFilters } from '../components/market-filters.tsx';
import { PropertyCard } from '../components/property-card.tsx';
import type { MarketSearch } from '../search.ts';

const route = getRouteApi('/public/market');

export function MarketPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useMarket(search);
  useDocumentTitle(t('market.title'));
  const go = (next: MarketSearch) => void navigate({ search: next });
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
        <MarketFilters key={JSON.stringify(search)} search={search} onSearch={go} />
        <section aria-live="polite" aria-busy={query.isFetching} data-testid="market-results">
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
              <Text fw={600}>{t('market.results.count', { count: query.data.total })}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {query.data.items.map((property) => (
                  <PropertyCard key={property.id} property={property} />
                ))}
              </SimpleGrid>
              <Group justify="center" component="nav" aria-label={t('market.results.page', { page, pages })}>
                <Button
                  variant="default"
                  disabled={page <= 1}
                  onClick={() => go({ ...search, page: page - 1 })}
                >
                  {t('market.results.previous')}
                </Button>
                <Text size="sm">{t('market.results.page', { page, pages })}</Text>
                <Button
                  variant="default"
                  disabled={page >= pages}
                  onClick={() => go({ ...search, page: page + 1 })}
                >
                  {t('market.results.next')}
                </Button>
              </Group>
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}
