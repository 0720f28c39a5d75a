import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { LOCALE_LABELS } from '@casona/proto/enums';
import type { JokeView } from '@casona/proto/notifications/responses';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminList } from '../../../components/admin-list/admin-list.tsx';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { AdminPage, ErrorAlert } from '../components/admin-page.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDeleteJoke, useJokes, usePatchJoke } from '../api/jokes.ts';
import type { JokeSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/joke');

/** /dashboard/admin/joke: jokes from the landing's joke box, searched; approved ones are shown on the landing. */
export function AdminJokePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab = search.tab ?? 'pending';
  const page = search.page ?? 1;
  const jokes = useJokes({ approved: tab === 'approved', page, q: search.q });
  const patch = usePatchJoke();
  const remove = useDeleteJoke();
  const set = (change: Partial<JokeSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });

  const card = (joke: JokeView) => (
    <Stack gap="xs">
      <Text style={{ whiteSpace: 'pre-line' }} data-testid="joke-text">
        {joke.text}
      </Text>
      <Group justify="space-between">
        <Group gap="xs">
          <Badge variant="light" tt="none">
            {LOCALE_LABELS[joke.locale]}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatDateTime(joke.created_at, language)}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant={joke.approved ? 'default' : 'filled'}
            loading={patch.isPending && patch.variables?.joke_id === joke.joke_id}
            onClick={() => patch.mutate({ joke_id: joke.joke_id, approved: !joke.approved })}
            data-testid={joke.approved ? 'unapprove-joke' : 'approve-joke'}
          >
            {joke.approved ? t('admin.jokes.unapprove') : t('admin.jokes.approve')}
          </Button>
          <TypeToConfirmButton
            label={t('admin.delete')}
            body={t('admin.jokes.deleteQuestion')}
            phrase={t('adminList.deletePhrase')}
            onConfirm={() => remove.mutateAsync(joke.joke_id)}
            testId="delete-joke"
          />
        </Group>
      </Group>
    </Stack>
  );

  return (
    <AdminPage section="adminJoke">
      <Tabs value={tab} onChange={(next) => set({ tab: next === 'approved' ? 'approved' : 'pending' })}>
        <Tabs.List>
          <Tabs.Tab value="pending" data-testid="jokes-pending-tab">
            {t('admin.jokes.pending')}
          </Tabs.Tab>
          <Tabs.Tab value="approved" data-testid="jokes-approved-tab">
            {t('admin.jokes.approved')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {patch.isError && <ErrorAlert error={patch.error} />}
      <AdminList
        query={jokes}
        renderItem={card}
        rowKey={(joke) => joke.joke_id}
        testId="jokes-list"
        rowTestId="joke"
        page={page}
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        search={{ value: search.q, onChange: (q) => set({ q }), placeholder: t('admin.jokes.searchHint') }}
        empty={t('admin.empty')}
      />
    </AdminPage>
  );
}
