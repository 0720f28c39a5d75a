import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { PropertyTransaction } from '@casona/proto/finance/entities';
import { translate } from '@casona/proto/i18n/translate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { blobToDataUrl } from '../../../lib/images/compress.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useOpenReceipt, useRemoveReceipt, useUploadReceipt } from '../api/transactions.ts';
import { checkReceiptFile, RECEIPT_ACCEPT } from '../receipt-file.ts';

/**
 * A transaction's receipt: open it through a signed link (anyone who reads transactions), attach or
 * replace it with a PDF, JPEG or PNG, or remove it (labels that update transactions). Problems, the
 * browser's or the server's, show beside the buttons in the reader's language.
 */
export function ReceiptControls({ item, canUpdate }: { item: PropertyTransaction; canUpdate: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useUploadReceipt();
  const remove = useRemoveReceipt();
  const open = useOpenReceipt();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const hasReceipt = item.file_url !== null;

  async function choose(file: File | null) {
    setProblem(null);
    upload.reset();
    remove.reset();
    if (!file) return;
    const refused = checkReceiptFile(file);
    if (refused) {
      setProblem(translate(refused.key, language, refused.params));
      return;
    }
    setReading(true);
    try {
      const dataUrl = await blobToDataUrl(file);
      upload.mutate({ transactionId: item.transaction_id, file: dataUrl });
    } finally {
      setReading(false);
    }
  }

  const failure =
    problem ??
    (upload.isError ? failureText(upload.error, language, 'error.generic') : null) ??
    (remove.isError ? failureText(remove.error, language, 'error.generic') : null) ??
    (open.isError ? failureText(open.error, language, 'error.generic') : null);

  if (!hasReceipt && !canUpdate) return null;
  return (
    <Stack gap={2} data-testid="receipt">
      <Group gap={4} wrap="nowrap">
        {hasReceipt && (
          <Button
            size="xs"
            variant="default"
            loading={open.isPending}
            onClick={() => open.mutate(item.transaction_id)}
            data-testid="receipt-open"
          >
            {t('finance.receipt.open')}
          </Button>
        )}
        {canUpdate && (
          <FileButton onChange={(file) => void choose(file)} accept={RECEIPT_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={reading || upload.isPending}
                aria-label={t(hasReceipt ? 'finance.receipt.replaceFor' : 'finance.receipt.attachFor', {
                  subject: item.subject,
                })}
                data-testid="receipt-attach"
              >
                {hasReceipt ? t('finance.receipt.replace') : t('finance.receipt.attach')}
              </Button>
            )}
          </FileButton>
        )}
        {canUpdate && hasReceipt && (
          <TypeToConfirmButton
            label={t('finance.receipt.remove')}
            body={t('finance.receipt.removeQuestion', { subject: item.subject })}
            phrase={t('adminList.removePhrase')}
            loading={remove.isPending}
            onConfirm={() => remove.mutateAsync(item.transaction_id)}
            testId="receipt-remove"
          />
        )}
      </Group>
      {failure && (
        <Text size="xs" c="red.8" role="alert" data-testid="receipt-error">
          {failure}
        </Text>
      )}
      {upload.isSuccess && !failure && (
        <Text size="xs" c="teal.9" role="status" data-testid="receipt-saved">
          {t('finance.receipt.saved')}
        </Text>
      )}
    </Stack>
  );
}
