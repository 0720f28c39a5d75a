import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ADMIN_AIRBNB_HEALTH, type AdminAirbnbHealth } from '@casona/proto/listings/admin-airbnb';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { syncErrorKind } from '../../../lib/airbnb-sync-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { intlLocale } from '../../../lib/money.ts';
import { useAdminAirbnbListings } from '../api/listings.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/airbnb_listing');

/**
 * /dashboard/admin/airbnb_listing: every property's Airbnb listings with their calendar's health —
 * searchable by listing or property name as staff type, filtered to those needing attention or
 * those syncing well; each leads to its property's Airbnb tab, where the calendar is fixed.
 */
export function AdminAirbnbListingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useAdminAirbnbListings(search);
  const [typed, setTyped] = useState(search.q ?? '');
  useDocumentTitle(t('sections.adminAirbnbListing.title'));
  // The search follows the typing after a pause, and stays in the URL like the other filters.
  useEffect(() => {
    const next = typed.trim() || undefined;
    if (next === search.q) return;
    const timer = setTimeout(
      () => void navigate({ search: (prev) => ({ ...prev, q: next, page: undefined }) }),
      300,
    );
    return () => clearTimeout(timer);
  }, [typed, search.q, navigate]);
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
  const errorText = (error: string) => {
    const { kind, status } = syncErrorKind(error);
    return t(`airbnb.sync.error.${kind}`, { status });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminAirbnbListing.title')}</Title>
        <Text c="dimmed">{t('sections.adminAirbnbListing.description')}</Text>
      </Stack>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('adminAirbnb.listings.search')}
          placeholder={t('adminAirbnb.listings.searchHint')}
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid="admin-airbnb-search"
          w={320}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="admin-airbnb-health-label">
            {t('adminAirbnb.listings.health')}
          </Text>
          <SegmentedControl
            aria-labelledby="admin-airbnb-health-label"
            value={search.health ?? 'all'}
            onChange={(value) =>
              void navigate({
                search: (prev) => ({
                  ...prev,
                  health: value === 'all' ? undefined : (value as AdminAirbnbHealth),
                  page: undefined,
                }),
              })
            }
            data={ADMIN_AIRBNB_HEALTH.map((h) => ({
              value: h,
              label: t(`adminAirbnb.listings.healthOf.${h}`),
            }))}
          />
        </Stack>
      </Group>
      <QueryState query={query} />
      {query.data && query.data.items.length === 0 && (
        <Text c="dimmed">{t('adminAirbnb.listings.none')}</Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped data-testid="admin-airbnb-listings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminAirbnb.listings.listing')}</Table.Th>
                <Table.Th scope="col">{t('adminAirbnb.listings.property')}</Table.Th>
                <Table.Th scope="col">{t('adminAirbnb.listings.calendar')}</Table.Th>
                <Table.Th scope="col">{t('adminAirbnb.listings.lastSuccess')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((l) => (
                <Table.Tr key={l.property_airbnb_listing_id} data-testid="admin-airbnb-listing-row">
                  <Table.Td>
                    <Stack gap={2}>
                      <Anchor
                        href={l.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        underline="always"
                      >
                        {l.name}
                      </Anchor>
                      <Group gap={4}>
                        {l.is_main_listing && (
                          <Badge variant="light" color="gray" c="dark.7" size="sm">
                            {t('adminAirbnb.listings.main')}
                          </Badge>
                        )}
                        <Text size="xs" c="dimmed">
                          {l.currency === 'USD' ? 'US$' : 'MX$'}
                        </Text>
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink
                      to="/dashboard/property/$id/airbnb"
                      params={{ id: l.property_id }}
                      size="sm"
                      underline="always"
                    >
                      {l.property_name}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {l.stale ? (
                        <Badge color="red" variant="light" c="red.9">
                          {t('adminAirbnb.listings.stale')}
                        </Badge>
                      ) : l.consecutive_failures > 0 ? (
                        <Badge color="orange" variant="light" c="dark.7">
                          {t('adminAirbnb.listings.failing', { count: l.consecutive_failures })}
                        </Badge>
                      ) : (
                        <Badge color="green" variant="light" c="dark.7">
                          {t('adminAirbnb.listings.healthy')}
                        </Badge>
                      )}
                      {l.last_error && l.consecutive_failures > 0 && (
                        <Text size="xs">{errorText(l.last_error)}</Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {l.last_success_at
                      ? when.format(new Date(l.last_success_at))
                      : t('adminAirbnb.listings.never')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.data && (
        <Pager
          page={search.page ?? 1}
          total={query.data.total}
          pageSize={query.data.pageSize}
          onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        />
      )}
    </Stack>
  );
}
