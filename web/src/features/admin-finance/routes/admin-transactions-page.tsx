import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { TRANSACTION_CATEGORIES } from '@casona/proto/enums';
import {
  TRANSACTION_CATEGORY_LABELS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '@casona/proto/finance/labels';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { AnchorLink } from '../../../components/anchor-link.tsx';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAdminTransactions, type AdminTransaction } from '../api/admin-transactions.ts';
import type { AdminTransactionSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/transaction');

/** The filter on one property, named (never its id); it is set from a row's property link. */
function PropertyFilter({ id, onClear }: { id: string; onClear: () => void }) {
  const { t } = useTranslation();
  const name = useQuery(propertyNameOptions(id));
  return (
    <Group gap="xs" data-testid="admin-transactions-property-filter">
      <Text size="sm">{t('adminFinance.onlyProperty', { name: name.data ?? t('common.loading') })}</Text>
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        {t('adminFinance.allProperties')}
      </Button>
    </Group>
  );
}

/**
 * /dashboard/admin/transaction: every property's income and expenses, newest first, 20 a page,
 * filtered by category, dates and property (issue 19's admin console). Amounts in MX$, words for
 * every code; a row leads to its property's transactions tab, where staff edit it.
 */
export function AdminTransactionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useAdminTransactions(search);
  const set = (change: Partial<AdminTransactionSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });
  const bad = !!search.from && !!search.to && search.from > search.to;

  const columns: Column<AdminTransaction>[] = [
    {
      key: 'date',
      header: t('adminFinance.date'),
      nowrap: true,
      cell: (item) => formatDate(item.date, language),
    },
    {
      key: 'property',
      header: t('adminFinance.property'),
      cell: (item) => (
        <Stack gap={0}>
          <AnchorLink to="/dashboard/property/$id/transactions" params={{ id: item.property_id }} size="sm">
            {item.property_name}
          </AnchorLink>
          {!search.property_id && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => set({ property_id: item.property_id })}
            >
              {t('adminFinance.onlyThis')}
            </Anchor>
          )}
        </Stack>
      ),
    },
    { key: 'subject', header: t('adminFinance.subject'), cell: (item) => item.subject },
    {
      key: 'category',
      header: t('adminFinance.category'),
      cell: (item) => (
        <>
          <Text size="sm">{TRANSACTION_CATEGORY_LABELS[item.category][language]}</Text>
          <Text size="xs" c="dimmed">
            {TRANSACTION_TYPE_LABELS[item.type][language]}
          </Text>
        </>
      ),
    },
    {
      key: 'method',
      header: t('adminFinance.method'),
      cell: (item) => TRANSACTION_METHOD_LABELS[item.method][language],
    },
    {
      key: 'amount',
      header: t('adminFinance.amount'),
      align: 'right',
      nowrap: true,
      cell: (item) => (
        <Text size="sm" fw={600} c={item.type === 'INCOME' ? 'teal.8' : undefined}>
          {item.type === 'INCOME' ? '+' : '−'}
          {formatMoney(item.amount, 'MXN', language)}
        </Text>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('sections.adminTransaction.title')}
      description={t('sections.adminTransaction.description')}
      query={query}
      columns={columns}
      rowKey={(item) => item.transaction_id}
      testId="admin-transactions"
      rowTestId="admin-transaction-row"
      minWidth={900}
      hold={bad}
      page={search.page ?? 1}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      search={{
        value: search.q,
        onChange: (q) => set({ q }),
        placeholder: t('adminFinance.transactionsSearchHint'),
        testId: 'admin-transactions-search',
      }}
      filters={
        <>
          <NativeSelect
            label={t('adminFinance.category')}
            value={search.category ?? ''}
            onChange={(e) =>
              set({ category: (e.currentTarget.value || undefined) as AdminTransactionSearch['category'] })
            }
            data={[
              { value: '', label: t('adminFinance.anyCategory') },
              ...TRANSACTION_CATEGORIES.map((c) => ({
                value: c,
                label: TRANSACTION_CATEGORY_LABELS[c][language],
              })),
            ]}
            data-testid="admin-transactions-category"
          />
          <TextInput
            type="date"
            label={t('adminFinance.from')}
            value={search.from ?? ''}
            onChange={(e) => set({ from: e.currentTarget.value || undefined })}
            error={bad ? t('adminFinance.fromAfterTo') : undefined}
            data-testid="admin-transactions-from"
          />
          <TextInput
            type="date"
            label={t('adminFinance.to')}
            value={search.to ?? ''}
            onChange={(e) => set({ to: e.currentTarget.value || undefined })}
            data-testid="admin-transactions-to"
          />
        </>
      }
      before={
        search.property_id ? (
          <PropertyFilter id={search.property_id} onClear={() => set({ property_id: undefined })} />
        ) : undefined
      }
      filtered={Object.keys(search).some((k) => k !== 'page')}
      empty={t('adminFinance.none')}
    />
  );
}
