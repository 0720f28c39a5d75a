import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { PropertyLeaseConfiguration } from '@casona/proto/finance/entities';
import { LeaseConfigurationUpsert } from '@casona/proto/finance/requests';
import { leaseDatesInOrder } from '@casona/proto/finance/rules';
import { translate } from '@casona/proto/i18n/translate';
import { useTranslation } from 'react-i18next';

import { CurrencyField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSaveLease } from '../api/terms.ts';

type Values = {
  current_lease_start: string;
  current_lease_end: string;
  lease_per_month_price: number | undefined;
};

/**
 * The lease configuration (§5): start, end after the start, and the price per month, checked as the
 * person types. A property with an Airbnb listing has none: the server's refusal (the same sentence
 * listings answers the other way round) is shown as it is.
 */
export function LeaseForm({
  propertyId,
  current,
}: {
  propertyId: string;
  current: PropertyLeaseConfiguration | null;
}) {
  const { t } = useTranslation();
  const save = useSaveLease();
  const form = useSchemaForm({
    schema: LeaseConfigurationUpsert,
    initialValues: {
      current_lease_start: current?.current_lease_start ?? '',
      current_lease_end: current?.current_lease_end ?? '',
      lease_per_month_price: current?.lease_per_month_price,
    } satisfies Values as Values,
    toPayload: (v: Values) => ({
      property_id: propertyId,
      current_lease_start: v.current_lease_start || undefined,
      current_lease_end: v.current_lease_end || undefined,
      lease_per_month_price: v.lease_per_month_price,
    }),
    crossFieldErrors: (v, language) => ({
      current_lease_end:
        v.current_lease_start &&
        v.current_lease_end &&
        !leaseDatesInOrder(v.current_lease_start, v.current_lease_end)
          ? translate('lease.dates', language)
          : undefined,
    }),
    onSubmit: (payload) => save.mutateAsync(payload),
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate data-testid="lease-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField
            label={t('finance.lease.start')}
            required
            type="date"
            binding={form.field('current_lease_start')}
          />
          <TextField
            label={t('finance.lease.end')}
            required
            type="date"
            binding={form.field('current_lease_end')}
          />
          <CurrencyField
            label={t('finance.lease.price')}
            required
            binding={form.field('lease_per_month_price')}
          />
        </SimpleGrid>
        <FormFeedback
          status={form.status}
          language={form.language}
          successText={t('finance.lease.saved')}
          successTestId="lease-saved"
          failureTestId="lease-error"
        />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'} data-testid="lease-submit">
            {t('finance.lease.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
