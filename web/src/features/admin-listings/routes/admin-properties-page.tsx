import { Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { PROPERTY_STATUSES, PROPERTY_STATUS_LABELS, type PropertyStatus } from '@casona/proto/enums';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';

import { Pager } from '../../../components/pager.tsx';
import { FunnelBadge, StatusBadge } from '../../../components/property-badges.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminProperties } from '../api/admin-properties.ts';
import { QueryState } from '../components/query-state.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/properties');

/** /dashboard/admin/properties?page=&status=: every property, filtered by status (§2 admin routes). */
export function AdminPropertiesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const query = useAdminProperties({ page, ...(search.status ? { status: search.status } : {}) });
  useDocumentTitle(t('sections.adminProperties.title'));
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminProperties.title')}</Title>
        <Text c="dimmed">{t('sections.adminProperties.description')}</Text>
      </Stack>
      <Group>
        <NativeSelect
          label={t('listings.admin.status')}
          w={240}
          value={search.status ?? ''}
          onChange={(event) =>
            void navigate({
              search: { status: (event.currentTarget.value || undefined) as PropertyStatus | undefined },
            })
          }
          data={[
            { value: '', label: t('listings.admin.allStatuses') },
            ...PROPERTY_STATUSES.map((status) => ({
              value: status,
              label: PROPERTY_STATUS_LABELS[status][language],
            })),
          ]}
        />
        <AnchorLink to="/dashboard/admin/submit_property" mt="lg">
          {t('sections.adminSubmitProperty.title')}
        </AnchorLink>
      </Group>
      <QueryState query={query} />
      {query.data && query.data.items.length === 0 && (
        <Text c="dimmed">{t('listings.admin.noProperties')}</Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover data-testid="admin-properties">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('listings.admin.property')}</Table.Th>
                <Table.Th scope="col">{t('listings.admin.status')}</Table.Th>
                <Table.Th scope="col">{t('listings.admin.funnel')}</Table.Th>
                <Table.Th scope="col">{t('listings.admin.owner')}</Table.Th>
                <Table.Th scope="col">{t('listings.details.price')}</Table.Th>
                <Table.Th scope="col">{t('listings.admin.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((property) => (
                <Table.Tr key={property.id} data-testid="admin-property-row">
                  <Table.Td>
                    <AnchorLink to="/dashboard/admin/property/$id" params={{ id: property.id }} fw={600}>
                      {property.name}
                    </AnchorLink>
                    <Text size="xs" c="dimmed">
                      {property.city}, {property.state}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={property.status} />
                  </Table.Td>
                  <Table.Td>
                    <FunnelBadge stage={property.funnel_stage} />
                  </Table.Td>
                  <Table.Td>{property.owner_email ?? '—'}</Table.Td>
                  <Table.Td>{formatMoney(property.price, 'MXN', language, { cents: false })}</Table.Td>
                  <Table.Td>{formatDate(property.updated_at, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.data && (
        <Pager
          page={page}
          total={query.data.total}
          pageSize={query.data.pageSize}
          onPage={(next) => void navigate({ search: { ...search, page: next } })}
        />
      )}
    </Stack>
  );
}
