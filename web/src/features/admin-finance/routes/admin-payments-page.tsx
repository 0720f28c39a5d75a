import { Anchor, Badge, NativeSelect, Stack, Text } from '@mantine/core';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_LABELS,
  paymentFailureReason,
  type AdminPayment,
  type PaymentStatus,
} from '@casona/proto/finance/payments';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAdminPayments } from '../api/admin-payments.ts';
import type { AdminPaymentSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/payment');

/** Each status's badge colour: green paid, red failed, grey the rest. */
const STATUS_COLOR: Readonly<Record<PaymentStatus, string>> = {
  OPEN: 'gray',
  PENDING: 'yellow',
  PAID: 'green',
  FAILED: 'red',
  EXPIRED: 'gray',
};

/**
 * /dashboard/admin/payment: every person's payments, newest first (issue 19) — who paid, for what
 * (the furnishing package, or a property's first month with a link to the property), how much, by
 * which method, where it stands and, when it did not go through, why in words. Filtered by status
 * (the staff home's failed-payments card opens it on FAILED) and searched by payer, property or
 * package. Finance offers no staff action on a payment (no refund or new link): this page reads.
 */
export function AdminPaymentList({
  search,
  onChange,
}: {
  search: AdminPaymentSearch;
  /** A change of the filters (back to page 1: `page: undefined`) or of the page alone. */
  onChange: (change: Partial<AdminPaymentSearch>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useAdminPayments(search);
  const set = (change: Partial<AdminPaymentSearch>) => onChange({ ...change, page: undefined });
  const date = (at: string) => formatDate(at, language);

  const columns: Column<AdminPayment>[] = [
    {
      key: 'payer',
      header: t('adminPayments.payer'),
      cell: (p) =>
        p.payer_name ? (
          <Stack gap={0}>
            <Text size="sm">{p.payer_name}</Text>
            <Text size="xs" c="dimmed">
              {p.payer_email}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('adminPayments.payerUnknown')}
          </Text>
        ),
    },
    {
      key: 'what',
      header: t('adminPayments.what'),
      cell: (p) => (
        <Stack gap={0}>
          <Text size="sm">{PAYMENT_TYPE_LABELS[p.type][language]}</Text>
          {p.type === 'FIRST_MONTH_IN_ADVANCE' && p.property_name && (
            <Anchor href={`/dashboard/admin/property/${p.reference_id}`} size="xs" underline="always">
              {p.property_name}
            </Anchor>
          )}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('adminPayments.amount'),
      align: 'right',
      nowrap: true,
      cell: (p) => formatMoney(p.amount / 100, p.currency, language),
    },
    {
      key: 'method',
      header: t('adminPayments.method'),
      cell: (p) => PAYMENT_METHOD_LABELS[p.method][language],
    },
    {
      key: 'state',
      header: t('adminPayments.state'),
      cell: (p) => {
        const reason = paymentFailureReason(p);
        return (
          <Stack gap={2}>
            <Badge color={STATUS_COLOR[p.status]} variant="light" c="dark.7" data-testid="payment-status">
              {t(`adminPayments.statuses.${p.status}`)}
            </Badge>
            {reason && (
              <Text size="xs" data-testid="payment-failure">
                {reason[language]}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'dates',
      header: t('adminPayments.dates'),
      nowrap: true,
      cell: (p) => (
        <Stack gap={0}>
          <Text size="xs">{t('adminPayments.created', { date: date(p.created_at) })}</Text>
          {p.paid_at && <Text size="xs">{t('adminPayments.paid', { date: date(p.paid_at) })}</Text>}
          {p.failed_at && <Text size="xs">{t('adminPayments.failed', { date: date(p.failed_at) })}</Text>}
        </Stack>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('sections.adminPayment.title')}
      description={t('sections.adminPayment.description')}
      query={query}
      columns={columns}
      rowKey={(p) => p.id}
      testId="admin-payments"
      rowTestId="admin-payment-row"
      rowProps={(p) => ({ 'data-payment': p.id, 'data-status': p.status })}
      minWidth={960}
      page={search.page ?? 1}
      onPage={(next) => onChange({ page: next })}
      search={{
        value: search.q,
        onChange: (q) => set({ q }),
        label: t('adminPayments.search'),
        placeholder: t('adminPayments.searchHint'),
        maxLength: 200,
        testId: 'admin-payments-search',
      }}
      filters={
        <NativeSelect
          label={t('adminPayments.status')}
          value={search.status ?? ''}
          onChange={(event) =>
            set({ status: (event.currentTarget.value || undefined) as PaymentStatus | undefined })
          }
          data={[
            { value: '', label: t('adminPayments.anyStatus') },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`adminPayments.statuses.${s}`) })),
          ]}
          data-testid="admin-payments-status"
        />
      }
      filtered={!!search.q || !!search.status}
      empty={t('adminPayments.none')}
    />
  );
}

/** The route: the list's search lives in the address bar. */
export function AdminPaymentsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AdminPaymentList
      search={search}
      onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}
