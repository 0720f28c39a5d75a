/**
 * /dashboard/profile/notifications (issue 19): which notices reach the signed-in person by email,
 * WhatsApp and inside Casona. A box is drawn only where the channel carries that kind of notice
 * (proto's CATEGORY_CHANNELS, which the server also enforces); elsewhere a dash, and words under the
 * kind say why. Each box saves as it is ticked; account and security emails (password recovery,
 * invitations, receipts) are not listed because they always go.
 */
import { Alert, Anchor, Card, Checkbox, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  channelDelivers,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationPreferences,
} from '@casona/proto/notifications/preferences';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { usePreferences, useSavePreference } from '../api/preferences.ts';

export function PreferencesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const preferences = usePreferences();
  useDocumentTitle(t('sections.notificationPreferences.title'));
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('sections.notificationPreferences.title')}</Title>
      <Text c="dimmed">{t('sections.notificationPreferences.description')}</Text>
      {preferences.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {preferences.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(preferences.error, language, 'error.generic')}
        </Alert>
      )}
      {preferences.data && <PreferencesTable data={preferences.data} />}
    </Stack>
  );
}

function PreferencesTable({ data }: { data: NotificationPreferences }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSavePreference();
  const whatsappReady = data.whatsapp_available && data.phone_number !== null;
  const toggle = (row: NotificationPreference, channel: NotificationChannel, on: boolean) =>
    save.mutate({ ...row, [channel]: on });
  const error = save.error;
  const errorText =
    error instanceof ApiError && error.issues.length > 0
      ? error.issues[0]!.message
      : error
        ? failureText(error, language, 'error.generic')
        : null;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        {!data.whatsapp_available && <Text size="sm">{t('notificationPreferences.whatsappOff')}</Text>}
        {data.whatsapp_available && data.phone_number === null && (
          <Text size="sm">
            {t('notificationPreferences.needsPhone')}{' '}
            <Anchor component={Link} to="/dashboard/profile" underline="always">
              {t('notificationPreferences.toProfile')}
            </Anchor>
          </Text>
        )}
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('notificationPreferences.kind')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} scope="col">
                  {t(`notificationPreferences.channels.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.preferences.map((row) => (
              <Table.Tr key={row.category}>
                <Table.Th scope="row" fw={500}>
                  {t(`notificationPreferences.categories.${row.category}`)}
                  <Text size="xs" c="dimmed" fw={400} data-testid={`pref-${row.category.toLowerCase()}-note`}>
                    {t(`notificationPreferences.notes.${row.category}`)}
                  </Text>
                </Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    {channelDelivers(row.category, channel) ? (
                      <Checkbox
                        checked={row[channel]}
                        disabled={
                          save.isPending || (channel === 'whatsapp' && !whatsappReady && !row.whatsapp)
                        }
                        onChange={(e) => toggle(row, channel, e.currentTarget.checked)}
                        aria-label={t('notificationPreferences.toggle', {
                          kind: t(`notificationPreferences.categories.${row.category}`),
                          channel: t(`notificationPreferences.channels.${channel}`),
                        })}
                        data-testid={`pref-${row.category.toLowerCase()}-${channel}`}
                      />
                    ) : (
                      <Text
                        component="span"
                        c="dimmed"
                        data-testid={`pref-${row.category.toLowerCase()}-${channel}-none`}
                      >
                        <span aria-hidden="true">—</span>
                        <VisuallyHidden>
                          {t('notificationPreferences.notSent', {
                            kind: t(`notificationPreferences.categories.${row.category}`),
                            channel: t(`notificationPreferences.channels.${channel}`),
                          })}
                        </VisuallyHidden>
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed" data-testid="preferences-legend">
          {t('notificationPreferences.legend')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('notificationPreferences.always')}
        </Text>
        {save.isSuccess && (
          <Text size="sm" role="status" data-testid="preferences-saved">
            {t('notificationPreferences.saved')}
          </Text>
        )}
        {errorText && (
          <Alert color="red" variant="light" role="alert" data-testid="preferences-error">
            {errorText}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
