import { Alert, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../lib/api/errors.ts';
import { useMessage } from '../lib/i18n/messages.ts';

/** Loading and error states of a staff list, with the API's own words. */
export function QueryState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  const message = useMessage();
  if (query.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('common.loading')}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert" data-testid="admin-error">
        {query.error instanceof ApiError ? query.error.message : message('error.generic')}
      </Alert>
    );
  return null;
}
