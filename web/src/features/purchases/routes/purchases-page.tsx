import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { Pager } from '../../../components/pager.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useCustomerPortal, usePaymentSettings, usePurchases } from '../api/payments.ts';
import { PaymentCard } from '../components/payment-card.tsx';

/**
 * /dashboard/purchases: the person's payments to Casona with their status — an OXXO voucher or a
 * SPEI transfer still to make, paid, failed, expired — and their Stripe customer portal. Back from
 * Stripe's checkout, `checkout=success|canceled` says what just happened.
 */
export function PurchasesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = useSearch({ strict: false }) as { page?: number; checkout?: 'success' | 'canceled' };
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const purchases = usePurchases(page);
  const settings = usePaymentSettings();
  const portal = useCustomerPortal();
  useDocumentTitle(t('sections.purchases.title'));

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        window.location.assign(url);
      },
    });

  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('sections.purchases.title')}</Title>
          <Text c="dimmed">{t('sections.purchases.description')}</Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => void purchases.refetch()} loading={purchases.isFetching}>
            {t('purchases.refresh')}
          </Button>
          {settings.data?.enabled && (
            <Button variant="light" onClick={openPortal} loading={portal.isPending}>
              {t('purchases.portal')}
            </Button>
          )}
        </Group>
      </Group>
      {search.checkout === 'success' && (
        <Alert color="green" variant="light" data-testid="checkout-returned">
          {t('purchases.returned')}
        </Alert>
      )}
      {search.checkout === 'canceled' && (
        <Alert color="gray" variant="light">
          {t('purchases.canceled')}
        </Alert>
      )}
      {portal.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(portal.error, language, 'error.generic')}
        </Alert>
      )}
      {purchases.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {purchases.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(purchases.error, language, 'error.generic')}
        </Alert>
      )}
      {purchases.data?.items.length === 0 && (
        <Alert color="gray" variant="light" data-testid="purchases-empty">
          {t('purchases.empty')}
        </Alert>
      )}
      {purchases.data?.items.map((payment) => (
        <PaymentCard key={payment.id} payment={payment} language={language} />
      ))}
      {purchases.data && (
        <Pager
          page={purchases.data.page}
          total={purchases.data.total}
          pageSize={purchases.data.pageSize}
          onPage={(next) => void navigate({ to: '/dashboard/purchases', search: { page: next } })}
        />
      )}
    </Stack>
  );
}
