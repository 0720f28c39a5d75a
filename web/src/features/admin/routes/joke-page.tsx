import { Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { LOCALE_LABELS } from '@casona/proto/enums';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminPage, ErrorAlert, Pager, TotalLine } from '../components/admin-page.tsx';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDeleteJoke, useJokes, usePatchJoke } from '../api/jokes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/joke');

/** /dashboard/admin/joke: jokes from the landing's joke box; approved ones are shown on the landing. */
export function AdminJokePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab = search.tab ?? 'pending';
  const page = search.page ?? 1;
  const jokes = useJokes(tab === 'approved', page);
  const patch = usePatchJoke();
  const remove = useDeleteJoke();
  return (
    <AdminPage section="adminJoke">
      <Tabs
        value={tab}
        onChange={(next) => void navigate({ search: { tab: next === 'approved' ? 'approved' : 'pending' } })}
      >
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
      {remove.isError && <ErrorAlert error={remove.error} />}
      {jokes.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {jokes.isError && <ErrorAlert error={jokes.error} />}
      {jokes.data && (
        <Stack gap="sm" data-testid="jokes-list">
          <TotalLine total={jokes.data.total} />
          {jokes.data.items.length === 0 && <Text c="dimmed">{t('admin.empty')}</Text>}
          {jokes.data.items.map((joke) => (
            <Card key={joke.joke_id} withBorder radius="md" padding="md" data-testid="joke">
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
                    <ConfirmButton
                      label={t('admin.delete')}
                      question={t('admin.jokes.deleteQuestion')}
                      confirmLabel={t('admin.delete')}
                      loading={remove.isPending && remove.variables === joke.joke_id}
                      onConfirm={() => remove.mutate(joke.joke_id)}
                      testId="delete-joke"
                    />
                  </Group>
                </Group>
              </Stack>
            </Card>
          ))}
          <Pager
            total={jokes.data.total}
            pageSize={jokes.data.pageSize}
            page={page}
            onChange={(next) => void navigate({ search: { tab, page: next } })}
          />
        </Stack>
      )}
    </AdminPage>
  );
}
