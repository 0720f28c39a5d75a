import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { useMessage } from '../lib/i18n/messages.ts';

/** 404 (spec §2): "We couldn't find the page you're looking for." */
export function NotFoundPage() {
  const { t } = useTranslation();
  const message = useMessage();
  useDocumentTitle(t('notFound.title'));
  return (
    <>
      <SiteHeader />
      <Container component="main" id="main" size="sm" py={96}>
        <Stack align="center" ta="center" gap="lg">
          <Text fz={72} fw={700} c="terracotta.8" ff="heading" lh={1} aria-hidden>
            404
          </Text>
          <Title order={1}>{t('notFound.title')}</Title>
          <Text size="lg" c="dimmed" data-testid="not-found-message">
            {message('page.notFound')}
          </Text>
          <Group justify="center">
            <Button component={Link} to="/">
              {t('notFound.home')}
            </Button>
            <Button component={Link} to="/market" variant="default">
              {t('notFound.market')}
            </Button>
          </Group>
        </Stack>
      </Container>
      <SiteFooter />
    </>
  );
}
