import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CURRENCIES, type Currency } from '@casona/proto/enums';
import { ReservationCreate, ReservationPatch } from '@casona/proto/listings/airbnb-listings';
import type { Reservation } from '@casona/proto/listings/entities';
import { translate } from '@casona/proto/i18n/translate';
import { useTranslation } from 'react-i18next';

import { NumberField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm, type FieldBinding } from '../../../components/form/use-schema-form.ts';
import { useSaveReservation } from '../api/reservations.ts';
import { nightsBetween } from '../calendar.ts';
import { CURRENCY_SIGNS } from '../rules.ts';

/** The §3 money fields a person completes (the feed gives dates only); nights are computed. */
export const MONEY_FIELDS = [
  'cleaning_fee',
  'pet_fee',
  'guest_service_fee',
  'host_service_fee',
  'nightly_rate_adjustment',
  'occupancy_taxes',
  'remitted_occupancy_tax',
  'total_earned',
  'total_paid',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

type Values = {
  check_in: string;
  check_out: string;
  currency: Currency | '';
  guest_amount: number | undefined;
} & Record<MoneyField, number | undefined>;

const valuesOf = (reservation: Reservation | undefined, currency: Currency): Values => ({
  check_in: reservation?.check_in ?? '',
  check_out: reservation?.check_out ?? '',
  currency: reservation?.currency ?? currency,
  guest_amount: reservation?.guest_amount ?? undefined,
  ...(Object.fromEntries(MONEY_FIELDS.map((f) => [f, reservation?.[f] ?? undefined])) as Record<
    MoneyField,
    number | undefined
  >),
});

/** check-out must follow check-in: the server's words, shown while the person picks the dates. */
const datesError = (v: Values, language: 'es' | 'en') =>
  v.check_in && v.check_out && v.check_out <= v.check_in
    ? { check_out: translate('reservation.checkOutBeforeCheckIn', language) }
    : {};

/**
 * A reservation's guests and money (any stay, by people with reservation update), and the dates of
 * a direct booking; without `reservation`, a new direct booking (reservation insert). Every amount
 * is in the stay's currency, shown as MX$ or US$; nights follow from the dates.
 */
export function ReservationForm({
  propertyId,
  reservation,
  defaultCurrency,
  onDone,
}: {
  propertyId: string;
  reservation?: Reservation;
  defaultCurrency: Currency;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveReservation(propertyId);
  const datesEditable = !reservation || reservation.is_direct_booking;
  const initialValues = valuesOf(reservation, defaultCurrency);
  const money = (v: Values) =>
    Object.fromEntries(MONEY_FIELDS.map((f) => [f, v[f] ?? null])) as Record<MoneyField, number | null>;
  const editForm = useSchemaForm({
    schema: ReservationPatch,
    initialValues,
    toPayload: (v) => ({
      ...(datesEditable ? { check_in: v.check_in, check_out: v.check_out } : {}),
      guest_amount: v.guest_amount ?? null,
      ...money(v),
    }),
    crossFieldErrors: datesError,
    onSubmit: async (body) => {
      await save.mutateAsync({ id: reservation!.id, body });
      onDone();
    },
  });
  const createForm = useSchemaForm({
    schema: ReservationCreate,
    initialValues,
    toPayload: (v) => ({
      property_id: propertyId,
      check_in: v.check_in,
      check_out: v.check_out,
      currency: v.currency,
      ...(v.guest_amount === undefined ? {} : { guest_amount: v.guest_amount }),
      ...Object.fromEntries(MONEY_FIELDS.filter((f) => v[f] !== undefined).map((f) => [f, v[f]])),
    }),
    crossFieldErrors: datesError,
    onSubmit: async (body) => {
      await save.mutateAsync({ body });
      onDone();
    },
  });
  const form = reservation ? editForm : createForm;
  const currency = (form.values.currency || defaultCurrency) as Currency;
  const nights = nightsBetween(form.values.check_in, form.values.check_out);
  const amount = (field: MoneyField) => (
    <NumberField
      key={field}
      binding={form.field(field) as FieldBinding<number | undefined>}
      label={t(`airbnb.reservation.fields.${field}`)}
      description={field === 'nightly_rate_adjustment' ? t('airbnb.reservation.adjustmentHelp') : undefined}
      prefix={CURRENCY_SIGNS[currency]}
      decimalScale={2}
      allowNegative={field === 'nightly_rate_adjustment'}
      data-testid={`money-${field}`}
    />
  );
  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="reservation-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextField
            binding={form.field('check_in') as FieldBinding<string>}
            label={t('airbnb.reservation.fields.check_in')}
            type="date"
            disabled={!datesEditable}
            required
          />
          <TextField
            binding={form.field('check_out') as FieldBinding<string>}
            label={t('airbnb.reservation.fields.check_out')}
            type="date"
            disabled={!datesEditable}
            required
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="nights-computed">
          {t('airbnb.reservation.nightsComputed', { count: nights })}
        </Text>
        {!datesEditable && (
          <Text size="sm" c="dimmed">
            {t('airbnb.reservation.feedDates')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberField
            binding={form.field('guest_amount') as FieldBinding<number | undefined>}
            label={t('airbnb.reservation.fields.guest_amount')}
            decimalScale={0}
          />
          {!reservation && (
            <SelectField
              binding={form.field('currency') as FieldBinding<Currency | ''>}
              label={t('airbnb.reservation.fields.currency')}
              options={CURRENCIES.map((c) => ({ value: c, label: t(`airbnb.currency.${c}`) }))}
            />
          )}
        </SimpleGrid>
        <Title order={4} fz="sm">
          {t('airbnb.reservation.moneyTitle', { currency: CURRENCY_SIGNS[currency] })}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>{MONEY_FIELDS.map(amount)}</SimpleGrid>
        <FormFeedback status={form.status} language={form.language} />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'} data-testid="save-reservation">
            {reservation ? t('airbnb.reservation.save') : t('airbnb.reservation.create')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('airbnb.listings.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Shown instead of the form to people whose label reads reservations but may not change them. */
export function ReservationReadOnly() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light">
      {t('airbnb.reservation.readOnly')}
    </Alert>
  );
}
