/**
 * One chore on the worker's phone: big name, where and when, the stay it is for (guests, dates,
 * nights, a same-day turnover warning), the instructions with their details filled from the
 * booking, the problem photos, and one large "Solve" button — or, once solved offline, the notice
 * that it waits on the phone for a connection.
 */
import { Alert, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ChoreView } from '@casona/proto/maintenance/chores';
import { useTranslation } from 'react-i18next';

import { RichTextView } from '../../../components/rich-text-view.tsx';
import { calendarDay } from '../../../lib/calendar-day.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import type { QueuedSolve } from '../offline/solve-queue.ts';

export function WorkerChoreCard({
  chore,
  queued,
  onSolve,
}: {
  chore: ChoreView;
  queued: QueuedSolve | undefined;
  onSolve: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const day = (value: string) => formatDate(calendarDay(value), language);
  const stay = chore.reservation;
  return (
    <Card withBorder radius="md" padding="md" data-testid="worker-chore" data-chore-name={chore.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="start" wrap="nowrap">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {chore.name}
          </Text>
          <Badge variant="light" color="orange" tt="none" style={{ flexShrink: 0 }}>
            {t(`chores.types.${chore.type}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('worker.property', { name: chore.property_name ?? t('worker.propertyUnknown') })}
          {chore.due_date && ` · ${t('worker.due', { date: day(chore.due_date) })}`}
        </Text>
        {stay && (
          <Group gap="xs" data-testid="worker-stay">
            <Text fw={600} size="sm" c="orange.9" w="100%">
              {t('worker.stay', { checkIn: day(stay.check_in), checkOut: day(stay.check_out) })}
            </Text>
            <Badge variant="outline" tt="none" size="lg">
              {t('worker.nights', { count: stay.nights })}
            </Badge>
            {stay.guest_amount !== null && (
              <Badge variant="outline" tt="none" size="lg" data-testid="worker-guests">
                {t('worker.guests', { count: stay.guest_amount })}
              </Badge>
            )}
          </Group>
        )}
        {chore.same_day_turnover && (
          <Alert color="red" variant="light" p="xs" data-testid="worker-turnover">
            {t('worker.turnover')}
          </Alert>
        )}
        {(chore.description_filled ?? chore.description_doc) && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('worker.instructions')}
            </Text>
            <RichTextView
              doc={chore.description_filled ?? chore.description_doc}
              language={language}
              testId="worker-instructions"
            />
          </Stack>
        )}
        {chore.public_problem_img_urls.length > 0 && (
          <SimpleGrid cols={3} spacing={6}>
            {chore.public_problem_img_urls.map((url, i) => (
              <Image
                key={url}
                src={url}
                alt={`${t('worker.problemPhotos')} ${i + 1}`}
                h={80}
                radius="sm"
                fit="cover"
              />
            ))}
          </SimpleGrid>
        )}
        {queued ? (
          <Alert
            color={queued.rejected ? 'red' : 'blue'}
            variant="light"
            p="xs"
            role="status"
            data-testid="worker-queued"
          >
            {queued.rejected
              ? t('worker.rejected', { name: chore.name, message: queued.rejected })
              : t('worker.queued')}
          </Alert>
        ) : (
          <Button size="md" color="green" fullWidth onClick={onSolve} data-testid="worker-solve">
            {t('worker.solve')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
