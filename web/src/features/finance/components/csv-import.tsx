import { Alert, Button, FileInput, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { checkCsvFiles } from '@casona/proto/validation/csv';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useImportTransactions } from '../api/transactions.ts';
import { checkCsvInChunks } from '../check-in-chunks.ts';
import { importErrorsByRow, localizeCsvIssues, type ImportRowErrors } from '../import-errors.ts';

type Checked =
  | { state: 'idle' }
  | { state: 'checking'; done: number; total: number }
  | { state: 'ready'; text: string; count: number }
  | { state: 'invalid'; text: string; rows: ImportRowErrors[] };

/** Every problem beside its line of the file: the line's number, its text, and each field's message. */
function ProblemRows({ rows }: { rows: ImportRowErrors[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={4} data-testid="import-errors">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.line ?? 'file'}
              data-testid="import-error-row"
              data-line={row.line ?? undefined}
            >
              <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600}>
                  {row.line === null
                    ? t('finance.import.wholeFile')
                    : t('finance.import.line', { line: row.line })}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.text !== '' && (
                  <Text size="xs" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {row.text}
                  </Text>
                )}
                {row.problems.map((p, i) => (
                  <Text key={i} size="sm" c="red.8" data-field={p.field}>
                    {p.message}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Pick a CSV, checked at once with proto's rules (progress for a large file), every problem shown
 * beside its line; then sent as text/csv. The server's 400 lists its problems the same way; all or
 * nothing, so after any problem nothing was saved.
 */
export function CsvImport({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const send = useImportTransactions(propertyId);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const pick = async (picked: File | null) => {
    running.current?.abort();
    send.reset();
    setFile(picked);
    if (!picked) return setChecked({ state: 'idle' });
    const controller = new AbortController();
    running.current = controller;
    const fileIssues = checkCsvFiles([picked]);
    if (fileIssues.length > 0)
      return setChecked({
        state: 'invalid',
        text: '',
        rows: importErrorsByRow(localizeCsvIssues(fileIssues, language), ''),
      });
    setChecked({ state: 'checking', done: 0, total: 0 });
    try {
      const text = await picked.text();
      const result = await checkCsvInChunks(
        text,
        (done, total) => !controller.signal.aborted && setChecked({ state: 'checking', done, total }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setChecked(
        result.ok
          ? { state: 'ready', text, count: result.transactions.length }
          : {
              state: 'invalid',
              text,
              rows: importErrorsByRow(localizeCsvIssues(result.issues, language), text),
            },
      );
    } catch {
      if (!controller.signal.aborted)
        setChecked({
          state: 'invalid',
          text: '',
          rows: importErrorsByRow(
            localizeCsvIssues([{ path: '/file', key: 'csv.invalidFile', params: {} }], language),
            '',
          ),
        });
    }
  };

  const submit = () => {
    if (checked.state !== 'ready') return;
    send.mutate(checked.text, {
      onSuccess: () => {
        setFile(null);
        setChecked({ state: 'idle' });
      },
    });
  };

  const serverRows =
    send.error instanceof ApiError && send.error.issues.length > 0 && checked.state === 'ready'
      ? importErrorsByRow(send.error.issues, checked.text)
      : null;

  return (
    <Stack gap="sm" data-testid="csv-import">
      <Text size="sm">{t('finance.import.help')}</Text>
      <FileInput
        label={t('finance.import.file')}
        placeholder={t('finance.import.placeholder')}
        accept=".csv,text/csv"
        value={file}
        onChange={(f) => void pick(f)}
        clearable
        maw={420}
        data-testid="import-file"
      />
      {checked.state === 'checking' && (
        <Stack gap={4} maw={420}>
          <Progress
            value={checked.total === 0 ? 0 : (100 * checked.done) / checked.total}
            aria-label={t('finance.import.checking', { done: checked.done, total: checked.total })}
          />
          <Text size="xs" c="dimmed">
            {t('finance.import.checking', { done: checked.done, total: checked.total })}
          </Text>
        </Stack>
      )}
      {checked.state === 'invalid' && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('finance.import.problems')}</Text>
            <ProblemRows rows={checked.rows} />
          </Stack>
        </Alert>
      )}
      {checked.state === 'ready' && (
        <Group gap="sm">
          <Text size="sm" data-testid="import-ready">
            {t('finance.import.ready', { count: checked.count })}
          </Text>
          <Button onClick={submit} loading={send.isPending} data-testid="import-submit">
            {t('finance.import.submit')}
          </Button>
        </Group>
      )}
      {send.isPending && (
        <Stack gap={4} maw={420}>
          <Progress value={100} animated aria-label={t('finance.import.sending')} />
          <Text size="xs" c="dimmed">
            {t('finance.import.sending')}
          </Text>
        </Stack>
      )}
      {serverRows && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs">
            <Text size="sm">{send.error?.message}</Text>
            <ProblemRows rows={serverRows} />
          </Stack>
        </Alert>
      )}
      {send.isError && !serverRows && (
        <Alert color="red" variant="light" role="alert">
          {failureText(send.error, language, 'error.generic')}
        </Alert>
      )}
      {send.isSuccess && (
        <Alert color="green" variant="light" role="status" data-testid="import-done">
          {send.data.message}
        </Alert>
      )}
    </Stack>
  );
}
