import { Alert, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { PropertyTransaction } from '@casona/proto/finance/entities';
import {
  TRANSACTION_CATEGORY_LABELS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '@casona/proto/finance/labels';
import { can } from '@casona/proto/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { Pager } from '../../../components/pager.tsx';
import { PropertyTabs } from '../../../components/property-tabs.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { usePropertyName } from '../../../lib/api/property-name.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDeleteTransaction, useTransactions } from '../api/transactions.ts';
import { localDay } from '../day.ts';
import { CsvImport } from '../components/csv-import.tsx';
import { ReceiptControls } from '../components/receipt-controls.tsx';
import { TransactionForm } from '../components/transaction-form.tsx';

const route = getRouteApi('/dashboard/dashboard/property/$id/transactions');

function TransactionRow({
  item,
  canDelete,
  canUpdate,
  onEdit,
}: {
  item: PropertyTransaction;
  canDelete: boolean;
  canUpdate: boolean;
  onEdit: (() => void) | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useDeleteTransaction();
  const income = item.type === 'INCOME';
  return (
    <Table.Tr data-testid="transaction-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{formatDate(localDay(item.date), language)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {item.subject}
        </Text>
        <Text size="xs" c="dimmed">
          {TRANSACTION_TYPE_LABELS[item.type][language]}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{TRANSACTION_CATEGORY_LABELS[item.category][language]}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{TRANSACTION_METHOD_LABELS[item.method][language]}</Text>
      </Table.Td>
      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={600} c={income ? 'teal.8' : undefined}>
          {income ? '+' : '−'}
          {formatMoney(item.amount, 'MXN', language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <ReceiptControls item={item} canUpdate={canUpdate} />
      </Table.Td>
      {(canDelete || onEdit) && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            {onEdit && (
              <Button size="xs" variant="light" onClick={onEdit} data-testid="transaction-edit">
                {t('finance.form.edit')}
              </Button>
            )}
            {canDelete && (
              <TypeToConfirmButton
                label={t('finance.list.remove')}
                body={t('finance.list.removeQuestion', { subject: item.subject })}
                phrase={t('adminList.deletePhrase')}
                loading={remove.isPending}
                onConfirm={() => remove.mutateAsync(item.transaction_id)}
                testId="transaction-remove"
              />
            )}
          </Group>
          {remove.isError && (
            <Text size="xs" c="red.8" role="alert">
              {failureText(remove.error, language, 'error.generic')}
            </Text>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * /dashboard/property/{id}/transactions: the property's income and expenses, 20 a page, and a CSV
 * import for labels that may insert transactions (§6: OWNER reads, OWNER_MANAGER writes; staff all).
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = route.useParams();
  const name = usePropertyName(id);
  const claims = useSession();
  const staff = Boolean(claims?.role);
  const membership = useMemberships().data?.find((m) => m.property_id === id);
  const allowed = (action: 'select' | 'insert' | 'update' | 'delete') =>
    staff || (membership !== undefined && can(membership.label, 'transaction', action));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PropertyTransaction | null>(null);
  const list = useTransactions(id, page, allowed('select'));
  useDocumentTitle(`${name} · ${t('finance.tab')}`);
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{name}</Title>
        <PropertyTabs
          propertyId={id}
          current="transactions"
          showAirbnb={staff || membership?.can_select_airbnb_listing === true}
        />
      </Stack>
      {allowed('insert') && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="add-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="add-title">
              {t('finance.form.title')}
            </Title>
            <TransactionForm propertyId={id} />
          </Stack>
        </Card>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('finance.form.edit')}
        size="lg"
      >
        {editing && <TransactionForm propertyId={id} editing={editing} onDone={() => setEditing(null)} />}
      </Modal>
      {allowed('insert') && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="import-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="import-title">
              {t('finance.import.title')}
            </Title>
            <CsvImport propertyId={id} />
          </Stack>
        </Card>
      )}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="transactions-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="transactions-title">
            {t('finance.list.title')}
          </Title>
          {!allowed('insert') && membership !== undefined && (
            <Text size="sm" c="dimmed" data-testid="transactions-read-only">
              {t('finance.list.readOnly')}
            </Text>
          )}
          {list.isPending && list.fetchStatus !== 'idle' && <Text c="dimmed">{t('common.loading')}</Text>}
          {list.isError && (
            <Alert color="red" variant="light" role="alert">
              {failureText(list.error, language, 'error.generic')}
            </Alert>
          )}
          {list.data?.items.length === 0 && <Text size="sm">{t('finance.list.empty')}</Text>}
          {list.data && list.data.items.length > 0 && (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs" data-testid="transactions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('finance.list.date')}</Table.Th>
                    <Table.Th>{t('finance.list.subject')}</Table.Th>
                    <Table.Th>{t('finance.list.category')}</Table.Th>
                    <Table.Th>{t('finance.list.method')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('finance.list.amount')}</Table.Th>
                    <Table.Th>{t('finance.receipt.column')}</Table.Th>
                    {(allowed('delete') || allowed('update')) && <Table.Th />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((item) => (
                    <TransactionRow
                      key={item.transaction_id}
                      item={item}
                      canDelete={allowed('delete')}
                      canUpdate={allowed('update')}
                      onEdit={allowed('update') ? () => setEditing(item) : null}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {list.data && (
            <Pager
              page={list.data.page}
              total={list.data.total}
              pageSize={list.data.pageSize}
              onPage={setPage}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
