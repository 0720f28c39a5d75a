import { Alert, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useCalendarFeed, useCalendarFeedActions } from '../api/documents.ts';

/**
 * The deadline calendar's secret address: create, copy, change or revoke it. Changing it retires
 * the current address like revoking does (subscribed calendars stop updating), so both ask for the
 * type-to-confirm phrase first (spec §5); creating one takes nothing away.
 */
export function CalendarFeedCard({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const feed = useCalendarFeed(propertyId);
  const { rotate, revoke } = useCalendarFeedActions(propertyId);
  const url = feed.data?.url ?? null;
  const error = feed.error ?? rotate.error ?? revoke.error;
  return (
    <Stack gap="xs" data-testid="calendar-feed">
      <Title order={3} fz="lg">
        {t('documents.calendar.title')}
      </Title>
      <Text size="sm">{t('documents.calendar.description')}</Text>
      {url ? (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            readOnly
            value={url}
            label={t('documents.calendar.address')}
            style={{ flex: 1, minWidth: 240 }}
            data-testid="calendar-url"
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} data-testid="calendar-copy">
                {copied ? t('documents.calendar.copied') : t('documents.calendar.copy')}
              </Button>
            )}
          </CopyButton>
          <TypeToConfirmButton
            size="sm"
            label={t('documents.calendar.rotate')}
            body={t('documents.calendar.rotateQuestion')}
            phrase={t('documents.calendar.rotatePhrase')}
            loading={rotate.isPending}
            onConfirm={() => rotate.mutateAsync()}
            testId="calendar-rotate"
          />
          <TypeToConfirmButton
            label={t('documents.calendar.revoke')}
            body={t('documents.calendar.revokeQuestion')}
            phrase={t('adminList.revokePhrase')}
            loading={revoke.isPending}
            onConfirm={() => revoke.mutateAsync()}
            testId="calendar-revoke"
          />
        </Group>
      ) : (
        !feed.isPending && (
          <Group gap="xs">
            <Text size="sm">{t('documents.calendar.none')}</Text>
            <Button
              size="xs"
              variant="light"
              loading={rotate.isPending}
              onClick={() => rotate.mutate()}
              data-testid="calendar-create"
            >
              {t('documents.calendar.create')}
            </Button>
          </Group>
        )
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {failureText(error, language, 'error.generic')}
        </Alert>
      )}
    </Stack>
  );
}
