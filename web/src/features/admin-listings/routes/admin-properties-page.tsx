import { NativeSelect, Text } from '@mantine/core';
import { PROPERTY_STATUSES, PROPERTY_STATUS_LABELS, type PropertyStatus } from '@casona/proto/enums';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { AnchorLink } from '../../../components/anchor-link.tsx';
import { FunnelBadge, StatusBadge } from '../../../components/property-badges.tsx';
import type { PropertyView } from '../../../lib/api/contracts.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminProperties } from '../api/admin-properties.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/properties');

/** /dashboard/admin/properties?page=&status=&q=: every property, filtered by status, searched (§2 admin routes). */
export function AdminPropertiesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const query = useAdminProperties({
    page,
    ...(search.status ? { status: search.status } : {}),
    ...(search.q ? { q: search.q } : {}),
  });
  const set = (change: { status?: PropertyStatus | undefined; q?: string | undefined }) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });
  const columns: Column<PropertyView>[] = [
    {
      key: 'property',
      header: t('listings.admin.property'),
      cell: (property) => (
        <>
          <AnchorLink to="/dashboard/admin/property/$id" params={{ id: property.id }} fw={600}>
            {property.name}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            {property.city}, {property.state}
          </Text>
        </>
      ),
    },
    { key: 'status', header: t('listings.admin.status'), cell: (p) => <StatusBadge status={p.status} /> },
    {
      key: 'funnel',
      header: t('listings.admin.funnel'),
      cell: (p) => <FunnelBadge stage={p.funnel_stage} />,
    },
    { key: 'owner', header: t('listings.admin.owner'), cell: (p) => p.owner_email ?? '—' },
    {
      key: 'price',
      header: t('listings.details.price'),
      nowrap: true,
      cell: (p) => formatMoney(p.price, 'MXN', language, { cents: false }),
    },
    { key: 'updated', header: t('listings.admin.updated'), cell: (p) => formatDate(p.updated_at, language) },
  ];
  return (
    <AdminListPage
      title={t('sections.adminProperties.title')}
      description={t('sections.adminProperties.description')}
      query={query}
      columns={columns}
      rowKey={(property) => property.id}
      testId="admin-properties"
      rowTestId="admin-property-row"
      minWidth={900}
      page={page}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      search={{
        value: search.q,
        onChange: (q) => set({ q }),
        placeholder: t('listings.admin.propertiesSearchHint'),
      }}
      filters={
        <NativeSelect
          label={t('listings.admin.status')}
          w={240}
          value={search.status ?? ''}
          onChange={(event) =>
            set({ status: (event.currentTarget.value || undefined) as PropertyStatus | undefined })
          }
          data={[
            { value: '', label: t('listings.admin.allStatuses') },
            ...PROPERTY_STATUSES.map((status) => ({
              value: status,
              label: PROPERTY_STATUS_LABELS[status][language],
            })),
          ]}
        />
      }
      actions={
        <AnchorLink to="/dashboard/admin/submit_property">
          {t('sections.adminSubmitProperty.title')}
        </AnchorLink>
      }
      filtered={!!search.q || !!search.status}
      empty={t('listings.admin.noProperties')}
    />
  );
}
