import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTypeToConfirm } from '@casona/proto/validation/rules';

import { useMessage } from '../lib/i18n/messages.ts';

/**
 * Same phrase, ignoring case and surrounding or repeated spaces: people type it, they do not paste
 * it. The one rule the server checks too (proto's checkTypeToConfirm).
 */
export function phraseMatches(typed: string, phrase: string): boolean {
  return checkTypeToConfirm(typed, phrase).length === 0;
}

/**
 * Dangerous actions (deleting a property, a profile…) ask the person to type a phrase first
 * (spec §5). The confirm button stays disabled until the phrase matches; the action's own error,
 * if any, is shown in the dialog.
 */
export function TypeToConfirmDialog({
  opened,
  onClose,
  title,
  body,
  phrase,
  confirmLabel,
  onConfirm,
  confirmTestId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  body: ReactNode;
  phrase: string;
  confirmLabel: string;
  onConfirm: (typedPhrase: string) => Promise<unknown>;
  /** The confirm button's test id. */
  confirmTestId?: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = phraseMatches(typed, phrase);

  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!matches) {
            setError(message('confirm.mismatch', { phrase }));
            return;
          }
          setBusy(true);
          setError(null);
          try {
            await onConfirm(typed.trim());
            close();
          } catch (failure) {
            setError(failure instanceof Error ? failure.message : message('error.generic'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Stack>
          <Text size="sm">{body}</Text>
          <TextInput
            label={message('confirm.typeToConfirm', { phrase })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            data-testid="confirm-phrase"
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={busy} data-testid={confirmTestId}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
