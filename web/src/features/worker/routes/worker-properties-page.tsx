import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { propertyNameOptions } from '../../../lib/api/property-name.ts';
import { can } from '@casona/proto/permissions';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useWorkerChores } from '../api/worker-chores.ts';
import { useWorkerApp } from '../pwa.ts';

/** /dashboard/worker/property: the properties the worker works at, with their pending chores. */
export function WorkerPropertiesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const profileId = useSession()?.sub;
  const memberships = useMemberships();
  const chores = useWorkerChores(profileId);
  useWorkerApp();
  useDocumentTitle(t('sections.workerProperty.title'));
  const items = memberships.data ?? [];
  // A WORKER may not read the property itself (§6): their names come from their chores instead of a 403.
  const names = useQueries({
    queries: items.map((m) => ({
      ...propertyNameOptions(m.property_id),
      enabled: can(m.label, 'property', 'select'),
    })),
  });
  const pending = (propertyId: string) =>
    (chores.data?.items ?? []).filter((c) => c.property_id === propertyId).length;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('sections.workerProperty.title')}</Title>
      <Text c="dimmed">{t('sections.workerProperty.description')}</Text>
      {memberships.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(memberships.error, language, 'error.generic')}
        </Alert>
      )}
      {items.map((m, i) => {
        const name =
          names[i]?.data ??
          chores.data?.items.find((c) => c.property_id === m.property_id)?.property_name ??
          t('chores.propertyFallback', { n: i + 1 });
        return (
          <Card key={m.property_id} withBorder radius="md" padding="md" data-testid="worker-property">
            <Group justify="space-between">
              <Stack gap={2}>
                <Text fw={600}>{name}</Text>
                <Badge variant="light" tt="none">
                  {t('worker.pendingCount', { count: pending(m.property_id) })}
                </Badge>
              </Stack>
              <Link to="/dashboard/worker" search={{ property_id: m.property_id }}>
                {t('worker.seeChores')}
              </Link>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
