/**
 * The property submission of §5, validated as the person types with proto's `SubmitProperty` and
 * its cross-field rules (city within the state's INEGI municipalities, year built ≤ this year):
 * details, address, floor distribution, amenities, up to 30 photos compressed to JPEG 0.3, and the
 * owner's new profile when nobody is signed in. The public page and the staff page (which names
 * the owner by email) both use it; each sends it to its own endpoint.
 */
import { Button, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PRICE_MAX } from '@casona/proto/constants';
import { PROPERTY_TYPES, type PropertyType } from '@casona/proto/enums';
import type { StateName } from '@casona/proto/geo/states';
import type { Amenity, Floor } from '@casona/proto/schemas/entities';
import { SubmitProperty } from '@casona/proto/schemas/submissions';
import { translate } from '@casona/proto/i18n/translate';
import { checkCityInState, checkYearBuilt } from '@casona/proto/validation/rules';
import { localizeIssues } from '@casona/proto/validation/validate';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AmenityChecklist } from './amenity-checklist.tsx';
import { AddressFields } from './address-search/address-fields.tsx';
import { ButtonLink } from './button-link.tsx';
import { FloorDistributionEditor } from './floor-distribution-editor.tsx';
import { FormFeedback } from './form/form-feedback.tsx';
import { CurrencyField, NumberField, PhoneField, SelectField, TextField } from './form/fields.tsx';
import { fieldOfPath, useSchemaForm } from './form/use-schema-form.ts';
import { ImagePicker } from './image-picker.tsx';
import { ApiError } from '../lib/api/errors.ts';
import type { CompressedImage } from '../lib/images/compress.ts';
import type { Language } from '../lib/i18n/index.ts';

type Count = number | undefined;
const PROFILE_FIELDS: Record<string, string> = {
  '/profile/name': 'owner_name',
  '/profile/email': 'owner_email',
  '/profile/phone_number': 'owner_phone',
};
const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

export type SubmissionMode =
  /** Nobody signed in: the owner's profile is created from the contact block. */
  | 'anonymous'
  /** Signed in: the caller is the owner. */
  | 'signed-in'
  /** Staff submitting for an owner named by email. */
  | 'staff';

export type SubmissionPayload = SubmitProperty & { owner_email?: string };

/** Values found elsewhere (the listing-link intake, /submit_from_listing) that the owner adjusts. */
export type SubmissionPrefill = {
  name?: string;
  price?: number;
  bedrooms?: number;
  bathrooms?: number;
  half_bathrooms?: number;
  built_area?: number;
  total_area?: number;
  latitude?: number;
  longitude?: number;
  amenities?: string[];
};

function cross(values: Record<string, unknown>, language: Language, mode: SubmissionMode) {
  const issues = [
    ...checkCityInState({ state: values['state'], city: values['city'] }),
    ...checkYearBuilt(values['year_built']),
  ];
  const out: Record<string, string | undefined> = {};
  for (const issue of localizeIssues(issues, language)) out[fieldOfPath(issue.path)] ??= issue.message;
  const required = translate('validation.required', language);
  // The contract needs the new owner's name, email and phone when nobody is signed in.
  if (mode === 'anonymous') {
    for (const field of ['owner_name', 'owner_email', 'owner_phone'] as const) {
      if (String(values[field] ?? '').trim() === '') out[field] ??= required;
    }
  }
  if (mode === 'staff' && String(values['owner_email'] ?? '').trim() === '') out['owner_email'] ??= required;
  // An owner's submission carries coordinates (issue 16 item 8): a result of the address search
  // or a pin on the map. Staff may leave them for the property's editor.
  if (mode !== 'staff' && values['latitude'] === undefined)
    out['latitude'] ??= translate('validation.locationRequired', language);
  return out;
}

