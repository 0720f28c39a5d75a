import { ActionIcon, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, weekdayNames } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { addDays, layoutMonth, monthOf, shiftMonth, type CalendarStay } from '../calendar.ts';
import { TEXT_COLORS } from '../rules.ts';

/** A stay as the calendar draws it: a feed reservation, a direct booking or a block. */
export type DrawnStay = CalendarStay & {
  direct: boolean;
  tentative: boolean;
  label: string;
  onSelect?: () => void;
};

const LANE = 24;

const STYLES: Record<'reservation' | 'direct' | 'block' | 'canceled', CSSProperties> = {
  reservation: { background: 'var(--mantine-color-blue-9)', color: 'white' },
  direct: { background: 'var(--mantine-color-teal-9)', color: 'white' },
  // A block never looks like a booking: grey stripes, dark text.
  block: {
    background:
      'repeating-linear-gradient(135deg, var(--mantine-color-gray-2) 0 6px, var(--mantine-color-gray-4) 6px 12px)',
    color: 'var(--mantine-color-dark-7)',
  },
  canceled: {
    background: 'white',
    color: 'var(--mantine-color-red-9)',
    border: '1px dashed var(--mantine-color-red-7)',
    textDecoration: 'line-through',
  },
};

function styleOf(stay: DrawnStay): CSSProperties {
  if (stay.canceled) return STYLES.canceled;
  if (stay.kind === 'block') return STYLES.block;
  const base = stay.direct ? STYLES.direct : STYLES.reservation;
  return stay.tentative ? { ...base, opacity: 0.7, outline: '2px dashed var(--mantine-color-dark-3)' } : base;
}

