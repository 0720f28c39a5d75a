import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_EXPENSES,
  TRANSACTION_METHODS,
  TRANSACTION_TYPES,
  type TransactionCategory,
  type TransactionExpense,
  type TransactionMethod,
  type TransactionType,
} from '@casona/proto/enums';
import type { PropertyTransaction } from '@casona/proto/finance/entities';
import {
  TRANSACTION_CATEGORY_LABELS,
  TRANSACTION_EXPENSE_LABELS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_TYPE_LABELS,
  type FinanceLabel,
} from '@casona/proto/finance/labels';
import { TransactionUpsert } from '@casona/proto/finance/requests';
import { useTranslation } from 'react-i18next';

import { CurrencyField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { Language } from '../../../lib/format.ts';
import { useSaveTransaction } from '../api/transactions.ts';

type Values = {
  amount: number | undefined;
  category: TransactionCategory | '';
  date: string;
  expense: TransactionExpense | '';
  method: TransactionMethod | '';
  subject: string;
  type: TransactionType | '';
};

const options = <T extends string>(
  codes: readonly T[],
  labels: Readonly<Record<T, FinanceLabel>>,
  language: Language,
) => codes.map((value) => ({ value, label: labels[value][language] }));

/**
 * Add a transaction, or change `editing`: proto's TransactionUpsert checked as the person types
 * (amount 1–100,000, the §9 lists in words, date and subject required), the server's answer shown
 * the same way.
 */
export function TransactionForm({
  propertyId,
  editing,
  onDone,
}: {
  propertyId: string;
  editing?: PropertyTransaction;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTransaction();
  const form = useSchemaForm({
    schema: TransactionUpsert,
    initialValues: {
      amount: editing?.amount,
      category: editing?.category ?? '',
      date: editing?.date ?? '',
      expense: editing?.expense ?? '',
      method: editing?.method ?? '',
      subject: editing?.subject ?? '',
      type: editing?.type ?? '',
    } satisfies Values as Values,
    resetOnSuccess: !editing,
    toPayload: (v: Values) => ({
      ...(editing ? { transaction_id: editing.transaction_id } : {}),
      property_id: propertyId,
      amount: v.amount,
      category: v.category || undefined,
      date: v.date || undefined,
      expense: v.expense || undefined,
      method: v.method || undefined,
      subject: v.subject.trim(),
      type: v.type || undefined,
    }),
    onSubmit: async (payload) => {
      await save.mutateAsync(payload);
      onDone?.();
    },
  });
  const language = form.language;
  const choose = t('finance.form.choose');
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate data-testid="transaction-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField label={t('finance.list.subject')} required binding={form.field('subject')} />
          <CurrencyField label={t('finance.list.amount')} required binding={form.field('amount')} />
          <TextField label={t('finance.list.date')} required type="date" binding={form.field('date')} />
          <SelectField
            label={t('finance.form.type')}
            required
            emptyLabel={choose}
            options={options(TRANSACTION_TYPES, TRANSACTION_TYPE_LABELS, language)}
            binding={form.field('type')}
          />
          <SelectField
            label={t('finance.list.category')}
            required
            emptyLabel={choose}
            options={options(TRANSACTION_CATEGORIES, TRANSACTION_CATEGORY_LABELS, language)}
            binding={form.field('category')}
          />
          <SelectField
            label={t('finance.form.expense')}
            required
            emptyLabel={choose}
            options={options(TRANSACTION_EXPENSES, TRANSACTION_EXPENSE_LABELS, language)}
            binding={form.field('expense')}
          />
          <SelectField
            label={t('finance.list.method')}
            required
            emptyLabel={choose}
            options={options(TRANSACTION_METHODS, TRANSACTION_METHOD_LABELS, language)}
            binding={form.field('method')}
          />
        </SimpleGrid>
        <FormFeedback
          status={form.status}
          language={language}
          successText={t('finance.form.saved')}
          successTestId="transaction-saved"
        />
        <Group gap="sm">
          <Button type="submit" loading={form.status.state === 'submitting'} data-testid="transaction-submit">
            {editing ? t('finance.form.update') : t('finance.form.add')}
          </Button>
          {onDone && (
            <Button variant="subtle" onClick={onDone}>
              {t('finance.form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
