import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** A button that asks once before an action that cannot be undone (remove an ally, revoke). */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  loading,
  testId,
  ...props
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
  testId?: string;
} & Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        c="red.9"
        {...props}
        loading={loading}
        onClick={open}
        data-testid={testId}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered>
        <Stack gap="md">
          <Text size="sm">{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red.8"
              data-testid={testId ? `${testId}-confirm` : undefined}
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
