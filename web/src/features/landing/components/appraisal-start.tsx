/**
 * "¿Cuánto vale tu propiedad?": the address search (a result and a pin) and the home's main figures
 * start an appraisal (POST /appraisal, §5 rules checked as the owner types with proto's schema);
 * the answer opens /appraisal/{id}. Outside the data's coverage the server's 'Unsupported area'
 * message is shown; any other failure, §8's 'Try again later' for the appraisal.
 */
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { SubmitAppraisal } from '@casona/proto/appraisal/requests';
import { PROPERTY_TYPES, type PropertyType } from '@casona/proto/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AddressSearch, type Place } from '../../../components/address-search/address-search.tsx';
import { NumberField, SelectField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { usePostAppraisal } from '../api/post-appraisal.ts';
import { Section, SectionHeading } from './sections.tsx';

type Values = {
  type: PropertyType | '';
  built_area: number | undefined;
  total_area: number | undefined;
  bedrooms: number | undefined;
  bathrooms: number | undefined;
  years_built: number | undefined;
};

export default function AppraisalStart() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const post = usePostAppraisal();
  const [place, setPlace] = useState<Place | undefined>(undefined);
  const form = useSchemaForm({
    schema: SubmitAppraisal,
    initialValues: {
      type: 'HOUSE',
      built_area: undefined,
      total_area: undefined,
      bedrooms: 2,
      bathrooms: 1,
      years_built: undefined,
    } as Values,
    toPayload: (v: Values) => ({
      ...(place
        ? {
            name: (place.street || place.search_address_string).slice(0, 255),
            // Catalogue results carry no provider id: the pin names the place.
            place_id: place.place_id || `pin:${place.latitude.toFixed(6)},${place.longitude.toFixed(6)}`,
            search_address_string: place.search_address_string,
            latitude: place.latitude,
            longitude: place.longitude,
            state: place.state,
            city: place.municipality,
            ...(place.street ? { street: place.street } : {}),
            ...(place.postal_code ? { zip: place.postal_code } : {}),
          }
        : {}),
      type: v.type || undefined,
      built_area: v.built_area,
      total_area: v.total_area,
      bedrooms: v.bedrooms,
      bathrooms: v.bathrooms,
      years_built: v.years_built,
      get_external_occupation_rate: true,
    }),
    onSubmit: async (payload) => {
      const appraisal = await post.mutateAsync(payload);
      await navigate({ to: '/appraisal/$id', params: { id: appraisal.id } });
    },
  });
  const missingPlace = form.status.state === 'invalid' && !place;
  return (
    <Section id="appraise">
      <SectionHeading
        id="appraise"
        eyebrow={t('landing.appraise.eyebrow')}
        title={t('landing.appraise.title')}
        subtitle={t('landing.appraise.subtitle')}
      />
      <form onSubmit={form.handleSubmit} noValidate data-testid="appraisal-start">
        <Stack gap="md" maw={860}>
          <AddressSearch
            value={place}
            onChange={setPlace}
            error={missingPlace ? t('landing.appraise.placeMissing') : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <SelectField
              binding={form.field('type')}
              label={t('landing.appraise.type')}
              options={PROPERTY_TYPES.map((value) => ({ value, label: t(`market.types.${value}`) }))}
              required
            />
            <NumberField
              binding={form.field('built_area')}
              label={t('landing.appraise.builtArea')}
              required
              decimalScale={0}
            />
            <NumberField
              binding={form.field('total_area')}
              label={t('landing.appraise.totalArea')}
              required
              decimalScale={0}
            />
            <NumberField
              binding={form.field('bedrooms')}
              label={t('landing.appraise.bedrooms')}
              required
              decimalScale={0}
            />
            <NumberField
              binding={form.field('bathrooms')}
              label={t('landing.appraise.bathrooms')}
              required
              decimalScale={0}
            />
            <NumberField
              binding={form.field('years_built')}
              label={t('landing.appraise.yearsBuilt')}
              required
              decimalScale={0}
            />
          </SimpleGrid>
          <FormFeedback status={form.status} language={language} failure="appraisal.error" />
          <Text size="sm" c="dimmed">
            {t('landing.appraise.note')}
          </Text>
          <Button
            type="submit"
            size="lg"
            loading={form.status.state === 'submitting'}
            data-testid="appraisal-start-submit"
          >
            {t('landing.appraise.submit')}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
