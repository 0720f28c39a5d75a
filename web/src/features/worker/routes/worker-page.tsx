import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ChoreView } from '@casona/proto/maintenance/chores';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { localToday } from '../../../lib/calendar-day.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useWorkerChores } from '../api/worker-chores.ts';
import { groupByDay } from '../components/grouping.ts';
import { SolveSheet } from '../components/solve-sheet.tsx';
import { WorkerChoreCard } from '../components/worker-chore-card.tsx';
import { useSolveQueue } from '../offline/use-solve-queue.ts';
import { useWorkerApp } from '../pwa.ts';

const route = getRouteApi('/dashboard/dashboard/worker');

/**
 * /dashboard/worker: the worker's pending chores by day (overdue, today, upcoming, no date), phone
 * first, with or without a connection — the last list is kept on the phone and solves wait in its
 * queue until the signal returns.
 */
export function WorkerPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const profileId = useSession()?.sub;
  const chores = useWorkerChores(profileId);
  const queue = useSolveQueue(profileId);
  const app = useWorkerApp();
  const phone = useMediaQuery('(max-width: 36em)');
  const [solving, setSolving] = useState<ChoreView | null>(null);
  useDocumentTitle(t('sections.worker.title'));

  const items = (chores.data?.items ?? []).filter(
    (c) => search.property_id === undefined || c.property_id === search.property_id,
  );
  const groups = groupByDay(items, localToday());
  const queued = new Map(queue.entries.map((e) => [e.choreId, e]));
  const savedAt = chores.data?.savedAt;

  return (
    <Stack gap="md" maw={640} data-testid="worker-page">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('sections.worker.title')}</Title>
        {app.canInstall && (
          <Button variant="light" size="xs" onClick={app.install} data-testid="worker-install">
            {t('worker.install')}
          </Button>
        )}
      </Group>
      {chores.data?.offline && savedAt && (
        <Alert color="yellow" variant="light" role="status" data-testid="worker-offline">
          {t('worker.offline', {
            time: new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(savedAt)),
          })}
        </Alert>
      )}
      {chores.isError && (
        <Alert color="red" variant="light" role="alert">
          {chores.error.name === 'NetworkError'
            ? t('worker.offlineNoCopy')
            : failureText(chores.error, language, 'error.generic')}
        </Alert>
      )}
      {queue.waiting.length > 0 && (
        <Alert color="blue" variant="light" role="status" data-testid="worker-waiting">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('worker.waiting', { count: queue.waiting.length })}</Text>
            <Button size="xs" variant="white" loading={queue.sending} onClick={() => void queue.send()}>
              {t('worker.retryNow')}
            </Button>
          </Group>
        </Alert>
      )}
      {queue.entries
        .filter((e) => e.rejected !== null)
        .map((e) => (
          <Alert key={e.choreId} color="red" variant="light" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('worker.rejected', { name: e.choreName, message: e.rejected })}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void queue.drop(e.choreId)}>
                {t('worker.discard')}
              </Button>
            </Group>
          </Alert>
        ))}
      {chores.isPending && profileId && <Text c="dimmed">{t('common.loading')}</Text>}
      {chores.data && items.length === 0 && <Text c="dimmed">{t('worker.empty')}</Text>}
      {(['overdue', 'today', 'upcoming', 'noDate'] as const).map((key) =>
        groups[key].length === 0 ? null : (
          <Stack key={key} gap="sm" data-testid={`worker-group-${key}`}>
            <Title order={2} size="h4" c={key === 'overdue' ? 'red.8' : undefined}>
              {t(`worker.${key}`)}
            </Title>
            {groups[key].map((chore) => (
              <WorkerChoreCard
                key={chore.id}
                chore={chore}
                queued={queued.get(chore.id)}
                onSolve={() => setSolving(chore)}
              />
            ))}
          </Stack>
        ),
      )}
      <Modal
        opened={solving !== null}
        onClose={() => setSolving(null)}
        fullScreen={phone}
        title={solving ? t('worker.solveTitle', { name: solving.name }) : ''}
      >
        {solving && (
          <SolveSheet
            chore={solving}
            onSolve={async ({ completionNotes, photos }) => {
              await queue.solve({ choreId: solving.id, choreName: solving.name, completionNotes, photos });
              setSolving(null);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
