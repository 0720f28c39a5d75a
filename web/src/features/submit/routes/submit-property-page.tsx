import { Alert, Button, Card, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PRICE_MAX } from '@casona/proto/constants';
import { PROPERTY_TYPES, type PropertyType } from '@casona/proto/enums';
import { municipalitiesOf } from '@casona/proto/geo/municipalities';
import { STATE_NAMES, type StateName } from '@casona/proto/geo/states';
import { SubmitProperty } from '@casona/proto/schemas/submissions';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import {
  CurrencyField,
  NumberField,
  PhoneField,
  SelectField,
  TextField,
} from '../../../components/form/fields.tsx';
import { fieldOfPath, useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { CompressedImage } from '../../../lib/images/compress.ts';
import { usePostSubmitProperty } from '../api/post-submit-property.ts';

const route = getRouteApi('/public/submit_property');

type Count = number | undefined;
const PROFILE_FIELDS: Record<string, string> = {
  '/profile/name': 'owner_name',
  '/profile/email': 'owner_email',
  '/profile/phone_number': 'owner_phone',
};
const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The owner's eligibility form (spec §1 step 1, §5 property submission rules). */
export function SubmitPropertyPage() {
  const { t } = useTranslation();
  const { appraisal_id, address } = route.useSearch();
  const submit = usePostSubmitProperty();
  const [images, setImages] = useState<CompressedImage[]>([]);
  useDocumentTitle(t('submit.property.title'));
  const form = useSchemaForm({
    schema: SubmitProperty,
    initialValues: {
      name: '',
      type: '' as PropertyType | '',
      price: undefined as Count,
      bedrooms: undefined as Count,
      bathrooms: undefined as Count,
      half_bathrooms: 0 as Count,
      parking_spaces: 0 as Count,
      built_area: undefined as Count,
      total_area: undefined as Count,
      floors: 1 as Count,
      year_built: undefined as Count,
      street: address ?? '',
      exterior_number: '',
      interior_number: '',
      zip: '',
      state: '' as StateName | '',
      city: '',
      owner_name: '',
      owner_email: '',
      owner_phone: '',
    },
    toPayload: (v) => ({
      name: v.name.trim(),
      type: v.type || undefined,
      price: v.price,
      bedrooms: v.bedrooms,
      bathrooms: v.bathrooms,
      half_bathrooms: v.half_bathrooms,
      parking_spaces: v.parking_spaces,
      built_area: v.built_area,
      total_area: v.total_area,
      floors: v.floors,
      year_built: v.year_built,
      street: v.street.trim(),
      exterior_number: blank(v.exterior_number),
      interior_number: blank(v.interior_number),
      zip: v.zip.trim(),
      state: v.state || undefined,
      city: v.city,
      ...(appraisal_id ? { appraisal_id } : {}),
      ...(images.length > 0 ? { images: images.map((image) => image.dataUrl) } : {}),
      profile: { name: blank(v.owner_name), email: blank(v.owner_email), phone_number: blank(v.owner_phone) },
    }),
    fieldOfPath: (path) => PROFILE_FIELDS[path] ?? fieldOfPath(path),
    onSubmit: (payload) => submit.mutateAsync(payload),
  });
  const cities = useMemo(
    () =>
      form.values.state
        ? municipalitiesOf(form.values.state)
            .map((m) => m.name)
            .sort((a, b) => a.localeCompare(b, 'es'))
        : [],
    [form.values.state],
  );
  const state = form.field('state');
  const stateBinding = {
    ...state,
    onChange: (value: StateName | '') => {
      state.onChange(value);
      form.setValue('city', '');
    },
  };
  const count = (
    name: 'bedrooms' | 'bathrooms' | 'half_bathrooms' | 'parking_spaces' | 'floors',
    label: string,
  ) => <NumberField binding={form.field(name)} label={label} decimalScale={0} required />;
  return (
    <Container size={860} py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 30, md: 38 }}>
            {t('submit.property.title')}
          </Title>
          <Text c="dimmed">{t('submit.property.subtitle')}</Text>
        </Stack>
        {address && (
          <Alert variant="light" color="terracotta" data-testid="address-from-search">
            {t('submit.property.addressFromSearch', { address })}
          </Alert>
        )}
        <Card withBorder radius="lg" padding="xl">
          <form onSubmit={form.handleSubmit} noValidate>
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('submit.property.sections.property')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  binding={form.field('name')}
                  label={t('submit.property.name')}
                  description={t('submit.property.nameHint')}
                  required
                />
                <SelectField
                  binding={form.field('type')}
                  label={t('submit.property.type')}
                  emptyLabel={t('forms.select')}
                  options={PROPERTY_TYPES.map((value) => ({ value, label: t(`market.types.${value}`) }))}
                  required
                />
              </SimpleGrid>
              <CurrencyField
                binding={form.field('price')}
                label={t('submit.property.price')}
                max={PRICE_MAX}
                required
              />
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                {count('bedrooms', t('submit.property.bedrooms'))}
                {count('bathrooms', t('submit.property.bathrooms'))}
                {count('half_bathrooms', t('submit.property.halfBathrooms'))}
                {count('parking_spaces', t('submit.property.parkingSpaces'))}
                {count('floors', t('submit.property.floors'))}
                <NumberField
                  binding={form.field('year_built')}
                  label={t('submit.property.yearBuilt')}
                  decimalScale={0}
                  thousandSeparator=""
                  required
                />
                <NumberField
                  binding={form.field('built_area')}
                  label={t('submit.property.builtArea')}
                  required
                />
                <NumberField
                  binding={form.field('total_area')}
                  label={t('submit.property.totalArea')}
                  required
                />
              </SimpleGrid>
              <Divider my="sm" />
              <Title order={2} fz="lg">
                {t('submit.property.sections.address')}
              </Title>
              <TextField
                binding={form.field('street')}
                label={t('submit.property.street')}
                autoComplete="address-line1"
                required
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextField
                  binding={form.field('exterior_number')}
                  label={t('submit.property.exteriorNumber')}
                  inputMode="numeric"
                />
                <TextField
                  binding={form.field('interior_number')}
                  label={t('submit.property.interiorNumber')}
                  inputMode="numeric"
                />
                <TextField
                  binding={form.field('zip')}
                  label={t('submit.property.zip')}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  required
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SelectField
                  binding={stateBinding}
                  label={t('submit.property.state')}
                  emptyLabel={t('forms.select')}
                  options={STATE_NAMES.map((value) => ({ value, label: value }))}
                  required
                />
                <SelectField
                  binding={form.field('city')}
                  label={t('submit.property.city')}
                  emptyLabel={form.values.state ? t('forms.select') : t('submit.property.chooseState')}
                  options={cities.map((value) => ({ value, label: value }))}
                  disabled={!form.values.state}
                  required
                />
              </SimpleGrid>
              <Divider my="sm" />
              <Title order={2} fz="lg">
                {t('submit.property.sections.photos')}
              </Title>
              <ImagePicker images={images} onChange={setImages} label={t('images.pick')} />
              <Divider my="sm" />
              <Title order={2} fz="lg">
                {t('submit.property.sections.contact')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextField binding={form.field('owner_name')} label={t('forms.name')} autoComplete="name" />
                <TextField
                  binding={form.field('owner_email')}
                  label={t('forms.email')}
                  type="email"
                  autoComplete="email"
                />
                <PhoneField
                  binding={form.field('owner_phone')}
                  label={t('forms.phone')}
                  description={t('forms.phoneHint')}
                />
              </SimpleGrid>
              <FormFeedback
                status={form.status}
                language={form.language}
                success="submitProperty.success"
                failure="submitProperty.error"
              />
              <Button type="submit" size="md" loading={form.status.state === 'submitting'} w="fit-content">
                {t('submit.property.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
