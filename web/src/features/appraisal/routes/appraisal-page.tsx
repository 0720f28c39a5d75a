import { Alert, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useAppraisal } from '../api/get-appraisal.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/public/appraisal/$id');

/** The appraisal result (spec §2 /appraisal/{id}, `fqs=true` after the eligibility form). */
export function AppraisalPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const { id } = route.useParams();
  const { fqs } = route.useSearch();
  const query = useAppraisal(id);
  useDocumentTitle(t('appraisal.title'));
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatMoney(value, 'MXN', language, { cents: false });
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Title order={1}>{t('appraisal.title')}</Title>
        {fqs && <Text c="dimmed">{t('appraisal.fqs')}</Text>}
        {query.isPending && (
          <Group>
            <Loader size="sm" aria-hidden />
            <Text>{t('appraisal.loading')}</Text>
          </Group>
        )}
        {query.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t('appraisal.errorTitle')}
            data-testid="appraisal-error"
          >
            {query.error instanceof ApiError ? query.error.message : message('appraisal.error')}
          </Alert>
        )}
        {query.data && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {[query.data.min_price, query.data.price, query.data.max_price].map((value, index) => (
              <Card key={index} withBorder radius="lg" padding="lg">
                <Text ff="heading" fz={28} fw={700}>
                  {money(value)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
