import { Alert, Button, FileInput, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { PDF_MAX_BYTES } from '@casona/proto/constants';
import { FILE_TYPE_LABELS, FILE_TYPES, type FileType } from '@casona/proto/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useUploadFile } from '../api/documents.ts';
import {
  isFileType,
  needsValidTo,
  pickFile,
  uploadIssues,
  type PickedFile,
  type UploadField,
} from '../rules.ts';

const MB = 1024 * 1024;

/**
 * Uploads one PDF of a property: its type, validity and the file, every §5 rule shown while the
 * person types or picks (the server's own proto checks: a PDF by its bytes, under 4 MB, deeds and
 * registration tickets with their end date). `type` fixes the type (upload in place on a checklist).
 */
export function UploadForm({
  propertyId,
  type: fixedType,
  onDone,
  onCancel,
  testId = 'upload-form',
}: {
  propertyId: string;
  type?: FileType;
  onDone?: (type: FileType) => void;
  onCancel?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useMessage();
  const upload = useUploadFile();
  const [type, setType] = useState<FileType | ''>(fixedType ?? '');
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [touched, setTouched] = useState<Partial<Record<UploadField, boolean>>>({});
  const [done, setDone] = useState<FileType | null>(null);

  const issues = uploadIssues({ type, valid_from: validFrom, valid_to: validTo, file: picked });
  const errorOf = (field: UploadField) => {
    const issue = touched[field] ? issues[field] : undefined;
    return issue ? message(issue.key, issue.params) : undefined;
  };
  const touch = (field: UploadField) => setTouched((prev) => ({ ...prev, [field]: true }));

  const choose = async (next: File | null) => {
    touch('file');
    setFile(next);
    setPicked(next ? await pickFile(next) : null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ type: true, valid_from: true, valid_to: true, file: true });
    if (Object.keys(issues).length > 0 || !file || type === '') return;
    upload.mutate(
      { propertyId, type, validFrom, validTo, file },
      {
        onSuccess: () => {
          setDone(type);
          setFile(null);
          setPicked(null);
          setValidFrom('');
          setValidTo('');
          setTouched({});
          onDone?.(type);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="sm">
        {!fixedType && (
          <NativeSelect
            label={t('documents.upload.type')}
            required
            value={type}
            onChange={(e) => {
              touch('type');
              setType(isFileType(e.currentTarget.value) ? e.currentTarget.value : '');
            }}
            error={errorOf('type')}
            data={[
              { value: '', label: t('documents.upload.typePlaceholder') },
              ...FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value][language] })),
            ]}
            data-testid="upload-type"
          />
        )}
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('documents.upload.validFrom')}
            value={validFrom}
            onChange={(e) => {
              touch('valid_from');
              setValidFrom(e.currentTarget.value);
            }}
            error={errorOf('valid_from')}
            data-testid="upload-valid-from"
          />
          <TextInput
            type="date"
            label={t('documents.upload.validTo')}
            required={needsValidTo(type)}
            description={needsValidTo(type) ? t('documents.upload.validToHint') : undefined}
            value={validTo}
            onChange={(e) => {
              touch('valid_to');
              setValidTo(e.currentTarget.value);
            }}
            error={errorOf('valid_to')}
            data-testid="upload-valid-to"
          />
        </Group>
        <FileInput
          label={t('documents.upload.file')}
          description={t('documents.upload.fileHint', { max: PDF_MAX_BYTES / MB })}
          required
          accept="application/pdf,.pdf"
          value={file}
          onChange={(next) => void choose(next)}
          error={errorOf('file')}
          clearable
          data-testid="upload-file"
        />
        {upload.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="upload-error">
            {failureText(upload.error, language, 'error.generic')}
          </Alert>
        )}
        {done && !upload.isPending && (
          <Alert color="teal" variant="light" role="status" data-testid="upload-done">
            {t('documents.upload.done', { type: FILE_TYPE_LABELS[done][language] })}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={upload.isPending} data-testid="upload-submit">
            {t('documents.upload.submit')}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {t('documents.upload.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
