import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { reportClientError } from '../lib/api/log.ts';
import { useMessage } from '../lib/i18n/messages.ts';

/** A page that failed to render or load. Admin-only pages say so; anything else is reported. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const adminOnly = error instanceof Error && error.name === 'AdminOnlyError';
  useEffect(() => {
    if (!adminOnly) void reportClientError(error, `route ${location.pathname}`);
  }, [error, adminOnly]);
  return (
    <Container size="sm" py={80} component="section" aria-labelledby="route-error-title">
      <Stack gap="md">
        <Title order={1} id="route-error-title">
          {adminOnly ? t('errors.forbiddenTitle') : t('errors.title')}
        </Title>
        <Alert color={adminOnly ? 'yellow' : 'red'} variant="light">
          {adminOnly ? message('permission.adminOnly') : message('error.generic')}
        </Alert>
        {!adminOnly && (
          <Button variant="default" onClick={reset} w="fit-content">
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
