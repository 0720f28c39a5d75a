import { Container, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { postLogout } from '../api/post-logout.ts';

/** Ends the session here and on the server, forgets cached data, then goes home. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('nav.logout'));
  useEffect(() => {
    let cancelled = false;
    void postLogout().then(() => {
      queryClient.clear();
      if (!cancelled) void navigate({ to: '/', replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);
  return (
    <Container size="xs" py={96}>
      <Stack align="center">
        <Loader aria-hidden />
        <Text role="status">{t('auth.logout.title')}</Text>
      </Stack>
    </Container>
  );
}
