import {
  Badge,
  Card,
  Code,
  Grid,
  Group,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import type { MailSummary } from '../../../lib/api/contracts.ts';
import { AdminPage, ErrorAlert, Pager, TotalLine } from '../components/admin-page.tsx';
import { formatDateTime, recipientsOf } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useMail, useMailbox } from '../api/mail.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/mail');

/**
 * /dashboard/admin/mail: the embedded mailbox. When the platform runs without an SMTP server,
 * every email is written to an outbox instead of being sent; this lists it, newest first, and
 * shows a message as the recipient would see it (HTML in a sandboxed frame: no scripts, no
 * access to this page) or as its plain text.
 */
export function AdminMailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const mailbox = useMailbox(page);
  const select = (id: string | undefined) =>
    navigate({ search: { ...(page > 1 ? { page } : {}), ...(id ? { id } : {}) } });
  return (
    <AdminPage section="adminMail">
      {mailbox.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {mailbox.isError && <ErrorAlert error={mailbox.error} testId="mailbox-error" />}
      {mailbox.data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: search.id ? 5 : 12 }}>
            <Card withBorder radius="lg" padding="md">
              <Stack gap="xs">
                <TotalLine total={mailbox.data.total} />
                {mailbox.data.items.length === 0 && <Text c="dimmed">{t('admin.mail.empty')}</Text>}
                <Table highlightOnHover verticalSpacing="xs" data-testid="mailbox">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.mail.subject')}</Table.Th>
                      <Table.Th>{t('admin.mail.to')}</Table.Th>
                      <Table.Th>{t('admin.mail.date')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {mailbox.data.items.map((mail) => (
                      <MailRow
                        key={mail.id}
                        mail={mail}
                        selected={mail.id === search.id}
                        language={language}
                        onOpen={() => void select(mail.id)}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
                <Pager
                  total={mailbox.data.total}
                  pageSize={mailbox.data.pageSize}
                  page={page}
                  onChange={(next) => void navigate({ search: { page: next } })}
                />
              </Stack>
            </Card>
          </Grid.Col>
          {search.id && (
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <MailViewer id={search.id} onClose={() => void select(undefined)} />
            </Grid.Col>
          )}
        </Grid>
      )}
    </AdminPage>
  );
}

function MailRow({
  mail,
  selected,
  language,
  onOpen,
}: {
  mail: MailSummary;
  selected: boolean;
  language: 'es' | 'en';
  onOpen: () => void;
}) {
  return (
    <Table.Tr bg={selected ? 'var(--mantine-color-terracotta-0)' : undefined} data-testid="mail-row">
      <Table.Td>
        <UnstyledButton onClick={onOpen} aria-current={selected ? 'true' : undefined} fw={600} fz="sm">
          {mail.subject}
        </UnstyledButton>
        {mail.template && (
          <Group gap={4} mt={2}>
            <Badge size="xs" variant="light" tt="none">
              {mail.template}
            </Badge>
            {mail.locale && (
              <Badge size="xs" variant="outline" tt="none">
                {mail.locale}
              </Badge>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{recipientsOf(mail.to)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {formatDateTime(mail.date, language)}
        </Text>
      </Table.Td>
    </Table.Tr>
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
