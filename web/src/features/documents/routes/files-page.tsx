import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { FILE_TYPE_LABELS } from '@casona/proto/enums';
import type { PropertyFileView } from '@casona/proto/documents/responses';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { PropertyTabs } from '../../../components/property-tabs.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { usePropertyName } from '../../../lib/api/property-name.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { downloadPropertyFile, useDeleteFile, usePropertyFiles } from '../api/documents.ts';
import { UploadForm } from '../components/upload-form.tsx';
import { standingColor } from '../rules.ts';

const route = getRouteApi('/dashboard/dashboard/property/$id/files');

function FileRow({ file }: { file: PropertyFileView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remove = useDeleteFile();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  const label = FILE_TYPE_LABELS[file.type][language];
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadPropertyFile(file.id);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  };
  const error = downloadError ?? remove.error;
  return (
    <Table.Tr data-testid="file-row" data-type={file.type} data-valid-to={file.valid_to ?? undefined}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="xs" c={standingColor(file.standing)}>
          {t(`documents.standing.${file.standing}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {file.valid_from || file.valid_to
            ? t('documents.contracts.period', {
                from: file.valid_from ? formatDate(file.valid_from, language) : '…',
                to: file.valid_to ? formatDate(file.valid_to, language) : '…',
              })
            : t('documents.checklist.noEnd')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(file.created_at, language)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatNumber(Math.max(1, Math.round(file.size / 1024)), language)} KB</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            loading={downloading}
            onClick={() => void download()}
            data-testid="file-download"
          >
            {t('documents.files.download')}
          </Button>
          <TypeToConfirmButton
            label={t('documents.files.remove')}
            body={t('documents.files.removeQuestion', { type: label })}
            phrase={t('adminList.deletePhrase')}
            loading={remove.isPending}
            onConfirm={() => remove.mutateAsync(file.id)}
            testId="file-remove"
          />
        </Group>
        {error !== null && error !== undefined && (
          <Alert color="red" variant="light" role="alert" mt={4}>
            {failureText(error, language, 'error.generic')}
          </Alert>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /dashboard/property/{id}/files: the property's files (list, download, delete) and an upload with type and validity. */
export function FilesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = route.useParams();
  const name = usePropertyName(id);
  const files = usePropertyFiles(id);
  const claims = useSession();
  const membership = useMemberships().data?.find((m) => m.property_id === id);
  useDocumentTitle(`${name} · ${t('documents.tab')}`);
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap="xs">
        <Title order={1}>{name}</Title>
        <PropertyTabs
          propertyId={id}
          current="files"
          showAirbnb={Boolean(claims?.role) || membership?.can_select_airbnb_listing === true}
        />
      </Stack>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="files-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="files-title">
            {t('documents.files.title')}
          </Title>
          {files.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
          {files.isError && (
            <Alert color="red" variant="light" role="alert" data-testid="files-error">
              {failureText(files.error, language, 'error.generic')}
            </Alert>
          )}
          {files.data?.items.length === 0 && <Text size="sm">{t('documents.files.empty')}</Text>}
          {files.data && files.data.items.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" data-testid="files">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('documents.files.type')}</Table.Th>
                    <Table.Th>{t('documents.files.validity')}</Table.Th>
                    <Table.Th>{t('documents.files.uploadedOn')}</Table.Th>
                    <Table.Th>{t('documents.files.size')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {files.data.items.map((file) => (
                    <FileRow key={file.id} file={file} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="files-upload-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="files-upload-title">
            {t('documents.upload.title')}
          </Title>
          <UploadForm propertyId={id} />
        </Stack>
      </Card>
    </Stack>
  );
}
