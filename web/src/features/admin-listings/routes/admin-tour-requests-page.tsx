import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { BUDGET_RANGES, TIME_TO_BUY_RANGES } from '@casona/proto/enums';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { Pager } from '../../../components/pager.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { intlLocale } from '../../../lib/money.ts';
import { useAdminTourRequests } from '../api/admin-tour-requests.ts';
import { QueryState } from '../components/query-state.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/tour_request');

/** /dashboard/admin/tour_request: every tour request, who asked, when, and whether it was reviewed. */
export function AdminTourRequestsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const query = useAdminTourRequests(page);
  useDocumentTitle(t('sections.adminTourRequest.title'));
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
  const budget = (code: string) => BUDGET_RANGES.find((r) => r.code === code)?.label[language] ?? code;
  const timeToBuy = (code: string) =>
    TIME_TO_BUY_RANGES.find((r) => r.code === code)?.label[language] ?? code;
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminTourRequest.title')}</Title>
        <Text c="dimmed">{t('sections.adminTourRequest.description')}</Text>
      </Stack>
      <QueryState query={query} />
      {query.data && query.data.items.length === 0 && <Text c="dimmed">{t('listings.admin.noTours')}</Text>}
      {query.data && query.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped data-testid="admin-tours">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('listings.tours.when')}</Table.Th>
                <Table.Th scope="col">{t('listings.leads.property')}</Table.Th>
                <Table.Th scope="col">{t('forms.name')}</Table.Th>
                <Table.Th scope="col">{t('listings.admin.contact')}</Table.Th>
                <Table.Th scope="col">{t('tours.request.buyerProfile')}</Table.Th>
                <Table.Th scope="col">{t('tours.request.budget')}</Table.Th>
                <Table.Th scope="col">{t('tours.request.creditOption')}</Table.Th>
                <Table.Th scope="col">{t('tours.request.timeToBuy')}</Table.Th>
                <Table.Th scope="col">{t('listings.admin.review')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((tour) => (
                <Table.Tr key={tour.id} data-testid="admin-tour-row">
                  <Table.Td>{when.format(new Date(tour.tour_time))}</Table.Td>
                  <Table.Td>{tour.property_name}</Table.Td>
                  <Table.Td>{tour.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{tour.email}</Text>
                    <Text size="sm">{tour.phone_number}</Text>
                  </Table.Td>
                  <Table.Td>{t(`tours.request.buyerProfiles.${tour.buyer_profile}`)}</Table.Td>
                  <Table.Td>{budget(tour.budget)}</Table.Td>
                  <Table.Td>{t(`tours.request.creditOptions.${tour.credit_option}`)}</Table.Td>
                  <Table.Td>{timeToBuy(tour.time_to_buy)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={tour.reviewed ? 'agave' : 'gray'}>
                      {tour.reviewed ? t('listings.admin.reviewed') : t('listings.admin.notReviewed')}
                    </Badge>
                  </Table.Td>
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
          onPage={(next) => void navigate({ search: { page: next } })}
        />
      )}
    </Stack>
  );
}
