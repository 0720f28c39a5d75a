import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { usePostUnsubscribe, useUnsubscribeState } from '../api/unsubscribe.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const route = getRouteApi('/public/unsubscribe');

/**
 * /unsubscribe?token=…: the link at the foot of non-transactional emails. Shows which address it
 * is for and opts it out with one button; account and security emails keep arriving.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  useDocumentTitle(t('unsubscribe.title'));
  return (
    <Container size={560} py={{ base: 40, md: 72 }}>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md">
          <Title order={1} fz={28}>
            {t('unsubscribe.title')}
          </Title>
          {token ? (
            <UnsubscribeForm token={token} />
          ) : (
            <Alert color="red" variant="light" role="alert" data-testid="unsubscribe-missing">
              {t('unsubscribe.missing')}
            </Alert>
          )}
          <Anchor component={Link} to="/" size="sm">
            {t('notFound.home')}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}

function UnsubscribeForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = useUnsubscribeState(token);
  const unsubscribe = usePostUnsubscribe();
  if (state.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (state.isError)
    return (
      <Alert color="red" variant="light" role="alert" data-testid="unsubscribe-error">
        {failureText(state.error, language, 'error.generic')}
      </Alert>
    );
  if (state.data.unsubscribed)
    return (
      <Alert color="agave" variant="light" role="status" data-testid="unsubscribe-done">
        {t('unsubscribe.done', { email: state.data.email })}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text>{t('unsubscribe.question', { email: state.data.email })}</Text>
      <Text size="sm" c="dimmed">
        {t('unsubscribe.note')}
      </Text>
      {unsubscribe.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(unsubscribe.error, language, 'error.generic')}
        </Alert>
      )}
      <Button
        onClick={() => unsubscribe.mutate(token)}
        loading={unsubscribe.isPending}
        w="fit-content"
        data-testid="unsubscribe-confirm"
      >
        {t('unsubscribe.confirm')}
      </Button>
    </Stack>
  );
}
