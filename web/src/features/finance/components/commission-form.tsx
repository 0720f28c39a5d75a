import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  COMMISSION_COMPANY_ROLES,
  COMMISSION_FURNISHERS,
  COMMISSION_VALUE_TYPES,
  type CommissionCompanyRole,
  type CommissionFurnisher,
  type CommissionValueType,
} from '@casona/proto/enums';
import type { PropertyCommission } from '@casona/proto/finance/entities';
import {
  COMMISSION_COMPANY_ROLE_LABELS,
  COMMISSION_FURNISHER_LABELS,
  COMMISSION_VALUE_TYPE_LABELS,
  type FinanceLabel,
} from '@casona/proto/finance/labels';
import { CommissionUpsert } from '@casona/proto/finance/requests';
import { managerShareExceeded } from '@casona/proto/finance/rules';
import { translate } from '@casona/proto/i18n/translate';
import { useTranslation } from 'react-i18next';

import { NumberField, SelectField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { Language } from '../../../lib/format.ts';
import { useSaveCommission } from '../api/terms.ts';

type Values = {
  company_role: CommissionCompanyRole | '';
  furnisher: CommissionFurnisher | '';
  company_percentage: number | undefined;
  manager_value: number | undefined;
  manager_value_type: CommissionValueType | '';
  owner_value: number | undefined;
  owner_value_type: CommissionValueType | '';
};

const options = <T extends string>(
  codes: readonly T[],
  labels: Readonly<Record<T, FinanceLabel>>,
  language: Language,
) => codes.map((value) => ({ value, label: labels[value][language] }));

/**
 * The commission terms (§5): role and furnisher from their lists, company percentage 0–100, the
 * manager's and the owner's value as a fixed monthly amount or a percentage, and the manager's share
 * at most 66 % of the rents (of the lease's monthly price when the value is fixed) — each rule
 * checked as the person types with proto's schema and rule, the server's answer shown the same way.
 */
export function CommissionForm({
  propertyId,
  current,
  leasePerMonth,
}: {
  propertyId: string;
  current: PropertyCommission | null;
  leasePerMonth: number | null;
}) {
  const { t } = useTranslation();
  const save = useSaveCommission();
  const form = useSchemaForm({
    schema: CommissionUpsert,
    initialValues: {
      company_role: current?.company_role ?? '',
      furnisher: current?.furnisher ?? '',
      company_percentage: current?.company_percentage,
      manager_value: current?.manager_value,
      manager_value_type: current?.manager_value_type ?? '',
      owner_value: current?.owner_value,
      owner_value_type: current?.owner_value_type ?? '',
    } satisfies Values as Values,
    toPayload: (v: Values) => ({
      property_id: propertyId,
      company_role: v.company_role || undefined,
      furnisher: v.furnisher || undefined,
      company_percentage: v.company_percentage,
      manager_value: v.manager_value,
      manager_value_type: v.manager_value_type || undefined,
      owner_value: v.owner_value,
      owner_value_type: v.owner_value_type || undefined,
    }),
    crossFieldErrors: (v, language) => ({
      manager_value:
        v.manager_value_type &&
        v.manager_value !== undefined &&
        managerShareExceeded(v.manager_value_type, v.manager_value, leasePerMonth)
          ? translate('commission.managerShare', language)
          : undefined,
    }),
    onSubmit: (payload) => save.mutateAsync(payload),
  });
  const language = form.language;
  const choose = t('finance.form.choose');
  const valueTypes = options(COMMISSION_VALUE_TYPES, COMMISSION_VALUE_TYPE_LABELS, language);
  const unit = (type: CommissionValueType | '') =>
    type === 'PERCENTAGE' ? t('finance.commission.percentUnit') : type === 'FIXED' ? 'MXN' : undefined;
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate data-testid="commission-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            label={t('finance.commission.role')}
            required
            emptyLabel={choose}
            options={options(COMMISSION_COMPANY_ROLES, COMMISSION_COMPANY_ROLE_LABELS, language)}
            binding={form.field('company_role')}
          />
          <SelectField
            label={t('finance.commission.furnisher')}
            required
            emptyLabel={choose}
            options={options(COMMISSION_FURNISHERS, COMMISSION_FURNISHER_LABELS, language)}
            binding={form.field('furnisher')}
          />
          <NumberField
            label={t('finance.commission.companyPercentage')}
            description={t('finance.commission.companyPercentageHelp')}
            required
            suffix=" %"
            decimalScale={2}
            binding={form.field('company_percentage')}
          />
          <div />
          <SelectField
            label={t('finance.commission.managerType')}
            required
            emptyLabel={choose}
            options={valueTypes}
            binding={form.field('manager_value_type')}
          />
          <NumberField
            label={t('finance.commission.managerValue')}
            description={
              leasePerMonth === null
                ? t('finance.commission.managerHelpNoLease')
                : t('finance.commission.managerHelp', {
                    max: Math.floor(leasePerMonth * 0.66 * 100) / 100,
                  })
            }
            required
            decimalScale={2}
            rightSection={<Text size="xs">{unit(form.values.manager_value_type)}</Text>}
            rightSectionWidth={48}
            binding={form.field('manager_value')}
          />
          <SelectField
            label={t('finance.commission.ownerType')}
            required
            emptyLabel={choose}
            options={valueTypes}
            binding={form.field('owner_value_type')}
          />
          <NumberField
            label={t('finance.commission.ownerValue')}
            required
            decimalScale={2}
            rightSection={<Text size="xs">{unit(form.values.owner_value_type)}</Text>}
            rightSectionWidth={48}
            binding={form.field('owner_value')}
          />
        </SimpleGrid>
        <FormFeedback
          status={form.status}
          language={language}
          successText={t('finance.commission.saved')}
          successTestId="commission-saved"
        />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'} data-testid="commission-submit">
            {t('finance.commission.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
