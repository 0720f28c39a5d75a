import { Badge, Text } from '@mantine/core';
import { BUDGET_RANGES, TIME_TO_BUY_RANGES } from '@casona/proto/enums';
import type { TourRequestView } from '@casona/proto/listings/responses';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { intlLocale } from '../../../lib/money.ts';
import { useAdminTourRequests } from '../api/admin-tour-requests.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/tour_request');

/** /dashboard/admin/tour_request: every tour request, who asked, when, and whether it was reviewed; searched. */
export function AdminTourRequestsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const query = useAdminTourRequests({ page, q: search.q });
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
  const budget = (code: string) => BUDGET_RANGES.find((r) => r.code === code)?.label[language] ?? code;
  const timeToBuy = (code: string) =>
    TIME_TO_BUY_RANGES.find((r) => r.code === code)?.label[language] ?? code;
  const columns: Column<TourRequestView>[] = [
    { key: 'when', header: t('listings.tours.when'), cell: (tour) => when.format(new Date(tour.tour_time)) },
    { key: 'property', header: t('listings.leads.property'), cell: (tour) => tour.property_name },
    { key: 'name', header: t('forms.name'), cell: (tour) => tour.name },
    {
      key: 'contact',
      header: t('listings.admin.contact'),
      cell: (tour) => (
        <>
          <Text size="sm">{tour.email}</Text>
          <Text size="sm">{tour.phone_number}</Text>
        </>
      ),
    },
    {
      key: 'profile',
      header: t('tours.request.buyerProfile'),
      cell: (tour) => t(`tours.request.buyerProfiles.${tour.buyer_profile}`),
    },
    { key: 'budget', header: t('tours.request.budget'), cell: (tour) => budget(tour.budget) },
    {
      key: 'credit',
      header: t('tours.request.creditOption'),
      cell: (tour) => t(`tours.request.creditOptions.${tour.credit_option}`),
    },
    { key: 'timeToBuy', header: t('tours.request.timeToBuy'), cell: (tour) => timeToBuy(tour.time_to_buy) },
    {
      key: 'review',
      header: t('listings.admin.review'),
      cell: (tour) => (
        <Badge variant="light" color={tour.reviewed ? 'agave' : 'gray'}>
          {tour.reviewed ? t('listings.admin.reviewed') : t('listings.admin.notReviewed')}
        </Badge>
      ),
    },
  ];
  return (
    <AdminListPage
      title={t('sections.adminTourRequest.title')}
      description={t('sections.adminTourRequest.description')}
      query={query}
      columns={columns}
      rowKey={(tour) => tour.id}
      testId="admin-tours"
      rowTestId="admin-tour-row"
      minWidth={1000}
      page={page}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      search={{
        value: search.q,
        onChange: (q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }) }),
        placeholder: t('listings.admin.toursSearchHint'),
      }}
      empty={t('listings.admin.noTours')}
    />
  );
}
