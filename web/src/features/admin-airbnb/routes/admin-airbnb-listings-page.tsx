import { Anchor, Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  ADMIN_AIRBNB_HEALTH,
  type AdminAirbnbHealth,
  type AdminAirbnbListing,
} from '@casona/proto/listings/admin-airbnb';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { AnchorLink } from '../../../components/anchor-link.tsx';
import { syncErrorKind } from '../../../lib/airbnb-sync-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { intlLocale } from '../../../lib/money.ts';
import { useAdminAirbnbListings } from '../api/listings.ts';
import type { AdminAirbnbListingSearch } from '../routes.ts';

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
  const set = (change: Partial<AdminAirbnbListingSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
  const errorText = (error: string) => {
    const { kind, status } = syncErrorKind(error);
    return t(`airbnb.sync.error.${kind}`, { status });
  };
  const columns: Column<AdminAirbnbListing>[] = [
    {
      key: 'listing',
      header: t('adminAirbnb.listings.listing'),
      cell: (l) => (
        <Stack gap={2}>
          <Anchor href={l.url} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
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
      ),
    },
    {
      key: 'property',
      header: t('adminAirbnb.listings.property'),
      cell: (l) => (
        <AnchorLink
          to="/dashboard/property/$id/airbnb"
          params={{ id: l.property_id }}
          size="sm"
          underline="always"
        >
          {l.property_name}
        </AnchorLink>
      ),
    },
    {
      key: 'calendar',
      header: t('adminAirbnb.listings.calendar'),
      cell: (l) => (
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
          {l.last_error && l.consecutive_failures > 0 && <Text size="xs">{errorText(l.last_error)}</Text>}
        </Stack>
      ),
    },
    {
      key: 'lastSuccess',
      header: t('adminAirbnb.listings.lastSuccess'),
      nowrap: true,
      cell: (l) =>
        l.last_success_at ? when.format(new Date(l.last_success_at)) : t('adminAirbnb.listings.never'),
    },
  ];

  return (
    <AdminListPage
      title={t('sections.adminAirbnbListing.title')}
      description={t('sections.adminAirbnbListing.description')}
      query={query}
      columns={columns}
      rowKey={(l) => l.property_airbnb_listing_id}
      testId="admin-airbnb-listings"
      rowTestId="admin-airbnb-listing-row"
      minWidth={900}
      page={search.page ?? 1}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      search={{
        value: search.q,
        onChange: (q) => set({ q }),
        label: t('adminAirbnb.listings.search'),
        placeholder: t('adminAirbnb.listings.searchHint'),
        testId: 'admin-airbnb-search',
      }}
      filters={
        <Stack gap={4}>
          <Text size="sm" fw={500} id="admin-airbnb-health-label">
            {t('adminAirbnb.listings.health')}
          </Text>
          <SegmentedControl
            aria-labelledby="admin-airbnb-health-label"
            value={search.health ?? 'all'}
            onChange={(value) => set({ health: value === 'all' ? undefined : (value as AdminAirbnbHealth) })}
            data={ADMIN_AIRBNB_HEALTH.map((h) => ({
              value: h,
              label: t(`adminAirbnb.listings.healthOf.${h}`),
            }))}
          />
        </Stack>
      }
      filtered={!!search.q || !!search.health}
      empty={t('adminAirbnb.listings.none')}
    />
  );
}
