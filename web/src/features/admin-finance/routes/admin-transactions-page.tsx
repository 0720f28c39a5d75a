import { Anchor, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { TRANSACTION_CATEGORIES } from '@casona/proto/enums';
import {
  TRANSACTION_CATEGORY_LABELS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '@casona/proto/finance/labels';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useAdminTransactions } from '../api/admin-transactions.ts';
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
  useDocumentTitle(t('sections.adminTransaction.title'));
  const set = (change: Partial<AdminTransactionSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });
  const bad = !!search.from && !!search.to && search.from > search.to;

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminTransaction.title')}</Title>
        <Text c="dimmed">{t('sections.adminTransaction.description')}</Text>
      </Stack>
      <Group align="flex-end" wrap="wrap" gap="sm">
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
      </Group>
      {search.property_id && (
        <PropertyFilter id={search.property_id} onClear={() => set({ property_id: undefined })} />
      )}
      {!bad && <QueryState query={query} />}
      {!bad && query.data && query.data.items.length === 0 && (
        <Text c="dimmed">{t('adminFinance.none')}</Text>
      )}
      {!bad && query.data && query.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped data-testid="admin-transactions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminFinance.date')}</Table.Th>
                <Table.Th scope="col">{t('adminFinance.property')}</Table.Th>
                <Table.Th scope="col">{t('adminFinance.subject')}</Table.Th>
                <Table.Th scope="col">{t('adminFinance.category')}</Table.Th>
                <Table.Th scope="col">{t('adminFinance.method')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  {t('adminFinance.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((item) => {
                const income = item.type === 'INCOME';
                return (
                  <Table.Tr key={item.transaction_id} data-testid="admin-transaction-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.date, language)}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <AnchorLink
                          to="/dashboard/property/$id/transactions"
                          params={{ id: item.property_id }}
                          size="sm"
                        >
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
                    </Table.Td>
                    <Table.Td>{item.subject}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{TRANSACTION_CATEGORY_LABELS[item.category][language]}</Text>
                      <Text size="xs" c="dimmed">
                        {TRANSACTION_TYPE_LABELS[item.type][language]}
                      </Text>
                    </Table.Td>
                    <Table.Td>{TRANSACTION_METHOD_LABELS[item.method][language]}</Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      <Text size="sm" fw={600} c={income ? 'teal.8' : undefined}>
                        {income ? '+' : '−'}
                        {formatMoney(item.amount, 'MXN', language)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!bad && query.data && (
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
