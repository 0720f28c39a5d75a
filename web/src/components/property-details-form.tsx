/**
 * A property's details as proto's `PropertyUpdate` takes them (§5 property update): the owner edits
 * the submission's fields while the property is in review or rejected; staff also edit the
 * marketing label, location (address search and map pin filling the address and lat/long, time
 * zone), yearly expenses, EN/ES description and neighborhood insights. `readOnly` shows the same fields disabled. Photos have their own editor.
 */
import {
  Button,
  Divider,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { PRICE_MAX } from '@casona/proto/constants';
import {
  PROPERTY_LABELS,
  PROPERTY_TYPES,
  TIME_ZONE_OPTIONS,
  type PropertyLabel,
  type PropertyType,
  type TimeZone,
} from '@casona/proto/enums';
import type { StateName } from '@casona/proto/geo/states';
import {
  DESCRIPTION_FIELDS,
  type Amenity,
  type DescriptionTexts,
  type Floor,
  type NeighborhoodInsight,
  type Property,
} from '@casona/proto/schemas/entities';
import { PropertyUpdate } from '@casona/proto/schemas/submissions';
import {
  checkCityInState,
  checkFloorDistribution,
  checkPropertyDescription,
  checkYearBuilt,
} from '@casona/proto/validation/rules';
import { localizeIssues } from '@casona/proto/validation/validate';
import { useTranslation } from 'react-i18next';

import { AddressFields } from './address-search/address-fields.tsx';
import { AmenityChecklist } from './amenity-checklist.tsx';
import { FloorDistributionEditor } from './floor-distribution-editor.tsx';
import { FormFeedback } from './form/form-feedback.tsx';
import { CurrencyField, NumberField, SelectField, TextField } from './form/fields.tsx';
import { CURRENCY_PREFIX } from '../lib/money.ts';
import { fieldOfPath, useSchemaForm } from './form/use-schema-form.ts';
import type { Language } from '../lib/i18n/index.ts';

type Count = number | undefined;
type Texts = Record<(typeof DESCRIPTION_FIELDS)[number], string>;
const LOCALES = ['ES', 'EN'] as const;
const YEARLY = [
  'yearly_cleaning',
  'yearly_electricity',
  'yearly_maintenance',
  'yearly_predial',
  'yearly_services',
  'yearly_water',
] as const;
type Yearly = (typeof YEARLY)[number];

const emptyTexts = (): Texts => Object.fromEntries(DESCRIPTION_FIELDS.map((f) => [f, ''])) as Texts;
const textsOf = (texts: DescriptionTexts | undefined): Texts => ({ ...emptyTexts(), ...(texts ?? {}) });

export type EditableProperty = Property & {
  neighborhood_insights?: { neighborhood_insight_id: string; amount: number }[];
  main_airbnb_listing_url?: string | null;
};

export function PropertyDetailsForm({
  property,
  staff = false,
  readOnly = false,
  amenities,
  insights = [],
  airbnbListings = [],
  onSubmit,
}: {
  property: EditableProperty;
  staff?: boolean;
  readOnly?: boolean;
  amenities: readonly Pick<Amenity, 'id' | 'en_name' | 'es_name'>[];
  insights?: readonly NeighborhoodInsight[];
  /** The property's Airbnb listings: VACATIONAL_RENT is a label option only with one, and "reserve on Airbnb" follows the main one. */
  airbnbListings?: readonly { url: string; is_main_listing: boolean }[];
  onSubmit: (payload: PropertyUpdate) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const mainListing = airbnbListings.find((l) => l.is_main_listing);
  const labelOptions = PROPERTY_LABELS.filter(
    (value) =>
      value !== 'VACATIONAL_RENT' || airbnbListings.length > 0 || property.label === 'VACATIONAL_RENT',
  );
  const insightAmounts = Object.fromEntries(
    (property.neighborhood_insights ?? []).map((i) => [i.neighborhood_insight_id, i.amount]),
  );
  const form = useSchemaForm({
    schema: PropertyUpdate,
    initialValues: {
      name: property.name,
      type: property.type as PropertyType | '',
      price: property.price as Count,
      bedrooms: property.bedrooms as Count,
      bathrooms: property.bathrooms as Count,
      half_bathrooms: property.half_bathrooms as Count,
      parking_spaces: property.parking_spaces as Count,
      built_area: property.built_area as Count,
      total_area: property.total_area as Count,
      floors: property.floors as Count,
      terraces: property.terraces as Count,
      year_built: (property.year_built ?? undefined) as Count,
      street: property.street,
      neighborhood: property.neighborhood ?? '',
      exterior_number: property.exterior_number ?? '',
      interior_number: property.interior_number ?? '',
      zip: property.zip,
      state: property.state as StateName | '',
      city: property.city,
      floor_distribution: (property.floor_distribution?.floors ?? []) as Floor[],
      amenities: [...property.amenities],
      label: property.label as PropertyLabel | '',
      cap_rate_percent: (property.cap_rate === null ? undefined : round(property.cap_rate * 100)) as Count,
      market_price: (property.market_price ?? undefined) as Count,
      main_airbnb_listing_url: property.main_airbnb_listing_url ?? '',
      latitude: (property.latitude ?? undefined) as Count,
      longitude: (property.longitude ?? undefined) as Count,
      timezone: property.timezone as TimeZone | '',
      ...(Object.fromEntries(YEARLY.map((k) => [k, String(property[k] ?? 0)])) as Record<Yearly, string>),
      description_es: textsOf(property.description?.ES),
      description_en: textsOf(property.description?.EN),
      insights: insightAmounts as Record<string, number | undefined>,
    },
    toPayload: (v) => {
      const described = [...Object.values(v.description_es), ...Object.values(v.description_en)].some(
        (text) => text.trim() !== '',
      );
      return {
        property_id: property.id,
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
        terraces: v.terraces,
        year_built: v.year_built,
        street: v.street.trim(),
        neighborhood: v.neighborhood.trim().replace(/\s+/g, ' ') || null,
        exterior_number: v.exterior_number.trim() === '' ? null : v.exterior_number.trim(),
        interior_number: v.interior_number.trim() === '' ? null : v.interior_number.trim(),
        zip: v.zip.trim(),
        state: v.state || undefined,
        city: v.city,
        floor_distribution:
          v.floor_distribution.length > 0 ? JSON.stringify({ floors: v.floor_distribution }) : null,
        amenities: v.amenities,
        ...(staff
          ? {
              label: v.label || undefined,
              cap_rate: v.cap_rate_percent === undefined ? null : round(v.cap_rate_percent / 100),
              market_price: v.market_price ?? null,
              main_airbnb_listing_url: v.main_airbnb_listing_url.trim() || null,
              latitude: v.latitude ?? null,
              longitude: v.longitude ?? null,
              timezone: v.timezone || undefined,
              ...Object.fromEntries(YEARLY.map((k) => [k, v[k].trim()])),
              description: described
                ? JSON.stringify({
                    ES: trimTexts(v.description_es),
                    EN: trimTexts(v.description_en),
                  })
                : null,
              neighborhood_insights: Object.entries(v.insights)
                .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
                .map(([neighborhood_insight_id, amount]) => ({ neighborhood_insight_id, amount })),
            }
          : {}),
      };
    },
    fieldOfPath: (path) => (path === '/cap_rate' ? 'cap_rate_percent' : fieldOfPath(path)),
    crossFieldErrors: (values, language: Language) => {
      const issues = [
        ...checkCityInState({ state: values.state, city: values.city }),
        ...checkYearBuilt(values.year_built),
        ...(values.floor_distribution.length > 0
          ? checkFloorDistribution({ floors: values.floor_distribution })
          : []),
      ];
      const described = [
        ...Object.values(values.description_es),
        ...Object.values(values.description_en),
      ].some((text) => text.trim() !== '');
      if (staff && described)
        issues.push(
          ...checkPropertyDescription({
            ES: trimTexts(values.description_es),
            EN: trimTexts(values.description_en),
          }),
        );
      const out: Record<string, string | undefined> = {};
      for (const issue of localizeIssues(issues, language)) out[fieldOfPath(issue.path)] ??= issue.message;
      return out;
    },
    onSubmit: (payload) => onSubmit(payload),
  });
  const floorsField = form.field('floor_distribution');
  const amenitiesField = form.field('amenities');
  const descriptionError = form.errors['description'];
  const insightsField = form.field('insights');
  const count = (
    name: 'bedrooms' | 'bathrooms' | 'half_bathrooms' | 'parking_spaces' | 'floors',
    label: string,
  ) => <NumberField binding={form.field(name)} label={label} decimalScale={0} required disabled={readOnly} />;
  const language = i18n.language === 'en' ? 'en' : 'es';
  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="property-details-form">
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField binding={form.field('name')} label={t('submit.property.name')} required />
            <SelectField
              binding={form.field('type')}
              label={t('submit.property.type')}
              options={PROPERTY_TYPES.map((value) => ({ value, label: t(`market.types.${value}`) }))}
              required
            />
          </SimpleGrid>
          <CurrencyField
            binding={form.field('price')}
            label={t('listings.details.price')}
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
              binding={form.field('terraces')}
              label={t('listings.property.terraces')}
              decimalScale={0}
              disabled={readOnly}
            />
            <NumberField
              binding={form.field('year_built')}
              label={t('submit.property.yearBuilt')}
              decimalScale={0}
              thousandSeparator=""
            />
            <NumberField binding={form.field('built_area')} label={t('submit.property.builtArea')} required />
            <NumberField binding={form.field('total_area')} label={t('submit.property.totalArea')} required />
          </SimpleGrid>
          <Divider my="xs" />
          <Title order={3} fz="md">
            {t('submit.property.sections.address')}
          </Title>
          <AddressFields
            form={form}
            // Staff find the address or drop the pin (issue 19), as the submission and the home
            // address do; the coordinates can still be typed.
            search={
              staff && {
                initialText: addressLine(property),
                value:
                  property.latitude !== null && property.longitude !== null && property.state
                    ? {
                        search_address_string: addressLine(property),
                        state: property.state,
                        municipality: property.city,
                        latitude: property.latitude,
                        longitude: property.longitude,
                      }
                    : undefined,
              }
            }
            coordinates={
              staff
                ? {
                    aside: (
                      <SelectField
                        binding={form.field('timezone')}
                        label={t('listings.details.timezone')}
                        options={TIME_ZONE_OPTIONS.map((zone) => ({
                          value: zone.value,
                          label: zone.label[language],
                        }))}
                      />
                    ),
                  }
                : undefined
            }
          />
          <Divider my="xs" />
          <FloorDistributionEditor
            label={t('listings.floors.label')}
            floors={floorsField.value}
            onChange={floorsField.onChange}
            error={floorsField.error}
            disabled={readOnly}
          />
          <AmenityChecklist
            label={t('listings.submit.amenities')}
            amenities={amenities}
            value={amenitiesField.value}
            onChange={amenitiesField.onChange}
            error={amenitiesField.error}
            disabled={readOnly}
          />
          {staff && (
            <>
              <Divider my="xs" />
              <Title order={3} fz="md">
                {t('listings.details.marketing')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SelectField
                  binding={form.field('label')}
                  label={t('market.filters.label')}
                  options={labelOptions.map((value) => ({ value, label: t(`market.labels.${value}`) }))}
                />
                <NumberField
                  binding={form.field('cap_rate_percent')}
                  label={t('listings.details.capRate')}
                  decimalScale={2}
                  suffix="%"
                  max={100}
                />
                <CurrencyField
                  binding={form.field('market_price')}
                  label={t('listings.details.marketPrice')}
                />
                <TextField
                  binding={form.field('main_airbnb_listing_url')}
                  label={t('listings.details.airbnbUrl')}
                  placeholder="https://www.airbnb.mx/rooms/12345678"
                  type="url"
                  disabled={mainListing !== undefined}
                  description={mainListing ? t('listings.details.airbnbUrlFollowsMain') : undefined}
                />
              </SimpleGrid>
              <Title order={3} fz="md">
                {t('listings.details.yearly')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
                {YEARLY.map((key) => (
                  <TextField
                    key={key}
                    binding={form.field(key)}
                    label={t(`listings.details.yearlyFields.${key}`)}
                    inputMode="decimal"
                    leftSection={CURRENCY_PREFIX.MXN}
                    leftSectionWidth={48}
                  />
                ))}
              </SimpleGrid>
              <Title order={3} fz="md">
                {t('listings.details.description')}
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {LOCALES.map((locale) => {
                  const key = locale === 'ES' ? 'description_es' : 'description_en';
                  const texts = form.values[key];
                  return (
                    <Stack
                      key={locale}
                      gap="xs"
                      role="group"
                      aria-label={t(`listings.details.descriptionIn.${locale}`)}
                    >
                      <Text fw={600} size="sm">
                        {t(`listings.details.descriptionIn.${locale}`)}
                      </Text>
                      {DESCRIPTION_FIELDS.map((field) => {
                        const label = t(`listings.details.descriptionFields.${field}`);
                        const props = {
                          label,
                          value: texts[field],
                          name: `${key}.${field}`,
                          onChange: (event: { currentTarget: { value: string } }) =>
                            form.setValue(key, { ...texts, [field]: event.currentTarget.value }),
                        };
                        return field.endsWith('Title') ? (
                          <TextInput key={field} {...props} />
                        ) : (
                          <Textarea key={field} autosize minRows={2} maxRows={8} {...props} />
                        );
                      })}
                    </Stack>
                  );
                })}
              </SimpleGrid>
              {descriptionError && (
                <Text size="sm" c="red" role="alert" data-testid="description-error">
                  {descriptionError}
                </Text>
              )}
              {insights.length > 0 && (
                <>
                  <Title order={3} fz="md">
                    {t('listings.property.insightsTitle')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
                    {insights.map((insight) => (
                      <NumberInput
                        key={insight.id}
                        label={language === 'es' ? insight.es_name : insight.en_name}
                        description={t('listings.details.insightRange')}
                        value={insightsField.value[insight.id] ?? ''}
                        min={0}
                        max={100}
                        clampBehavior="strict"
                        allowNegative={false}
                        onChange={(value) =>
                          insightsField.onChange({
                            ...insightsField.value,
                            [insight.id]: typeof value === 'number' ? value : undefined,
                          })
                        }
                      />
                    ))}
                  </SimpleGrid>
                  {form.errors['neighborhood_insights'] && (
                    <Text size="sm" c="red" role="alert">
                      {form.errors['neighborhood_insights']}
                    </Text>
                  )}
                </>
              )}
            </>
          )}
          {!readOnly && (
            <>
              <FormFeedback
                status={form.status}
                language={form.language}
                success="form.saved"
                failure="error.generic"
              />
              <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
                {t('listings.details.save')}
              </Button>
            </>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}

/** The property's address as one line, what the address search starts from. */
const addressLine = (property: Property): string =>
  [
    [property.street, property.exterior_number].filter(Boolean).join(' '),
    property.neighborhood,
    property.city,
    property.state,
  ]
    .filter(Boolean)
    .join(', ');

const round = (n: number) => Math.round(n * 10_000) / 10_000;

function trimTexts(texts: Texts): Texts {
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim()])) as Texts;
}
