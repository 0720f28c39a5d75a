import { Alert, Anchor, Badge, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IdUpload } from '@casona/proto/schemas/submissions';
import { translate } from '@casona/proto/i18n/translate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText, useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm.tsx';
import type { PrivateInfoView } from '../../../lib/api/contracts.ts';
import { blobToDataUrl, compressImage } from '../../../lib/images/compress.ts';
import { useDeleteIdFile, useIdFileLink, usePutIdFile } from '../api/private-info.ts';
import { checkIdFile, ID_FILE_ACCEPT, needsCompression } from '../id-file.ts';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';

/**
 * The official ID (§7 ID upload): a PDF under 4 MB or a photo, kept in the private bucket. Seeing
 * it asks identity for a short-lived link, which answers 'Could not find profile ID file' when
 * there is none. Deleting it erases the file for good, so it asks for the type-to-confirm phrase
 * first (spec §5).
 */
export function IdDocumentCard({
  profileId,
  info,
}: {
  profileId: string;
  info: PrivateInfoView | undefined;
}) {
  const { t } = useTranslation();
  const upload = usePutIdFile();
  const link = useIdFileLink();
  const remove = useDeleteIdFile();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const form = useSchemaForm({
    schema: IdUpload,
    initialValues: { new_id_file: '' },
    toPayload: (v) => ({ profile_id: profileId, new_id_file: v.new_id_file }),
    crossFieldErrors: (_v, language) => {
      const problem = file ? checkIdFile(file) : null;
      return { new_id_file: problem ? translate(problem.key, language, problem.params) : undefined };
    },
    onSubmit: async (payload) => {
      await upload.mutateAsync(payload);
      setFile(null);
    },
    resetOnSuccess: true,
  });
  const binding = form.field('new_id_file');

  async function choose(next: File | null) {
    setFile(next);
    link.reset();
    if (!next || checkIdFile(next)) {
      binding.onChange('');
      return;
    }
    setReading(true);
    try {
      if (needsCompression(next)) {
        const compressed = await compressImage(next);
        binding.onChange(compressed.ok ? compressed.image.dataUrl : '');
        if (!compressed.ok) setFile(null);
      } else {
        binding.onChange(await blobToDataUrl(next));
      }
    } finally {
      setReading(false);
    }
  }

  const onFile = Boolean(info?.id_url);
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={form.handleSubmit} noValidate data-testid="id-form">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              {t('profile.id.title')}
            </Title>
            <Badge color={onFile ? 'green' : 'gray'} variant="light" c="dark.7" data-testid="id-status">
              {onFile ? t('profile.id.onFile') : t('profile.id.missing')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('profile.id.hint')}
          </Text>
          <FileInput
            id={binding.id}
            label={t('profile.id.file')}
            accept={ID_FILE_ACCEPT}
            value={file}
            onChange={(next) => void choose(next)}
            error={binding.error}
            clearable
            data-testid="id-file"
          />
          <Group gap="xs">
            <Button type="submit" loading={form.status.state === 'submitting' || reading}>
              {t('profile.id.upload')}
            </Button>
            <Button
              variant="default"
              onClick={() => link.mutate()}
              loading={link.isPending}
              data-testid="id-view"
            >
              {t('profile.id.view')}
            </Button>
            {onFile && (
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                onClick={() => setRemoving(true)}
                loading={remove.isPending}
                data-testid="id-remove"
              >
                {t('profile.id.remove')}
              </Button>
            )}
          </Group>
          <FormFeedback
            status={form.status}
            language={form.language}
            successText={t('profile.id.saved')}
            successTestId="id-saved"
            failureTestId="id-error"
          />
          {link.isError && (
            <Alert color="yellow" variant="light" role="alert" data-testid="id-link-error">
              {failureText(link.error, form.language, 'error.profileIdFileNotFound')}
            </Alert>
          )}
          {remove.isError && (
            <Alert color="red" variant="light" role="alert">
              {failureText(remove.error, form.language, 'error.generic')}
            </Alert>
          )}
          {link.data && (
            <Anchor
              href={link.data.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              data-testid="id-link"
            >
              {t('profile.id.open')}
            </Anchor>
          )}
        </Stack>
      </form>
      {/* Outside the upload form: the dialog's own submit must not bubble into it. */}
      <TypeToConfirmDialog
        opened={removing}
        onClose={() => setRemoving(false)}
        title={t('profile.id.remove')}
        body={t('profile.id.removeBody')}
        phrase={t('adminList.deletePhrase')}
        confirmLabel={t('profile.id.remove')}
        onConfirm={() => {
          link.reset();
          return remove.mutateAsync();
        }}
        confirmTestId="id-remove-confirm"
      />
    </Card>
  );
}
