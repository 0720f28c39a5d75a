import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  type Payment,
  type PaymentInstructions,
} from '@casona/proto/finance/payments';

import { formatDate } from '../../../lib/format.ts';
import type { Language } from '../../../lib/money.ts';
import { formatMxn } from './money.ts';

const STATUS_COLORS: Record<Payment['status'], string> = {
  OPEN: 'gray',
  PENDING: 'yellow',
  PAID: 'green',
  FAILED: 'red',
  EXPIRED: 'gray',
};

function Instructions({ instructions, language }: { instructions: PaymentInstructions; language: Language }) {
  const { t } = useTranslation();
  if (instructions.kind === 'OXXO')
    return (
      <Stack gap={4} data-testid="oxxo-voucher">
        <Title order={3} size="h5">
          {t('purchases.oxxo.title')}
        </Title>
        <Text size="sm">
          {t('purchases.oxxo.number')}:{' '}
          <Text span ff="monospace" fw={700} data-testid="oxxo-number">
            {instructions.number}
          </Text>
        </Text>
        {instructions.expires_at && (
          <Text size="sm">
            {t('purchases.oxxo.expires', { date: formatDate(instructions.expires_at, language) })}
          </Text>
        )}
        {instructions.hosted_voucher_url && (
          <Anchor href={instructions.hosted_voucher_url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('purchases.oxxo.voucher')}
          </Anchor>
        )}
      </Stack>
    );
  return (
    <Stack gap={4} data-testid="spei-instructions">
      <Title order={3} size="h5">
        {t('purchases.spei.title')}
      </Title>
      <Text size="sm">
        {t('purchases.spei.clabe')}:{' '}
        <Text span ff="monospace" fw={700} data-testid="spei-clabe">
          {instructions.clabe}
        </Text>
      </Text>
      {instructions.bank_name && (
        <Text size="sm">
          {t('purchases.spei.bank')}: {instructions.bank_name}
        </Text>
      )}
      {instructions.reference && (
        <Text size="sm">
          {t('purchases.spei.reference')}: {instructions.reference}
        </Text>
      )}
      <Text size="sm">
        {t('purchases.spei.remaining')}: {formatMxn(instructions.amount_remaining, language)}
      </Text>
      {instructions.hosted_instructions_url && (
        <Anchor
          href={instructions.hosted_instructions_url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          {t('purchases.spei.instructions')}
        </Anchor>
      )}
    </Stack>
  );
}

/** One purchase: what, how much, how, where it stands, and what the payer still has to do. */
export function PaymentCard({ payment, language }: { payment: Payment; language: Language }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid="purchase" data-status={payment.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} size="h4">
              {PAYMENT_TYPE_LABELS[payment.type][language]}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDate(payment.created_at, language)} · {PAYMENT_METHOD_LABELS[payment.method][language]}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={700} data-testid="purchase-amount">
              {formatMxn(payment.amount, language)}
            </Text>
            <Badge color={STATUS_COLORS[payment.status]} variant="light" data-testid="purchase-status">
              {PAYMENT_STATUS_LABELS[payment.status][language]}
            </Badge>
          </Stack>
        </Group>
        {payment.paid_at && (
          <Text size="sm">{t('purchases.paidAt', { date: formatDate(payment.paid_at, language) })}</Text>
        )}
        {payment.failed_at && payment.status === 'FAILED' && (
          <Text size="sm" c="red">
            {t('purchases.failedAt', { date: formatDate(payment.failed_at, language) })}
          </Text>
        )}
        {payment.instructions && <Instructions instructions={payment.instructions} language={language} />}
        {payment.checkout_url && (
          <Anchor href={payment.checkout_url} size="sm">
            {t('purchases.continueCheckout')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
