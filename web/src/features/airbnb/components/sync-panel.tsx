import { Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AirbnbListingSyncResult } from '@casona/proto/listings/airbnb-listings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { formatNumber } from '../../../lib/money.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useSyncLog, useSyncNow } from '../api/sync.ts';
import { syncErrorKind } from '../rules.ts';
import { shortDate } from '../stays.ts';
import { readSyncDetail } from '../sync-detail.ts';

/** A date and time as people read it, in the interface language and their own time zone. */
function useDateTime() {
  const language = useLanguage();
  const formatter = new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => formatter.format(new Date(iso));
}

/** The words for a recorded sync error: never the raw string. */
export function useSyncErrorText() {
  const { t } = useTranslation();
  return (error: string) => {
    const { kind, status } = syncErrorKind(error);
    return t(`airbnb.sync.error.${kind}`, { status });
  };
}

/**
 * A listing's sync: "sync now" (says what changed), its health — last attempt, last success, last
 * error, failures in a row, a stale badge after 24 h without a successful sync — and its log.
 */
export function SyncPanel({
  propertyId,
  listingId,
  maySync,
}: {
  propertyId: string;
  listingId: string;
  maySync: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const log = useSyncLog(propertyId, listingId);
  const sync = useSyncNow(propertyId);
  const [result, setResult] = useState<AirbnbListingSyncResult | null>(null);
  const [showLog, setShowLog] = useState(false);
  const when = useDateTime();
  const errorText = useSyncErrorText();
  const state = log.data?.state ?? null;
  const items = log.data?.items ?? [];
  // listings decides staleness (24 h without a successful sync, also since the listing was added).
  const stale = state?.stale === true;
  return (
    <Stack gap="xs" data-testid="sync-panel">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={4} fz="sm">
            {t('airbnb.sync.health')}
          </Title>
          {state?.last_success_at && !stale && (
            <Badge color="green" variant="light" c="dark.7">
              {t('airbnb.sync.healthy')}
            </Badge>
          )}
          {stale && (
            <Badge color="red" variant="light" c="red.9" data-testid="stale-badge">
              {t('airbnb.sync.stale')}
              {state?.stale_since ? ` · ${when(state.stale_since)}` : ''}
            </Badge>
          )}
          {!state?.last_attempt_at && log.isSuccess && (
            <Badge color="gray" variant="light" c="dark.7">
              {t('airbnb.sync.notYet')}
            </Badge>
          )}
        </Group>
        {maySync && (
          <Button
            size="xs"
            loading={sync.isPending}
            onClick={() =>
              sync.mutate(listingId, {
                onSuccess: (answer) => setResult(answer),
                onError: () => setResult(null),
              })
            }
            data-testid="sync-now"
          >
            {t('airbnb.sync.now')}
          </Button>
        )}
      </Group>
      {result && (
        <Alert
          color={result.outcome === 'failed' ? 'red' : result.outcome === 'not_counted' ? 'yellow' : 'agave'}
          variant="light"
          role="status"
          data-testid="sync-result"
          data-outcome={result.outcome}
        >
          {t(`airbnb.sync.result.${result.outcome}`, {
            added: result.added,
            updated: result.updated,
            canceled: result.canceled,
            ignored: result.ignored,
          })}
        </Alert>
      )}
      {sync.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(sync.error, language, 'error.generic')}
        </Alert>
      )}
      {log.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(log.error, language, 'error.generic')}
        </Alert>
      )}
      {state?.distinguishes_blocks === false && (
        <Alert color="yellow" variant="light" data-testid="no-blocks-notice">
          {t('airbnb.sync.noBlocks')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" data-testid="sync-health">
        <Fact label={t('airbnb.sync.lastAttempt')}>
          {state?.last_attempt_at ? when(state.last_attempt_at) : t('airbnb.sync.never')}
        </Fact>
        <Fact label={t('airbnb.sync.lastSuccess')}>
          {state?.last_success_at ? when(state.last_success_at) : t('airbnb.sync.never')}
        </Fact>
        <Fact label={t('airbnb.sync.lastError')}>
          {state?.last_error
            ? `${errorText(state.last_error)}${state.last_error_at ? ` (${when(state.last_error_at)})` : ''}`
            : t('airbnb.sync.none')}
        </Fact>
        <Fact label={t('airbnb.sync.failures')}>
          {formatNumber(state?.consecutive_failures ?? 0, language)}
        </Fact>
      </SimpleGrid>
      <Group>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setShowLog((v) => !v)}
          aria-expanded={showLog}
          data-testid="toggle-sync-log"
        >
          {showLog ? t('airbnb.sync.log.hide') : t('airbnb.sync.log.show', { count: items.length })}
        </Button>
      </Group>
      {showLog && (
        <Stack gap={4}>
          <Title order={4} fz="sm">
            {t('airbnb.sync.log.title')}
          </Title>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('airbnb.sync.log.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={620}>
              <Table verticalSpacing={4} fz="sm" data-testid="sync-log">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('airbnb.sync.log.at')}</Table.Th>
                    <Table.Th>{t('airbnb.sync.log.outcome')}</Table.Th>
                    <Table.Th ta="right">{t('airbnb.sync.log.added')}</Table.Th>
                    <Table.Th ta="right">{t('airbnb.sync.log.updated')}</Table.Th>
                    <Table.Th ta="right">{t('airbnb.sync.log.canceled')}</Table.Th>
                    <Table.Th ta="right">{t('airbnb.sync.log.ignored')}</Table.Th>
                    <Table.Th>{t('airbnb.sync.log.detail')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((entry) => (
                    <Table.Tr key={entry.id} data-testid="sync-log-row" data-outcome={entry.outcome}>
                      <Table.Td>{when(entry.at)}</Table.Td>
                      <Table.Td>{t(`airbnb.sync.outcome.${entry.outcome}`)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(entry.added, language)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(entry.updated, language)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(entry.canceled, language)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(entry.ignored, language)}</Table.Td>
                      <Table.Td>
                        {entry.error ? errorText(entry.error) : <SyncDetailText detail={entry.detail} />}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** What a sync did beyond its counts: the stays it added, why it updated some, what waits. */
function SyncDetailText({ detail }: { detail: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const d = readSyncDetail(detail);
  const lines: string[] = [];
  if (d.added.length > 0) {
    const shown = d.added
      .slice(0, 3)
      .map((a) => `${shortDate(a.checkIn, language)} – ${shortDate(a.checkOut, language)}`);
    if (d.added.length > 3) shown.push(t('airbnb.sync.detail.more', { count: d.added.length - 3 }));
    lines.push(t('airbnb.sync.detail.added', { list: shown.join('; ') }));
  }
  if (d.updated.changes.length > 0)
    lines.push(
      t('airbnb.sync.detail.updated', {
        list: d.updated.changes.map((c) => t(`airbnb.sync.detail.change.${c}`)).join(', '),
      }),
    );
  if (d.waiting > 0) lines.push(t('airbnb.sync.detail.waiting', { count: d.waiting }));
  if (d.ignoredPast + d.ignoredInProgress > 0)
    lines.push(t('airbnb.sync.detail.ignored', { past: d.ignoredPast, inProgress: d.ignoredInProgress }));
  if (d.blocks !== null) lines.push(t('airbnb.sync.detail.blocks', { count: d.blocks }));
  return (
    <Stack gap={0} data-testid="sync-log-detail">
      {lines.map((line) => (
        <Text key={line} size="xs">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}
