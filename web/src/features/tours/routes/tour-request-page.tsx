import { Button, SimpleGrid, Stack } from '@mantine/core';
import { BUDGET_RANGES, BUYER_PROFILES, CREDIT_OPTIONS, TIME_TO_BUY_RANGES } from '@casona/proto/enums';
import { TourRequestInsert } from '@casona/proto/schemas/submissions';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { PhoneField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { toProfileLocale } from '../../../lib/i18n/profile-locale.ts';
import { usePostTourRequest } from '../api/post-tour-request.ts';
import { FormPage } from '../components/form-page.tsx';

const route = getRouteApi('/public/tour_request');

/** `datetime-local` (local wall time) → ISO instant, as tour_time is stored. */
function toIso(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function TourRequestPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  const { property_id } = route.useSearch();
  const tour = usePostTourRequest();
  const form = useSchemaForm({
    schema: TourRequestInsert,
    initialValues: {
      name: '',
      email: '',
      phone_number: '',
      tour_time: '',
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
      tour_time: v.tour_time ? toIso(v.tour_time) : undefined,
    }),
    onSubmit: (payload) => tour.mutateAsync(payload),
  });
  return (
    <FormPage
      title={t('tours.request.title')}
      subtitle={t('tours.request.subtitle')}
      {...(property_id ? {} : { missing: t('tours.missingProperty') })}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextField
            binding={form.field('tour_time')}
            label={t('tours.request.tourTime')}
            type="datetime-local"
            required
          />
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
              options={BUDGET_RANGES.map((range) => ({ value: range.code, label: range.label[language] }))}
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
    </FormPage>
  );
}
