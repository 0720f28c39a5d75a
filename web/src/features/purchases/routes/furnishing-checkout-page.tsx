import { Alert, Button, Card, Radio, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@casona/proto/finance/payments';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useCreateCheckout, usePaymentSettings } from '../api/payments.ts';
import { formatMxn } from '../components/money.ts';

/**
 * /dashboard/purchases/appraisal_furnishing_query/{id}: pay the furnishing package of an appraisal
 * furnishing query — by card, an OXXO voucher or a SPEI transfer — on Stripe's checkout page. When
 * payments are not configured here there is no pay button, only the notice.
 */
export function FurnishingCheckoutPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = useParams({ strict: false }) as { id: string };
  const settings = usePaymentSettings();
  const checkout = useCreateCheckout();
  const [method, setMethod] = useState<PaymentMethod>('OXXO');
  useDocumentTitle(t('sections.purchaseFurnishing.title'));

  const hints: Record<PaymentMethod, string> = {
    CARD: t('purchases.checkout.card'),
    OXXO: t('purchases.checkout.oxxoHint', { count: settings.data?.oxxo_expires_after_days ?? 1 }),
    SPEI: t('purchases.checkout.spei'),
  };
  const pay = () =>
    checkout.mutate(
      { type: 'APPRAISAL_FURNISHING_QUERY', reference_id: id, method },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );
  const price = settings.data?.prices.APPRAISAL_FURNISHING_QUERY;

  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.purchaseFurnishing.title')}</Title>
        <Text c="dimmed">{t('sections.purchaseFurnishing.description')}</Text>
      </Stack>
      {settings.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {settings.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(settings.error, language, 'error.generic')}
        </Alert>
      )}
      {settings.data && !settings.data.enabled && (
        <Alert color="gray" variant="light" data-testid="payments-unavailable">
          {t('purchases.unavailable')}
        </Alert>
      )}
      {settings.data?.enabled && (
        <Card withBorder padding="lg">
          <Stack gap="md">
            {price != null && (
              <Text>
                {t('purchases.checkout.price')}:{' '}
                <Text span fw={700} data-testid="furnishing-price">
                  {formatMxn(price, language)}
                </Text>
              </Text>
            )}
            <Radio.Group
              label={t('purchases.checkout.choose')}
              value={method}
              onChange={(value) => setMethod(value as PaymentMethod)}
            >
              <Stack gap="sm" mt="xs">
                {settings.data.methods.map((m) => (
                  <Radio
                    key={m}
                    value={m}
                    label={PAYMENT_METHOD_LABELS[m][language]}
                    description={hints[m]}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {checkout.isError && (
              <Alert color="red" variant="light" role="alert">
                {failureText(checkout.error, language, 'error.generic')}
              </Alert>
            )}
            <Button onClick={pay} loading={checkout.isPending} data-testid="pay">
              {t('purchases.checkout.pay', { method: PAYMENT_METHOD_LABELS[method][language] })}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
