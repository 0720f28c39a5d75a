import { Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { CURRENCIES, type Currency } from '@casona/proto/enums';
import type { PropertyAirbnbListing } from '@casona/proto/listings/entities';
import { AirbnbListingUpsert } from '@casona/proto/listings/requests';
import { useTranslation } from 'react-i18next';

import { NumberField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSaveAirbnbListing } from '../api/listings.ts';

/**
 * Add or edit one of the property's Airbnb listings. proto's AirbnbListingUpsert validates as the
 * person types, so a listing URL that is not a `…/rooms/{number}` address says 'Invalid listing
 * URL' and a profile URL that is not an https `…/users/show/{digits}` one 'Invalid profile URL' —
 * the server's own words, in the interface language.
 */
export function ListingForm({
  propertyId,
  listing,
  onDone,
}: {
  propertyId: string;
  listing?: PropertyAirbnbListing;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAirbnbListing(propertyId);
  const form = useSchemaForm({
    schema: AirbnbListingUpsert,
    initialValues: {
      name: listing?.name ?? '',
      url: listing?.url ?? '',
      profile_url: listing?.profile_url ?? '',
      ics_url: listing?.ics_url ?? '',
      is_main_listing: listing?.is_main_listing ?? false,
      currency: (listing?.currency ?? 'MXN') as Currency | '',
      base_hours_to_clean: listing?.base_hours_to_clean as number | undefined,
    },
    toPayload: (v) => ({
      property_id: propertyId,
      name: v.name.trim(),
      url: v.url.trim(),
      profile_url: v.profile_url.trim() === '' ? null : v.profile_url.trim(),
      ics_url: v.ics_url.trim(),
      is_main_listing: v.is_main_listing,
      currency: v.currency,
      base_hours_to_clean: v.base_hours_to_clean,
    }),
    onSubmit: async ({ property_id: _property, id: _id, ...fields }) => {
      if (listing) await save.mutateAsync({ id: listing.id, body: fields });
      else await save.mutateAsync({ body: { property_id: propertyId, ...fields } });
      onDone();
    },
  });
  const main = form.field('is_main_listing');
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={listing ? listing.name : t('airbnb.listings.add')}
      data-testid="listing-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField binding={form.field('name')} label={t('airbnb.listings.name')} required />
          <SelectField
            binding={form.field('currency')}
            label={t('airbnb.listings.currency')}
            options={CURRENCIES.map((c) => ({ value: c, label: t(`airbnb.currency.${c}`) }))}
            required
          />
          <TextField
            binding={form.field('url')}
            label={t('airbnb.listings.url')}
            description={t('airbnb.listings.urlHelp')}
            type="url"
            inputMode="url"
            required
          />
          <TextField
            binding={form.field('profile_url')}
            label={t('airbnb.listings.profileUrl')}
            description={t('airbnb.listings.profileUrlHelp')}
            type="url"
            inputMode="url"
          />
          <TextField
            binding={form.field('ics_url')}
            label={t('airbnb.listings.icsUrl')}
            description={t('airbnb.listings.icsUrlHelp')}
            type="url"
            inputMode="url"
            required
          />
          <NumberField
            binding={form.field('base_hours_to_clean')}
            label={t('airbnb.listings.hours.base')}
            decimalScale={1}
            required
          />
        </SimpleGrid>
        <Checkbox
          id={main.id}
          name={main.name}
          checked={main.value}
          onChange={(event) => main.onChange(event.currentTarget.checked)}
          label={t('airbnb.listings.main')}
          description={t('airbnb.listings.mainHelp')}
        />
        <FormFeedback status={form.status} language={form.language} />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'}>
            {t('airbnb.listings.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('airbnb.listings.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
