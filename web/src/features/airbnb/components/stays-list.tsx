import { Badge, Button, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReservationBlock } from '@casona/proto/listings/airbnb-listings';
import type { Reservation } from '@casona/proto/listings/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatNumber } from '../../../lib/money.ts';
import { nightsBetween } from '../calendar.ts';
import { formatAmount } from '../rules.ts';

type Row =
  | { kind: 'reservation'; start: string; end: string; reservation: Reservation }
  | { kind: 'block'; start: string; end: string; block: ReservationBlock };

/** Stays and blocks in date order; "upcoming" keeps those not yet over (check-out today or later). */
export function stayRows(
  reservations: readonly Reservation[],
  blocks: readonly ReservationBlock[],
  today: string,
  upcomingOnly: boolean,
): Row[] {
  const rows: Row[] = [
    ...reservations.map((r) => ({
      kind: 'reservation' as const,
      start: r.check_in,
      end: r.check_out,
      reservation: r,
    })),
    ...blocks.map((b) => ({ kind: 'block' as const, start: b.start_date, end: b.end_date, block: b })),
  ];
  return rows
    .filter((row) => !upcomingOnly || row.end >= today)
    .sort((a, b) => a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind));
}

/** The list beside the calendar: what each stay is, where it came from, its money and status. */
export function StaysList({
  reservations,
  blocks,
  listingNames,
  today,
  onEdit,
}: {
  reservations: readonly Reservation[];
  blocks: readonly ReservationBlock[];
  listingNames: ReadonlyMap<string, string>;
  today: string;
  onEdit?: (reservation: Reservation) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filter, setFilter] = useState<'upcoming' | 'all'>('upcoming');
  const rows = stayRows(reservations, blocks, today, filter === 'upcoming');
  const date = (iso: string) => formatDate(`${iso}T12:00:00`, language);
  const source = (listingId: string | null) =>
    listingId === null
      ? t('airbnb.stays.directBooking')
      : (listingNames.get(listingId) ?? t('airbnb.stays.removedListing'));
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={filter}
        onChange={(v) => setFilter(v as 'upcoming' | 'all')}
        data={[
          { value: 'upcoming', label: t('airbnb.stays.upcoming') },
          { value: 'all', label: t('airbnb.stays.all') },
        ]}
        w="fit-content"
        data-testid="stays-filter"
      />
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="no-stays">
          {t('airbnb.stays.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" fz="sm" data-testid="stays-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('airbnb.stays.kind')}</Table.Th>
                <Table.Th>{t('airbnb.stays.dates')}</Table.Th>
                <Table.Th>{t('airbnb.stays.nightsLabel')}</Table.Th>
                <Table.Th>{t('airbnb.stays.guests')}</Table.Th>
                <Table.Th>{t('airbnb.stays.code')}</Table.Th>
                <Table.Th>{t('airbnb.stays.source')}</Table.Th>
                <Table.Th>{t('airbnb.stays.status')}</Table.Th>
                <Table.Th ta="right">{t('airbnb.stays.earned')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('airbnb.stays.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) =>
                row.kind === 'block' ? (
                  <Table.Tr key={row.block.id} data-testid="stay-row" data-kind="block">
                    <Table.Td>
                      <Badge color="gray" variant="outline" c="dark.7">
                        {t('airbnb.calendar.block')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {date(row.start)} – {date(row.end)}
                    </Table.Td>
                    <Table.Td>
                      {t('airbnb.stays.nights', { count: nightsBetween(row.start, row.end) })}
                    </Table.Td>
                    <Table.Td />
                    <Table.Td />
                    <Table.Td>{source(row.block.property_airbnb_listing_id)}</Table.Td>
                    <Table.Td />
                    <Table.Td />
                    <Table.Td />
                  </Table.Tr>
                ) : (
                  <ReservationRow
                    key={row.reservation.id}
                    reservation={row.reservation}
                    date={date}
                    source={source(row.reservation.property_airbnb_listing_id)}
                    onEdit={onEdit}
                  />
                ),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function ReservationRow({
  reservation: r,
  date: show,
  source: from,
  onEdit: edit,
}: {
  reservation: Reservation;
  date: (iso: string) => string;
  source: string;
  onEdit?: (reservation: Reservation) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.Tr
      data-testid="stay-row"
      data-kind="reservation"
      data-stay={r.id}
      data-canceled={r.is_canceled || undefined}
      style={
        r.is_canceled ? { textDecoration: 'line-through', color: 'var(--mantine-color-dimmed)' } : undefined
      }
    >
      <Table.Td>
        <Badge color={r.is_direct_booking ? 'teal' : 'blue'} variant="light" c="dark.7">
          {r.is_direct_booking ? t('airbnb.calendar.direct') : t('airbnb.calendar.reservation')}
        </Badge>
      </Table.Td>
      <Table.Td>
        {show(r.check_in)} – {show(r.check_out)}
        {r.turnover_previous && (
          <Text size="xs" c="orange.9">
            ⇄ {t('airbnb.stays.turnoverIn')}
          </Text>
        )}
        {r.turnover_next && (
          <Text size="xs" c="orange.9">
            ⇄ {t('airbnb.stays.turnoverOut')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{t('airbnb.stays.nights', { count: r.night_amount })}</Table.Td>
      <Table.Td>{r.guest_amount === null ? '' : formatNumber(r.guest_amount, language)}</Table.Td>
      <Table.Td>{r.confirmation_code ?? ''}</Table.Td>
      <Table.Td>{from}</Table.Td>
      <Table.Td>
        {r.is_canceled ? (
          <Badge color="red" variant="light" c="red.9">
            {t('airbnb.calendar.canceled')}
          </Badge>
        ) : r.tentative ? (
          <Badge color="yellow" variant="light" c="dark.7">
            {t('airbnb.calendar.tentative')}
          </Badge>
        ) : (
          <Badge color="green" variant="light" c="dark.7">
            {t('airbnb.stays.confirmed')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right" data-testid="stay-earned">
        {r.total_earned === null ? '' : formatAmount(r.total_earned, r.currency, language)}
      </Table.Td>
      <Table.Td>
        {edit && (
          <Button size="xs" variant="default" onClick={() => edit(r)} data-testid="edit-reservation">
            {t('airbnb.stays.edit')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