export function PropertySubmissionForm({
  mode,
  amenities,
  initialStreet = '',
  initialAddress,
  appraisalId,
  prefill,
  onSubmit,
}: {
  mode: SubmissionMode;
  amenities: readonly Pick<Amenity, 'id' | 'en_name' | 'es_name'>[];
  initialStreet?: string;
  /** An address typed elsewhere (the landing's search): searched at once by the address search. */
  initialAddress?: string | undefined;
  appraisalId?: string | undefined;
  prefill?: SubmissionPrefill | undefined;
  onSubmit: (payload: SubmissionPayload) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [images, setImages] = useState<CompressedImage[]>([]);
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
      street: initialStreet,
      neighborhood: '',
      exterior_number: '',
      interior_number: '',
      zip: '',
      state: '' as StateName | '',
      city: '',
      latitude: undefined as number | undefined,
      longitude: undefined as number | undefined,
      floor_distribution: [] as Floor[],
      amenities: [] as string[],
      owner_name: '',
      owner_email: '',
      owner_phone: '',
      ...prefill,
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
      neighborhood: blank(v.neighborhood ?? ''),
      exterior_number: blank(v.exterior_number),
      interior_number: blank(v.interior_number),
      zip: v.zip.trim(),
      state: v.state || undefined,
      city: v.city,
      ...(v.latitude !== undefined && v.longitude !== undefined
        ? { latitude: v.latitude, longitude: v.longitude }
        : {}),
      // Optional: sent once the owner describes at least one floor.
      ...(v.floor_distribution.length > 0 ? { floor_distribution: { floors: v.floor_distribution } } : {}),
      amenities: v.amenities,
      // The appraisal this submission continues (`?appraisal_id=`), linked by the API.
      ...(appraisalId ? { appraisal_id: appraisalId } : {}),
      ...(images.length > 0 ? { images: images.map((image) => image.dataUrl) } : {}),
      ...(mode === 'anonymous'
        ? {
            profile: {
              name: blank(v.owner_name),
              email: blank(v.owner_email),
              phone_number: blank(v.owner_phone),
            },
          }
        : {}),
      ...(mode === 'staff' ? { owner_email: blank(v.owner_email) } : {}),
    }),
    fieldOfPath: (path) => PROFILE_FIELDS[path] ?? fieldOfPath(path),
    crossFieldErrors: (values, language) => cross(values, language, mode),
    onSubmit: (payload) => onSubmit(payload as SubmissionPayload),
  });
  // Signed out with the email of an existing account (409): the owner signs in and comes back.
  const here = useLocation({ select: (location) => location.href });
  const emailTaken =
    mode === 'anonymous' &&
    form.status.state === 'failed' &&
    form.status.error instanceof ApiError &&
    form.status.error.status === 409;
  const floorsField = form.field('floor_distribution');
  const amenitiesField = form.field('amenities');
  const count = (
    name: 'bedrooms' | 'bathrooms' | 'half_bathrooms' | 'parking_spaces' | 'floors',
    label: string,
  ) => <NumberField binding={form.field(name)} label={label} decimalScale={0} required />;
  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="submit-property-form">
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
          <NumberField binding={form.field('built_area')} label={t('submit.property.builtArea')} required />
          <NumberField binding={form.field('total_area')} label={t('submit.property.totalArea')} required />
        </SimpleGrid>
        <Divider my="sm" />
        <Title order={2} fz="lg">
          {t('submit.property.sections.address')}
        </Title>
        <AddressFields form={form} search={{ initialText: initialAddress }} />
        <Divider my="sm" />
        <Title order={2} fz="lg">
          {t('listings.submit.layout')}
        </Title>
        <FloorDistributionEditor
          label={t('listings.floors.label')}
          floors={floorsField.value}
          onChange={floorsField.onChange}
          error={floorsField.error}
        />
        <AmenityChecklist
          label={t('listings.submit.amenities')}
          amenities={amenities}
          value={amenitiesField.value}
          onChange={amenitiesField.onChange}
          error={amenitiesField.error}
        />
        <Divider my="sm" />
        <Title order={2} fz="lg">
          {t('submit.property.sections.photos')}
        </Title>
        <ImagePicker images={images} onChange={setImages} label={t('images.pick')} />
        {mode !== 'signed-in' && (
          <>
            <Divider my="sm" />
            <Title order={2} fz="lg">
              {mode === 'staff' ? t('listings.submit.owner') : t('submit.property.sections.contact')}
            </Title>
            {mode === 'anonymous' && (
              <Text size="sm" c="dimmed">
                {t('listings.submit.newProfile')}
              </Text>
            )}
            {mode === 'staff' ? (
              <TextField
                binding={form.field('owner_email')}
                label={t('listings.submit.ownerEmail')}
                type="email"
                required
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextField
                  binding={form.field('owner_name')}
                  label={t('forms.name')}
                  autoComplete="name"
                  required
                />
                <TextField
                  binding={form.field('owner_email')}
                  label={t('forms.email')}
                  type="email"
                  autoComplete="email"
                  required
                />
                <PhoneField
                  binding={form.field('owner_phone')}
                  label={t('forms.phone')}
                  description={t('forms.phoneHint')}
                  required
                />
              </SimpleGrid>
            )}
          </>
        )}
        <FormFeedback
          status={form.status}
          language={form.language}
          success="submitProperty.success"
          failure={emailTaken ? undefined : 'submitProperty.error'}
        />
        {emailTaken && (
          <ButtonLink
            to="/login"
            search={{ redirect: here }}
            variant="light"
            w="fit-content"
            data-testid="submit-sign-in"
          >
            {t('listings.submit.signIn')}
          </ButtonLink>
        )}
        <Button type="submit" size="md" loading={form.status.state === 'submitting'} w="fit-content">
          {t('submit.property.submit')}
        </Button>
      </Stack>
    </form>
  );
}
