import { Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { STAFF_ROLES, type Currency } from '@casona/proto/enums';
import type { Reservation } from '@casona/proto/listings/entities';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { PropertyTabs } from '../../../components/property-tabs.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAirbnbListings, usePropertyWithFlags } from '../api/listings.ts';
import { useBlocks, useCancelReservation, useReservations } from '../api/reservations.ts';
import { ListingsSection } from '../components/listings-section.tsx';
import { localToday, MonthCalendar, type DrawnStay } from '../components/month-calendar.tsx';
import { ReservationForm } from '../components/reservation-form.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { StaysList } from '../components/stays-list.tsx';
import { abilities } from '../rules.ts';

const route = getRouteApi('/dashboard/dashboard/property/$id/airbnb');

type Editing = { kind: 'edit'; reservation: Reservation } | { kind: 'new' } | null;

/**
 * /dashboard/property/{id}/airbnb: the property's Airbnb channel — its listings with their sync
 * health and log, a month calendar and a list of reservations and blocks, reservation money and
 * direct bookings — within what the person's label allows (§6; staff everything).
 */
export function AirbnbPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = route.useParams();
  const claims = useSession();
  const staff = claims?.role !== undefined && (STAFF_ROLES as readonly string[]).includes(claims.role);
  const property = usePropertyWithFlags(id);
  const can = abilities(property.data?.permissions, staff);
  const listings = useAirbnbListings(id);
  const reservations = useReservations(id, can.readReservations);
  const blocks = useBlocks(id, can.readReservations);
  const [editing, setEditing] = useState<Editing>(null);
  const cancel = useCancelReservation(id);
  const today = localToday();
  useDocumentTitle(property.data ? `${property.data.name} · Airbnb` : t('sections.propertyAirbnb.title'));

  const listingNames = useMemo(
    () => new Map((listings.data ?? []).map((l) => [l.id, l.name] as const)),
    [listings.data],
  );
  const defaultCurrency: Currency =
    listings.data?.find((l) => l.is_main_listing)?.currency ?? listings.data?.[0]?.currency ?? 'MXN';
  const stays = useMemo<DrawnStay[]>(
    () => [
      ...(reservations.data?.items ?? []).map((r) => ({
        id: r.id,
        kind: 'reservation' as const,
        start: r.check_in,
        end: r.check_out,
        canceled: r.is_canceled,
        direct: r.is_direct_booking,
        tentative: r.tentative,
        label: r.is_canceled
          ? t('airbnb.calendar.canceled')
          : (r.confirmation_code ??
            (r.is_direct_booking ? t('airbnb.calendar.direct') : t('airbnb.calendar.reservation'))),
        onSelect: () => setEditing({ kind: 'edit', reservation: r }),
      })),
      ...(blocks.data ?? []).map((b) => ({
        id: b.id,
        kind: 'block' as const,
        start: b.start_date,
        end: b.end_date,
        canceled: false,
        direct: false,
        tentative: false,
        label: t('airbnb.calendar.block'),
      })),
    ],
    [reservations.data, blocks.data, t],
  );

  if (property.isPending)
    return (
      <Group>
        <Loader size="sm" aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Group>
    );
  if (property.isError)
    return (
      <Alert color="red" variant="light" role="alert" data-testid="property-error">
        {failureText(property.error, language, 'error.generic')}
      </Alert>
    );
  const name = property.data.name;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{name}</Title>
        <PropertyTabs propertyId={id} current="airbnb" showAirbnb />
      </Stack>
      {!can.readListings ? (
        <Alert color="gray" variant="light" data-testid="airbnb-denied">
          {t('airbnb.denied')}
        </Alert>
      ) : (
        <>
          <ListingsSection propertyId={id} can={can} />
          {can.readReservations && (
            <>
              <Card
                withBorder
                radius="lg"
                padding="lg"
                component="section"
                aria-labelledby="airbnb-calendar-title"
              >
                <Stack gap="sm">
                  <Title order={2} fz="lg" id="airbnb-calendar-title">
                    {t('airbnb.calendar.title')}
                  </Title>
                  {(reservations.isError || blocks.isError) && (
                    <Alert color="red" variant="light" role="alert">
                      {failureText(reservations.error ?? blocks.error, language, 'error.generic')}
                    </Alert>
                  )}
                  <MonthCalendar stays={stays} today={today} />
                </Stack>
              </Card>
              <Card
                withBorder
                radius="lg"
                padding="lg"
                component="section"
                aria-labelledby="airbnb-stays-title"
              >
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={2} fz="lg" id="airbnb-stays-title">
                      {t('airbnb.stays.title')}
                    </Title>
                    {can.insertReservations && (
                      <Button onClick={() => setEditing({ kind: 'new' })} data-testid="add-direct-booking">
                        {t('airbnb.stays.addDirect')}
                      </Button>
                    )}
                  </Group>
                  {reservations.isPending ? (
                    <Text c="dimmed">{t('common.loading')}</Text>
                  ) : (
                    <StaysList
                      reservations={reservations.data?.items ?? []}
                      blocks={blocks.data ?? []}
                      listingNames={listingNames}
                      today={today}
                      onEdit={(reservation) => setEditing({ kind: 'edit', reservation })}
                    />
                  )}
                </Stack>
              </Card>
            </>
          )}
          <ReviewsSection propertyId={id} />
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}
        title={
          editing?.kind === 'edit'
            ? t('airbnb.reservation.editTitle', {
                from: formatDate(`${editing.reservation.check_in}T12:00:00`, language),
                to: formatDate(`${editing.reservation.check_out}T12:00:00`, language),
              })
            : t('airbnb.reservation.newTitle')
        }
      >
        {editing !== null &&
          (editing.kind === 'new' || can.updateReservations ? (
            <ReservationForm
              key={editing.kind === 'edit' ? editing.reservation.id : 'new'}
              propertyId={id}
              reservation={editing.kind === 'edit' ? editing.reservation : undefined}
              defaultCurrency={defaultCurrency}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Alert color="gray" variant="light">
              {t('airbnb.reservation.readOnly')}
            </Alert>
          ))}
        {editing?.kind === 'edit' &&
          editing.reservation.is_direct_booking &&
          !editing.reservation.is_canceled &&
          can.cancelReservations && (
            <Stack gap="xs" mt="lg">
              {cancel.isError && (
                <Alert color="red" variant="light" role="alert">
                  {failureText(cancel.error, language, 'error.generic')}
                </Alert>
              )}
              <Group>
                <TypeToConfirmButton
                  label={t('airbnb.reservation.cancelDirect')}
                  body={t('airbnb.reservation.cancelQuestion')}
                  phrase={t('adminList.cancelPhrase')}
                  loading={cancel.isPending}
                  onConfirm={() =>
                    cancel.mutateAsync(editing.reservation.id, { onSuccess: () => setEditing(null) })
                  }
                  testId="cancel-direct-booking"
                />
              </Group>
            </Stack>
          )}
      </Modal>
    </Stack>
  );
}
