import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { LOCALE_LABELS } from '@casona/proto/enums';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminPage, ErrorAlert, Pager, TotalLine } from '../components/admin-page.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAnswerContact, useContactMessages } from '../api/inbox.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/contact');

/** /dashboard/admin/contact: messages sent with the landing's contact form, newest first. */
export function AdminContactPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = route.useSearch().page ?? 1;
  const navigate = route.useNavigate();
  const messages = useContactMessages(page);
  const answer = useAnswerContact();
  return (
    <AdminPage section="adminContact">
      {messages.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {messages.isError && <ErrorAlert error={messages.error} />}
      {messages.data && (
        <Stack gap="sm" data-testid="contact-list">
          <TotalLine total={messages.data.total} />
          {messages.data.items.length === 0 && <Text c="dimmed">{t('admin.empty')}</Text>}
          {messages.data.items.map((message) => (
            <Card key={message.id} withBorder radius="md" padding="md" data-testid="contact-message">
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
            </Card>
          ))}
          <Pager
            total={messages.data.total}
            pageSize={messages.data.pageSize}
            page={page}
            onChange={(next) => void navigate({ search: { page: next } })}
          />
        </Stack>
      )}
    </AdminPage>
  );
}
