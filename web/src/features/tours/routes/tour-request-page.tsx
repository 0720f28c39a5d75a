import { Alert, Button, Chip, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BUDGET_RANGES } from '@casona/proto/enums';
import { BUYER_PROFILES, CREDIT_OPTIONS, TIME_TO_BUY_RANGES, TIME_ZONE_OPTIONS } from '@casona/proto/enums';
import { TourRequestInsert } from '@casona/proto/schemas/submissions';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { PhoneField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { fieldOfPath, useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { TourRequestCreated } from '../../../lib/api/contracts.ts';
import { intlLocale } from '../../../lib/money.ts';
import { toProfileLocale } from '../../../lib/i18n/profile-locale.ts';
import { usePropertySummary } from '../api/get-property-summary.ts';
import { budgetRangesFor } from '../budget.ts';
import { CreditHint } from '../components/credit-hint.tsx';
import { usePostTourRequest } from '../api/post-tour-request.ts';
import { FormPage, PropertyBanner } from '../components/form-page.tsx';
import { DEFAULT_TOUR_TIME_ZONE, slotToIso, tourDays, tourHours } from '../time-slots.ts';

const route = getRouteApi('/public/tour_request');

/** /tour_request?property_id=: a buyer picks a tour slot and says who they are (§5 tour request). */
export function TourRequestPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  const { property_id } = route.useSearch();
  const property = usePropertySummary(property_id);
  const timeZone = property.data?.timezone ?? DEFAULT_TOUR_TIME_ZONE;
  const tour = usePostTourRequest();
  const [answer, setAnswer] = useState<TourRequestCreated | null>(null);
  const days = useMemo(() => tourDays(new Date(), timeZone), [timeZone]);
  const dayFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(intlLocale(language), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
    [language],
  );
  const form = useSchemaForm({
    schema: TourRequestInsert,
    initialValues: {
      name: '',
      email: '',
      phone_number: '',
      tour_day: '',
      tour_hour: '',
      budget: '' as (typeof BUDGET_RANGES)[number]['code'] | '',
      buyer_profile: '' as (typeof BUYER_PROFILES)[number] | '',
      credit_option: '' as (typeof CREDIT_OPTIONS)[number] | '',
      time_to_buy: '' as (typeof TIME_TO_BUY_RANGES)[number]['code'] | '',
    },
    toPayload: (v, lang) => ({
      property_id,
      name: v.name.trim(),
      email: v.email.trim(),
      phone_number: v.phone_number,
      locale: toProfileLocale(lang),
      budget: v.budget || undefined,
      buyer_profile: v.buyer_profile || undefined,
      credit_option: v.credit_option || undefined,
      time_to_buy: v.time_to_buy || undefined,
      tour_time: v.tour_day && v.tour_hour ? slotToIso(v.tour_day, Number(v.tour_hour), timeZone) : undefined,
    }),
    // The day picker shows tour_time's message until a day is chosen, then the hour picker does.
    fieldOfPath: (path) => (path === '/tour_time' ? 'tour_time' : fieldOfPath(path)),
    onSubmit: async (payload) => setAnswer(await tour.mutateAsync(payload)),
  });
  const day = form.field('tour_day');
  const hour = form.field('tour_hour');
  const timeError = form.errors['tour_time'];
  return (
    <FormPage
      title={t('tours.request.title')}
      subtitle={t('tours.request.subtitle')}
      before={property_id ? <PropertyBanner propertyId={property_id} /> : null}
      {...(property_id ? {} : { missing: t('tours.missingProperty') })}
    >
      {answer ? (
        <Stack gap="md" data-testid="tour-requested">
          <Alert color="agave" variant="light" role="status" data-testid="form-success">
            {answer.message}
          </Alert>
          <Text>{t('listings.tours.reviewLater')}</Text>
          <AnchorLink
            to="/tour_review"
            search={{ tour_request_id: answer.tour_request_id }}
            data-testid="review-link"
          >
            {t('listings.tours.reviewLink')}
          </AnchorLink>
        </Stack>
      ) : (
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <Stack gap="xs">
              <NativeSelect
                id={day.id}
                name={day.name}
                label={t('listings.tours.day')}
                required
                value={day.value}
                onChange={(event) => day.onChange(event.currentTarget.value)}
                onBlur={day.onBlur}
                error={!day.value ? timeError : undefined}
                data={[
                  { value: '', label: t('forms.select') },
                  ...days.map((d) => ({ value: d.value, label: dayFormat.format(d.date) })),
                ]}
              />
              <Chip.Group multiple={false} value={hour.value} onChange={(value) => hour.onChange(value)}>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={`${hour.id}-label`}>
                    {t('listings.tours.hour', {
                      zone:
                        TIME_ZONE_OPTIONS.find((option) => option.value === timeZone)?.label[language] ??
                        timeZone,
                    })}
                  </Text>
                  <Group
                    gap="xs"
                    role="radiogroup"
                    aria-labelledby={`${hour.id}-label`}
                    data-testid="tour-hours"
                  >
                    {tourHours().map((h) => (
                      <Chip key={h} value={String(h)} disabled={!day.value} size="sm">
                        {`${String(h).padStart(2, '0')}:00`}
                      </Chip>
                    ))}
                  </Group>
                  {day.value && !hour.value && timeError && (
                    <Text size="xs" c="red">
                      {timeError}
                    </Text>
                  )}
                </Stack>
              </Chip.Group>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                binding={form.field('buyer_profile')}
                label={t('tours.request.buyerProfile')}
                emptyLabel={t('forms.select')}
                options={BUYER_PROFILES.map((value) => ({
                  value,
                  label: t(`tours.request.buyerProfiles.${value}`),
                }))}
                required
              />
              <SelectField
                binding={form.field('budget')}
                label={t('tours.request.budget')}
                emptyLabel={t('forms.select')}
                options={budgetRangesFor(property.data?.price).map((range) => ({
                  value: range.code,
                  label: range.label[language],
                }))}
                required
              />
              <SelectField
                binding={form.field('credit_option')}
                label={t('tours.request.creditOption')}
                emptyLabel={t('forms.select')}
                options={CREDIT_OPTIONS.map((value) => ({
                  value,
                  label: t(`tours.request.creditOptions.${value}`),
                }))}
                required
              />
              <SelectField
                binding={form.field('time_to_buy')}
                label={t('tours.request.timeToBuy')}
                emptyLabel={t('forms.select')}
                options={TIME_TO_BUY_RANGES.map((range) => ({
                  value: range.code,
                  label: range.label[language],
                }))}
                required
              />
            </SimpleGrid>
            <CreditHint option={form.values.credit_option} property={property.data} language={language} />
            <TextField binding={form.field('name')} label={t('forms.name')} autoComplete="name" required />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                binding={form.field('email')}
                label={t('forms.email')}
                type="email"
                autoComplete="email"
                required
              />
              <PhoneField
                binding={form.field('phone_number')}
                label={t('forms.phone')}
                description={t('forms.phoneHint')}
                required
              />
            </SimpleGrid>
            <FormFeedback
              status={form.status}
              language={form.language}
              success="tourRequest.success"
              failure="tourRequest.error"
            />
            <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
              {t('tours.request.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </FormPage>
  );
}
