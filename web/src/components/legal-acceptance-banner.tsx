import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { legalTexts } from '@casona/proto/documents/routes';
import { useTranslation } from 'react-i18next';

import { api } from '../lib/api/client.ts';
import { ApiError } from '../lib/api/errors.ts';
import { documentsKeys } from '../lib/api/query-keys.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';
import { failureText } from './form/use-schema-form.ts';

/**
 * Asks the signed-in person to accept the privacy policy and the terms when a version they have not
 * accepted is in force (a new one was published): GET/POST /app_acceptance of the documents
 * service. Nothing shows while the service does not answer.
 */
export function LegalAcceptanceBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const acceptance = useQuery({
    queryKey: documentsKeys.acceptance(),
    queryFn: ({ signal }) => api(legalTexts.acceptance, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (ids: { privacy_policy_id: string; terms_and_conditions_id: string }) =>
      api(legalTexts.accept, { body: ids }),
    onSuccess: (view) => client.setQueryData(documentsKeys.acceptance(), view),
    // 409: a newer version was published meanwhile; read it again and ask for that one.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: documentsKeys.acceptance() });
    },
  });
  const view = acceptance.data;
  if (!view) return null;
  const { privacy_policy: privacy, terms_and_conditions: terms } = view;
  if (!privacy.must_accept && !terms.must_accept) return null;
  if (!privacy.latest_id || !terms.latest_id) return null;
  const ids = { privacy_policy_id: privacy.latest_id, terms_and_conditions_id: terms.latest_id };
  const again = privacy.accepted_id !== null || terms.accepted_id !== null;
  return (
    <Alert
      color="terracotta"
      variant="light"
      mb="md"
      title={again ? t('legal.acceptance.updatedTitle') : t('legal.acceptance.title')}
      data-testid="legal-acceptance"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('legal.acceptance.body')}{' '}
          <Anchor href="/privacy_policy" target="_blank" rel="noopener" underline="always">
            {t('legal.privacyTitle')}
          </Anchor>
          {' · '}
          <Anchor href="/terms_and_conditions" target="_blank" rel="noopener" underline="always">
            {t('legal.termsTitle')}
          </Anchor>
        </Text>
        {accept.isError && (
          <Text size="sm" c="red.8" role="alert">
            {failureText(accept.error, language, 'error.generic')}
          </Text>
        )}
        <Group>
          <Button
            size="xs"
            loading={accept.isPending}
            onClick={() => accept.mutate(ids)}
            data-testid="legal-accept"
          >
            {t('legal.acceptance.accept')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