/** The property's month: stays as bars over their nights, blocks striped, turnovers marked. */
export function MonthCalendar({ stays, today }: { stays: readonly DrawnStay[]; today: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [at, setAt] = useState(() => monthOf(today));
  const weeks = useMemo(() => layoutMonth(at.year, at.month, stays), [at, stays]);
  const monthText = new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(at.year, at.month, 1));
  // "diciembre de 2026" → "Diciembre de 2026" (only the first letter: not "De").
  const monthName = monthText.charAt(0).toLocaleUpperCase() + monthText.slice(1);
  const kindWord = (stay: DrawnStay) =>
    stay.canceled
      ? t('airbnb.calendar.canceled')
      : stay.kind === 'block'
        ? t('airbnb.calendar.block')
        : stay.direct
          ? t('airbnb.calendar.direct')
          : t('airbnb.calendar.reservation');
  return (
    <Stack
      gap="xs"
      data-testid="month-calendar"
      data-month={`${at.year}-${String(at.month + 1).padStart(2, '0')}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('airbnb.calendar.previous')}
          onClick={() => setAt((m) => shiftMonth(m, -1))}
          data-testid="calendar-previous"
        >
          ‹
        </ActionIcon>
        <Title order={3} fz="md" aria-live="polite" data-testid="calendar-month">
          {monthName}
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('airbnb.calendar.next')}
            onClick={() => setAt((m) => shiftMonth(m, 1))}
            data-testid="calendar-next"
          >
            ›
          </ActionIcon>
        </Group>
      </Group>
      <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }} aria-hidden>
        {weekdayNames(language).map((name) => (
          <Text key={name} size="xs" c="dimmed" ta="center" tt="capitalize">
            {name}
          </Text>
        ))}
      </Box>
      <Stack gap={0} role="list" aria-label={monthName}>
        {weeks.map((week) => (
          <Box
            key={week.days[0]!.date}
            role="listitem"
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
              gridTemplateRows: `22px repeat(${week.lanes}, ${LANE}px) 6px`,
              borderTop: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            {week.days.map((day, i) => (
              <Box
                key={day.date}
                data-date={day.date}
                data-turnover={day.turnover || undefined}
                style={{
                  gridColumn: i + 1,
                  gridRow: `1 / span ${week.lanes + 2}`,
                  borderLeft: i === 0 ? undefined : '1px solid var(--mantine-color-gray-2)',
                  background: day.inMonth ? undefined : 'var(--mantine-color-gray-0)',
                  padding: '2px 4px',
                }}
              >
                <Group gap={2} wrap="nowrap" justify="space-between">
                  <Text
                    size="xs"
                    fw={day.date === today ? 700 : 400}
                    c={day.inMonth ? undefined : 'dimmed'}
                    td={day.date === today ? 'underline' : undefined}
                  >
                    {day.day}
                  </Text>
                  {day.turnover && (
                    <Text
                      size="xs"
                      fw={700}
                      c={TEXT_COLORS.turnover}
                      title={t('airbnb.calendar.turnover')}
                      aria-label={t('airbnb.calendar.turnover')}
                      data-testid="turnover-marker"
                    >
                      ⇄
                    </Text>
                  )}
                </Group>
              </Box>
            ))}
            {week.segments.map((segment) => {
              const stay = segment.stay;
              const name = t('airbnb.calendar.stayLabel', {
                kind: kindWord(stay),
                from: formatDate(`${stay.start}T12:00:00`, language),
                to: formatDate(`${stay.end}T12:00:00`, language),
              });
              const style: CSSProperties = {
                ...styleOf(stay),
                gridColumn: `${segment.column + 1} / span ${segment.span}`,
                gridRow: segment.lane + 2,
                margin: `2px ${segment.continuesAfter ? 0 : 3}px 0 ${segment.continuesBefore ? 0 : 3}px`,
                borderRadius: `${segment.continuesBefore ? 0 : 10}px ${segment.continuesAfter ? 0 : 10}px ${segment.continuesAfter ? 0 : 10}px ${segment.continuesBefore ? 0 : 10}px`,
                fontSize: 11,
                lineHeight: `${LANE - 4}px`,
                height: LANE - 4,
                padding: '0 6px',
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
                zIndex: 1,
                cursor: stay.onSelect ? 'pointer' : 'default',
                display: 'block',
                textAlign: 'left',
                fontFamily: 'inherit',
                ...(stay.canceled ? {} : { border: 'none' }),
              };
              // The accessible name starts with what the bar shows (WCAG 2.5.3), then says what it is.
              const accessibleName = name.startsWith(stay.label) ? name : `${stay.label} · ${name}`;
              const common = {
                style,
                title: accessibleName,
                'aria-label': accessibleName,
                'data-testid': 'calendar-stay',
                'data-kind': stay.kind,
                'data-stay': stay.id,
                'data-canceled': stay.canceled || undefined,
                'data-direct': stay.direct || undefined,
              };
              return stay.onSelect ? (
                <button
                  key={`${stay.id}-${segment.column}`}
                  type="button"
                  onClick={stay.onSelect}
                  {...common}
                >
                  <span style={{ fontSize: 11 }}>{stay.label}</span>
                </button>
              ) : (
                <div key={`${stay.id}-${segment.column}`} role="note" {...common}>
                  <span style={{ fontSize: 11 }}>{stay.label}</span>
                </div>
              );
            })}
          </Box>
        ))}
      </Stack>
      <Group gap="md" wrap="wrap" aria-label={t('airbnb.calendar.legend')} role="list">
        {(
          [
            ['reservation', t('airbnb.calendar.reservation')],
            ['direct', t('airbnb.calendar.direct')],
            ['block', t('airbnb.calendar.block')],
            ['canceled', t('airbnb.calendar.canceled')],
          ] as const
        ).map(([kind, word]) => (
          <Group key={kind} gap={6} role="listitem" wrap="nowrap">
            <Box w={22} h={12} style={{ ...STYLES[kind], borderRadius: 6, textDecoration: 'none' }} />
            <Text size="xs">{word}</Text>
          </Group>
        ))}
        <Group gap={6} role="listitem" wrap="nowrap">
          <Text size="xs" fw={700} c={TEXT_COLORS.turnover} aria-hidden>
            ⇄
          </Text>
          <Text size="xs">{t('airbnb.calendar.turnover')}</Text>
        </Group>
      </Group>
    </Stack>
  );
}

/** Today as a calendar date where the person is. */
export function localToday(now = new Date()): string {
  return addDays(
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
    0,
  );
}
