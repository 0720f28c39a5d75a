import { Badge, Card, Code, Grid, Group, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { LOCALES, LOCALE_LABELS } from '@casona/proto/enums';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminList, type Column } from '../../../components/admin-list/admin-list.tsx';
import type { MailSummary } from '../../../lib/api/contracts.ts';
import { AdminPage, ErrorAlert } from '../components/admin-page.tsx';
import { formatDateTime, recipientsOf } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useMail, useMailbox } from '../api/mail.ts';
import type { MailSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/mail');

/** A message's language in words ("Español"), whatever the case its header was written in. */
const localeLabel = (locale: string): string => {
  const known = LOCALES.find((l) => l === locale.toUpperCase());
  return known ? LOCALE_LABELS[known] : locale;
};

/**
 * The embedded mailbox for a given search: when the platform runs without an SMTP server, every
 * email is written to an outbox instead of being sent; this lists it, newest first, searched on
 * the server by subject, recipient or template, and shows the chosen message as the recipient
 * would see it (HTML in a sandboxed frame: no scripts, no access to this page) or as its text.
 */
export function AdminMailbox({
  search,
  onChange,
}: {
  search: MailSearch;
  onChange: (change: Partial<MailSearch>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = search.page ?? 1;
  const mailbox = useMailbox({ page, ...(search.q ? { q: search.q } : {}) });
  const reading = !!search.id;
  const recipients = (mail: MailSummary) => <Text size="sm">{recipientsOf(mail.to)}</Text>;
  const date = (mail: MailSummary) => (
    <Text size="sm" c="dimmed">
      {formatDateTime(mail.date, language)}
    </Text>
  );
  const subject: Column<MailSummary> = {
    key: 'subject',
    header: t('admin.mail.subject'),
    cell: (mail) => (
      <Stack gap={2} align="flex-start">
        <UnstyledButton
          onClick={() => onChange({ id: mail.id })}
          aria-current={mail.id === search.id ? 'true' : undefined}
          fw={600}
          fz="sm"
        >
          {mail.subject}
        </UnstyledButton>
        {mail.template && (
          <Group gap={4}>
            <Badge size="xs" variant="light" tt="none">
              {mail.template.replace(/_/g, ' ')}
            </Badge>
            {mail.locale && (
              <Badge size="xs" variant="outline" tt="none">
                {localeLabel(mail.locale)}
              </Badge>
            )}
          </Group>
        )}
        {/* Beside an open message the list is narrow: who and when go under the subject. */}
        {reading && recipients(mail)}
        {reading && date(mail)}
      </Stack>
    ),
  };
  const columns: Column<MailSummary>[] = reading
    ? [subject]
    : [
        subject,
        { key: 'to', header: t('admin.mail.to'), cell: recipients },
        { key: 'date', header: t('admin.mail.date'), nowrap: true, cell: date },
      ];
  return (
    <AdminPage section="adminMail">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: reading ? 5 : 12 }}>
          <Card withBorder radius="lg" padding="md">
            <AdminList
              query={mailbox}
              columns={columns}
              rowKey={(mail) => mail.id}
              testId="mailbox"
              rowTestId="mail-row"
              rowStyle={(mail) =>
                mail.id === search.id ? { background: 'var(--mantine-color-terracotta-0)' } : undefined
              }
              minWidth={reading ? 0 : 720}
              page={page}
              onPage={(next) => onChange({ page: next })}
              search={{
                value: search.q,
                onChange: (q) => onChange({ q, page: undefined }),
                placeholder: t('admin.mail.searchHint'),
                maxLength: 200,
                testId: 'mail-search',
              }}
              empty={t('admin.mail.empty')}
            />
          </Card>
        </Grid.Col>
        {search.id && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <MailViewer id={search.id} onClose={() => onChange({ id: undefined })} />
          </Grid.Col>
        )}
      </Grid>
    </AdminPage>
  );
}

/** /dashboard/admin/mail: the mailbox with its page, search and open message in the address bar. */
export function AdminMailPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AdminMailbox
      search={search}
      onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}

function MailViewer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mail = useMail(id);
  if (mail.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (mail.isError) return <ErrorAlert error={mail.error} />;
  const message = mail.data;
  const hasHtml = message.html.trim() !== '';
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby="mail-subject">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" id="mail-subject" data-testid="mail-subject">
            {message.subject}
          </Title>
          <UnstyledButton onClick={onClose} fz="sm" c="dimmed">
            {t('common.close')}
          </UnstyledButton>
        </Group>
        <Text size="sm">
          <strong>{t('admin.mail.from')}:</strong> {message.from}
        </Text>
        <Text size="sm">
          <strong>{t('admin.mail.to')}:</strong> {recipientsOf(message.to)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(message.date, language)}
        </Text>
        <Tabs defaultValue={hasHtml ? 'html' : 'text'}>
          <Tabs.List>
            <Tabs.Tab value="html" disabled={!hasHtml}>
              HTML
            </Tabs.Tab>
            <Tabs.Tab value="text">{t('admin.mail.text')}</Tabs.Tab>
            <Tabs.Tab value="headers">{t('admin.mail.headers')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="html" pt="sm">
            {hasHtml && (
              <iframe
                // No allow-* token: no scripts, no forms, no same-origin access to the console.
                sandbox=""
                srcDoc={message.html}
                title={t('admin.mail.frameTitle', { subject: message.subject })}
                referrerPolicy="no-referrer"
                style={{
                  width: '100%',
                  height: 560,
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 8,
                  background: '#fff',
                }}
                data-testid="mail-html"
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="text" pt="sm">
            <Code block data-testid="mail-text" style={{ whiteSpace: 'pre-wrap' }}>
              {message.text}
            </Code>
          </Tabs.Panel>
          <Tabs.Panel value="headers" pt="sm">
            <Code block>
              {Object.entries(message.headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n')}
            </Code>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
