/**
 * One chore, rule copy or report as a card: its name, type and status (the solved label feminine
 * for GENERAL, §4), due date, who it is assigned to, the stay it follows (guests, dates, a same-day
 * turnover, canceled with its booking), its instructions (filled from the booking when it is a
 * copy), its photos and the actions the person's label allows.
 */
import { Badge, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { choreStatusLabel } from '@casona/proto/enums';
import type { ChoreView } from '@casona/proto/maintenance/chores';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { RichTextView } from '../../../components/rich-text-view.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslate } from '../../../lib/i18n/translate.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { usePropertyPeople } from '../api/members.ts';
import { describeRecurrence, describeTrigger } from '../rules.ts';
import { calendarDay } from './properties.ts';

export function Photos({ urls, label }: { urls: readonly string[]; label: string }) {
  if (urls.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing={6}>
        {urls.map((url, i) => (
          <a key={url} href={url} target="_blank" rel="noopener noreferrer">
            <Image src={url} alt={`${label} ${i + 1}`} h={72} radius="sm" fit="cover" />
          </a>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ChoreCard({ chore, actions }: { chore: ChoreView; actions?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tr = useTranslate();
  const people = usePropertyPeople(chore.property_id);
  const nameOf = (id: string | null) =>
    id === null
      ? null
      : (people.data?.find((p) => p.profile_id === id)?.profile.name ?? t('chores.list.someone'));
  const canceled = chore.canceled_at !== null;
  const status = choreStatusLabel(chore.status, chore.type)[language];
  const isRule = chore.trigger_event !== null || chore.recurrence_rule !== null;
  return (
    <Card withBorder padding="md" radius="md" data-testid="chore-card" data-chore-name={chore.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{chore.name}</Text>
            <Text size="sm" c="dimmed">
              {[t(`chores.types.${chore.type}`), chore.property_name].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {!isRule && (
            <Badge
              color={canceled ? 'gray' : chore.status === 'SOLVED' ? 'green' : 'yellow'}
              variant="light"
              c="dark.7"
            >
              {status}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {!isRule && (
            <Text size="sm" data-testid="chore-due">
              {chore.due_date
                ? t('chores.list.due', { date: formatDate(calendarDay(chore.due_date), language) })
                : t('chores.list.noDue')}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {isRule ? '' : '· '}
            {chore.assigned_to
              ? t('chores.list.assignedTo', { name: nameOf(chore.assigned_to) })
              : t('chores.list.unassigned')}
          </Text>
        </Group>
        {chore.trigger_event !== null && (
          <Badge variant="outline" color="orange" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
            {describeTrigger(tr, chore)}
          </Badge>
        )}
        {chore.recurrence_rule !== null && (
          <Badge variant="outline" color="blue" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
            {describeRecurrence(tr, chore.recurrence_rule, language)}
          </Badge>
        )}
        {chore.reservation && (
          <Text size="sm" data-testid="chore-stay">
            {t('chores.list.stay', {
              checkIn: formatDate(calendarDay(chore.reservation.check_in), language),
              checkOut: formatDate(calendarDay(chore.reservation.check_out), language),
            })}
            {chore.reservation.guest_amount !== null &&
              ` · ${t('chores.list.guests', { count: chore.reservation.guest_amount })}`}
          </Text>
        )}
        <Group gap="xs">
          {chore.rule_id !== null && (
            <Badge variant="light" color="gray" c="dark.7" tt="none">
              {t('chores.list.fromRule')}
            </Badge>
          )}
          {chore.same_day_turnover && (
            <Badge variant="light" color="red" c="dark.7" tt="none" data-testid="chore-turnover">
              {t('chores.list.turnover')}
            </Badge>
          )}
          {canceled && (
            <Badge variant="light" color="gray" c="dark.7" tt="none" data-testid="chore-canceled">
              {chore.cancel_reason === 'NIGHTS_OUT_OF_RANGE'
                ? t('chores.list.canceledOutOfRange')
                : t('chores.list.canceled')}
            </Badge>
          )}
        </Group>
        <RichTextView doc={chore.description_filled ?? chore.description_doc} language={language} />
        <Photos urls={chore.public_problem_img_urls} label={t('chores.list.problemPhotos')} />
        <Photos urls={chore.public_resolution_img_urls} label={t('chores.list.resolutionPhotos')} />
        {chore.completion_notes && (
          <Text size="sm" c="dimmed">
            {t('chores.list.notes', { notes: chore.completion_notes })}
          </Text>
        )}
        {actions && <Group gap="xs">{actions}</Group>}
      </Stack>
    </Card>
  );
}
