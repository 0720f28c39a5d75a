import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { LOCALE_LABELS } from '@casona/proto/enums';
import type { ContactView } from '@casona/proto/notifications/responses';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminList } from '../../../components/admin-list/admin-list.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAnswerContact, useContactMessages } from '../api/inbox.ts';
import type { ContactSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/contact');

/** /dashboard/admin/contact: messages sent with the landing's contact form, newest first, searched. */
export function AdminContactPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const messages = useContactMessages({
    page,
    q: search.q,
    ...(search.answered ? { answered: search.answered === 'yes' } : {}),
  });
  const answer = useAnswerContact();
  const set = (change: Partial<ContactSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });

  const card = (message: ContactView) => (
    <Stack gap={6}>
      <Group justify="space-between" align="baseline">
        <Group gap="xs" align="baseline">
          <Text fw={600}>{message.name}</Text>
          <Anchor href={`mailto:${message.email}`} size="sm">
            {message.email}
          </Anchor>
          {message.phone_number && (
            <Anchor href={`tel:${message.phone_number}`} size="sm">
              {message.phone_number}
            </Anchor>
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="light" tt="none">
            {LOCALE_LABELS[message.locale]}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatDateTime(message.created_at, language)}
          </Text>
        </Group>
      </Group>
      <Text style={{ whiteSpace: 'pre-line' }}>{message.text}</Text>
      <Group gap="xs" data-testid="contact-answered" data-answered={message.answered_at !== null}>
        {message.answered_at ? (
          <Badge color="teal" variant="light" c="dark.7" tt="none">
            {t('admin.contact.answeredOn', { date: formatDateTime(message.answered_at, language) })}
          </Badge>
        ) : (
          <Badge color="orange" variant="light" c="dark.7" tt="none">
            {t('admin.contact.waiting')}
          </Badge>
        )}
        <Button
          size="compact-sm"
          variant="subtle"
          loading={answer.isPending && answer.variables?.id === message.id}
          onClick={() => answer.mutate({ id: message.id, answered: message.answered_at === null })}
        >
          {message.answered_at ? t('admin.contact.markWaiting') : t('admin.contact.markAnswered')}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <AdminPage section="adminContact">
      <AdminList
        query={messages}
        renderItem={card}
        rowKey={(message) => message.id}
        testId="contact-list"
        rowTestId="contact-message"
        page={page}
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        search={{ value: search.q, onChange: (q) => set({ q }), placeholder: t('admin.contact.searchHint') }}
        filters={
          <NativeSelect
            label={t('admin.contact.state')}
            value={search.answered ?? ''}
            onChange={(event) =>
              set({ answered: (event.currentTarget.value || undefined) as ContactSearch['answered'] })
            }
            data={[
              { value: '', label: t('admin.contact.all') },
              { value: 'no', label: t('admin.contact.waiting') },
              { value: 'yes', label: t('admin.contact.answered') },
            ]}
            data-testid="contact-state"
          />
        }
        filtered={!!search.q || !!search.answered}
        empty={t('admin.empty')}
      />
    </AdminPage>
  );
}
