/**
 * A dangerous action's button (spec §5: "Dangerous actions need a type-to-confirm phrase"): it opens
 * the TypeToConfirmDialog, whose confirm button waits until the phrase is typed; the action's own
 * error stays in the dialog. The phrase is the record's name when it has one (a property's name, an
 * email), else the action's word (`confirm.phrase.*` of the interface catalogue).
 */
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

import { TypeToConfirmDialog } from './type-to-confirm.tsx';

export function TypeToConfirmButton({
  label,
  title,
  body,
  phrase,
  confirmLabel,
  onConfirm,
  testId,
  ...props
}: {
  label: string;
  /** The dialog's title; the button's label when not given. */
  title?: string;
  body: ReactNode;
  phrase: string;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
  testId?: string;
} & Omit<ButtonProps, 'children' | 'onClick'>) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="subtle" color="red" c="red.9" {...props} onClick={open} data-testid={testId}>
        {label}
      </Button>
      <TypeToConfirmDialog
        opened={opened}
        onClose={close}
        title={title ?? label}
        body={body}
        phrase={phrase}
        confirmLabel={confirmLabel ?? label}
        onConfirm={onConfirm}
        {...(testId ? { confirmTestId: `${testId}-confirm` } : {})}
      />
    </>
  );
}
