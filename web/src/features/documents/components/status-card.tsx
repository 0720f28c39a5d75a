import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { FILE_TYPE_LABELS, type FileType } from '@casona/proto/enums';
import type { ContractLine, PropertyFileStatus, RequiredFileLine } from '@casona/proto/documents/responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FunnelBadge } from '../../../components/property-badges.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useDecideRenewal } from '../api/documents.ts';
import { pendingTypes, standingColor } from '../rules.ts';
import type { StatusSearch } from '../routes.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { UploadForm } from './upload-form.tsx';

/** How long a line has left, in words (no raw day counts without a sentence). */
function DaysLeft({ line }: { line: RequiredFileLine }) {
  const { t } = useTranslation();
  if (line.standing === 'MISSING') return null;
  if (line.days_left === null) return <Text size="xs">{t('documents.checklist.noEnd')}</Text>;
  if (line.days_left === 0) return <Text size="xs">{t('documents.checklist.dueToday')}</Text>;
  return (
    <Text size="xs" c={line.days_left < 0 ? 'red.8' : undefined}>
      {line.days_left < 0
        ? t('documents.checklist.expiredAgo', { count: -line.days_left })
        : t('documents.checklist.daysLeft', { count: line.days_left })}
    </Text>
  );
}

function ContractRow({ contract, search }: { contract: ContractLine; search: StatusSearch }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const decide = useDecideRenewal();
  const fromEmail = search.property_file_id === contract.file_id ? search.renewal : undefined;
  const answer = contract.renewal;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="contract" data-renewal={answer ?? 'pending'}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{FILE_TYPE_LABELS[contract.type][language]}</Text>
          <Badge color={standingColor(contract.standing)} variant="light" c="dark.7">
            {t(`documents.standing.${contract.standing}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {contract.valid_from || contract.valid_to
            ? t('documents.contracts.period', {
                from: contract.valid_from ? formatDate(contract.valid_from, language) : '…',
                to: contract.valid_to ? formatDate(contract.valid_to, language) : '…',
              })
            : t('documents.contracts.noPeriod')}
        </Text>
        <Text size="sm" data-testid="renewal-answer">
          {answer === 'accepted'
            ? t('documents.contracts.accepted')
            : answer === 'rejected'
              ? t('documents.contracts.rejected')
              : t('documents.contracts.pending')}{' '}
          {contract.auto_renewal_state_set_at &&
            t('documents.contracts.answeredOn', {
              date: formatDate(contract.auto_renewal_state_set_at, language),
            })}
        </Text>
        {fromEmail && (
          <Text size="sm" c="dimmed">
            {t('documents.contracts.fromEmail')}
          </Text>
        )}
        <Text size="sm">{t('documents.contracts.renewalQuestion')}</Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant={answer === 'accepted' || fromEmail === 'accepted' ? 'filled' : 'light'}
            loading={decide.isPending && decide.variables?.decision === 'accepted'}
            onClick={() => decide.mutate({ fileId: contract.file_id, decision: 'accepted' })}
            data-testid="renewal-accept"
            data-autofocus={fromEmail === 'accepted' || undefined}
          >
            {t('documents.contracts.accept')}
          </Button>
          <Button
            size="xs"
            color="gray"
            variant={answer === 'rejected' || fromEmail === 'rejected' ? 'filled' : 'light'}
            loading={decide.isPending && decide.variables?.decision === 'rejected'}
            onClick={() => decide.mutate({ fileId: contract.file_id, decision: 'rejected' })}
            data-testid="renewal-reject"
          >
            {t('documents.contracts.reject')}
          </Button>
        </Group>
        {decide.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureText(decide.error, language, 'error.generic')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/**
 * One property on /dashboard/status: its funnel stage explained, each required file valid,
 * expiring, expired or missing with an upload in place, its contracts with the renewal answer, and
 * the deadline calendar's address.
 */
export function StatusCard({ status, search }: { status: PropertyFileStatus; search: StatusSearch }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [uploading, setUploading] = useState<FileType | null>(null);
  const pending = pendingTypes(status.required).length;
  const titleId = `status-${status.property_id}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="status-card"
      data-stage={status.funnel_stage}
    >
      <Stack gap="md">
        <Title order={2} fz="xl" id={titleId}>
          {status.property_name ?? t('documents.chooseProperty')}
        </Title>
        <Stack gap={6} data-testid="funnel-stage">
          <Text fw={600}>{t('documents.stage.title')}</Text>
          <FunnelBadge stage={status.funnel_stage} />
          <Text size="sm" data-testid="funnel-explanation">
            {status.funnel_explanation}
          </Text>
        </Stack>

        <Stack gap="xs">
          <Title order={3} fz="lg">
            {t('documents.checklist.title')}
          </Title>
          <Text size="sm" data-testid="checklist-summary">
            {pending === 0
              ? t('documents.checklist.allDone')
              : t('documents.checklist.pending', { count: pending })}
          </Text>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" data-testid="checklist">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('documents.checklist.document')}</Table.Th>
                  <Table.Th>{t('documents.checklist.standing')}</Table.Th>
                  <Table.Th>{t('documents.checklist.validTo')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {status.required.map((line) => (
                  <Table.Tr
                    key={line.type}
                    data-testid="checklist-line"
                    data-type={line.type}
                    data-standing={line.standing}
                  >
                    <Table.Td>{FILE_TYPE_LABELS[line.type][language]}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={standingColor(line.standing)}
                        variant="light"
                        c="dark.7"
                        data-testid="standing"
                      >
                        {t(`documents.standing.${line.standing}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {line.valid_to && <Text size="sm">{formatDate(line.valid_to, language)}</Text>}
                      <DaysLeft line={line} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant={line.standing === 'VALID' ? 'subtle' : 'light'}
                        onClick={() => setUploading(uploading === line.type ? null : line.type)}
                        aria-expanded={uploading === line.type}
                        data-testid="checklist-upload"
                      >
                        {line.standing === 'MISSING'
                          ? t('documents.checklist.upload')
                          : t('documents.checklist.replace')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {uploading && (
            <Card withBorder radius="md" padding="md" data-testid="upload-in-place">
              <Stack gap="xs">
                <Text fw={600}>
                  {t('documents.upload.title')}: {FILE_TYPE_LABELS[uploading][language]}
                </Text>
                <UploadForm
                  key={uploading}
                  propertyId={status.property_id}
                  type={uploading}
                  onDone={() => setUploading(null)}
                  onCancel={() => setUploading(null)}
                />
              </Stack>
            </Card>
          )}
        </Stack>

        <Stack gap="xs">
          <Title order={3} fz="lg">
            {t('documents.contracts.title')}
          </Title>
          {status.contracts.length === 0 ? (
            <Text size="sm">{t('documents.contracts.empty')}</Text>
          ) : (
            status.contracts.map((contract) => (
              <ContractRow key={contract.file_id} contract={contract} search={search} />
            ))
          )}
        </Stack>

        <CalendarFeedCard propertyId={status.property_id} />
      </Stack>
    </Card>
  );
}
