import { Button, Group } from '@mantine/core';
import type { PropertyAirbnbListing } from '@casona/proto/listings/entities';
import { AirbnbListingHoursPatch } from '@casona/proto/listings/airbnb-listings';
import { useTranslation } from 'react-i18next';

import { NumberField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useAirbnbListingHours } from '../api/listings.ts';

/** The hours a cleaning takes: base 1–24 and current 0–24 (§5), checked as the person types. */
export function HoursForm({ propertyId, listing }: { propertyId: string; listing: PropertyAirbnbListing }) {
  const { t } = useTranslation();
  const hours = useAirbnbListingHours(propertyId);
  const form = useSchemaForm({
    schema: AirbnbListingHoursPatch,
    initialValues: {
      base_hours_to_clean: listing.base_hours_to_clean as number | undefined,
      current_hours_to_clean: listing.current_hours_to_clean as number | undefined,
    },
    onSubmit: (body) => hours.mutateAsync({ id: listing.id, body }),
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={t('airbnb.listings.hours.title')}
      data-testid="hours-form"
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberField
          binding={form.field('base_hours_to_clean')}
          label={t('airbnb.listings.hours.base')}
          decimalScale={1}
          w={130}
        />
        <NumberField
          binding={form.field('current_hours_to_clean')}
          label={t('airbnb.listings.hours.current')}
          decimalScale={1}
          w={130}
          required
        />
        <Button type="submit" variant="light" loading={form.status.state === 'submitting'}>
          {t('airbnb.listings.hours.save')}
        </Button>
      </Group>
      <FormFeedback
        status={form.status}
        language={form.language}
        successText={t('airbnb.listings.hours.saved')}
      />
    </form>
  );
}
