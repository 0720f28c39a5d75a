import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReservationBlock } from '@casona/proto/listings/airbnb-listings';
import type { Reservation } from '@casona/proto/listings/entities';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatNumber } from '../../../lib/money.ts';
import { nightsBetween } from '../calendar.ts';
import { formatAmount, TEXT_COLORS } from '../rules.ts';
import { shortDate, stayRows, type StayRow } from '../stays.ts';

const KIND_COLORS = {
  reservation: TEXT_COLORS.reservation,
  direct: TEXT_COLORS.direct,
  block: TEXT_COLORS.block,
} as const;

/** What the list says about one row: its words, so the table and the phone cards say the same. */
function useRowWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (row: StayRow, listingNames: ReadonlyMap<string, string>) => {
    const listingId =
      row.kind === 'block'
        ? row.block.property_airbnb_listing_id
        : row.reservation.property_airbnb_listing_id;
    const r = row.kind === 'reservation' ? row.reservation : null;
    const direct = r?.is_direct_booking === true;
    return {
      kind:
        row.kind === 'block'
          ? t('airbnb.calendar.block')
          : direct
            ? t('airbnb.calendar.direct')
            : t('airbnb.calendar.reservation'),
      kindColor:
        row.kind === 'block' ? KIND_COLORS.block : direct ? KIND_COLORS.direct : KIND_COLORS.reservation,
      dates: `${shortDate(row.start, language)} – ${shortDate(row.end, language)}`,
      nights: t('airbnb.stays.nights', { count: r ? r.night_amount : nightsBetween(row.start, row.end) }),
      guests: r?.guest_amount == null ? '' : formatNumber(r.guest_amount, language),
      code: r?.confirmation_code ?? '',
      source:
        listingId === null
          ? t('airbnb.stays.directBooking')
          : (listingNames.get(listingId) ?? t('airbnb.stays.removedListing')),
      status: !r
        ? null
        : r.is_canceled
          ? { text: t('airbnb.calendar.canceled'), color: 'red.9' }
          : r.tentative
            ? { text: t('airbnb.calendar.tentative'), color: TEXT_COLORS.tentative }
            : { text: t('airbnb.stays.confirmed'), color: TEXT_COLORS.confirmed },
      earned: r?.total_earned == null ? '' : formatAmount(r.total_earned, r.currency, language),
      turnovers: [
        ...(r?.turnover_previous ? [t('airbnb.stays.turnoverIn')] : []),
        ...(r?.turnover_next ? [t('airbnb.stays.turnoverOut')] : []),
      ],
    };
  };
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
  const phone = useMediaQuery('(max-width: 48em)');
  const wordsOf = useRowWords();
  const [filter, setFilter] = useState<'upcoming' | 'all'>('upcoming');
  const rows = stayRows(reservations, blocks, today, filter === 'upcoming');
  const attributes = (row: StayRow) =>
    row.kind === 'block'
      ? { 'data-testid': 'stay-row', 'data-kind': 'block', 'data-stay': row.block.id }
      : {
          'data-testid': 'stay-row',
          'data-kind': 'reservation',
          'data-stay': row.reservation.id,
          'data-canceled': row.reservation.is_canceled || undefined,
        };
  const editButton = (row: StayRow) =>
    row.kind === 'reservation' && onEdit ? (
      <Button
        size="xs"
        variant="default"
        onClick={() => onEdit(row.reservation)}
        data-testid="edit-reservation"
      >
        {t('airbnb.stays.edit')}
      </Button>
    ) : null;
  const struck = (row: StayRow) =>
    row.kind === 'reservation' && row.reservation.is_canceled
      ? { textDecoration: 'line-through' }
      : undefined;
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
      ) : phone ? (
        <Stack gap="xs" data-testid="stays-table">
          {rows.map((row) => {
            const w = wordsOf(row, listingNames);
            return (
              <Paper key={attributes(row)['data-stay']} withBorder radius="md" p="sm" {...attributes(row)}>
                <Stack gap={2}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={700} c={w.kindColor}>
                      {w.kind}
                    </Text>
                    {w.status && (
                      <Text size="xs" fw={700} c={w.status.color}>
                        {w.status.text}
                      </Text>
                    )}
                  </Group>
                  <Text size="sm" style={struck(row)}>
                    {w.dates} · {w.nights}
                  </Text>
                  <Turnovers list={w.turnovers} />
                  <Text size="xs" c="dimmed">
                    {[w.source, w.code, w.guests && `${t('airbnb.stays.guests')}: ${w.guests}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Group justify="space-between">
                    <Text size="sm" fw={600} data-testid="stay-earned">
                      {w.earned}
                    </Text>
                    {editButton(row)}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={860}>
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
              {rows.map((row) => {
                const w = wordsOf(row, listingNames);
                return (
                  <Table.Tr key={attributes(row)['data-stay']} {...attributes(row)}>
                    <Table.Td>
                      <Text size="sm" fw={700} c={w.kindColor}>
                        {w.kind}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <span style={struck(row)}>{w.dates}</span>
                      <Turnovers list={w.turnovers} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{w.nights}</Table.Td>
                    <Table.Td>{w.guests}</Table.Td>
                    <Table.Td>{w.code}</Table.Td>
                    <Table.Td>{w.source}</Table.Td>
                    <Table.Td>
                      {w.status && (
                        <Text size="sm" fw={700} c={w.status.color}>
                          {w.status.text}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="stay-earned">
                      {w.earned}
                    </Table.Td>
                    <Table.Td>{editButton(row)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function Turnovers({ list }: { list: readonly string[] }): ReactNode {
  return list.map((text) => (
    <Text key={text} size="xs" c={TEXT_COLORS.turnover}>
      ⇄ {text}
    </Text>
  ));
}
