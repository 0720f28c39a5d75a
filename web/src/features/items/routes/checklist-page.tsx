import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { CHECKLIST_ITEMS, type ChecklistItem } from '@casona/proto/maintenance/entities';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PropertyTabs } from '../../../components/property-tabs.tsx';
import { useSession } from '../../../components/use-session.ts';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { usePropertyName } from '../../../lib/api/property-name.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useChecklist, useSaveChecklist } from '../api/checklist.ts';
import { ErrorAlert, SectionPage } from '../components/section-page.tsx';

const route = getRouteApi('/dashboard/dashboard/property/$id/checklist');

/** /dashboard/property/{id}/checklist: the property's inspection, one switch per §3 check. */
export function ChecklistPage() {
  const { id } = route.useParams();
  const { t } = useTranslation();
  const checklist = useChecklist(id);
  const name = usePropertyName(id);
  const claims = useSession();
  const membership = useMemberships().data?.find((m) => m.property_id === id);
  return (
    <SectionPage section="propertyChecklist">
      <PropertyTabs
        propertyId={id}
        current="checklist"
        showAirbnb={Boolean(claims?.role) || membership?.can_select_airbnb_listing === true}
      />
      <Text fw={600}>{t('items.checklist.title', { name })}</Text>
      {checklist.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {checklist.isError && <ErrorAlert error={checklist.error} />}
      {checklist.data && (
        <ChecklistForm
          key={id}
          propertyId={id}
          initial={checklist.data}
          updatedAt={checklist.data.updated_at}
        />
      )}
    </SectionPage>
  );
}

function ChecklistForm({
  propertyId,
  initial,
  updatedAt,
}: {
  propertyId: string;
  initial: Record<ChecklistItem, boolean>;
  updatedAt: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveChecklist();
  const [checks, setChecks] = useState<Record<ChecklistItem, boolean>>(
    () =>
      Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, initial[item]])) as Record<
        ChecklistItem,
        boolean
      >,
  );
  const done = CHECKLIST_ITEMS.filter((item) => checks[item]).length;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" data-testid="checklist-progress">
            {t('items.checklist.progress', { done, total: CHECKLIST_ITEMS.length })}
          </Text>
          <Progress value={(done / CHECKLIST_ITEMS.length) * 100} aria-hidden />
          <Text size="sm" c="dimmed">
            {updatedAt
              ? t('items.checklist.lastSaved', {
                  date: new Date(updatedAt).toLocaleString(language === 'es' ? 'es-MX' : 'en-US'),
                })
              : t('items.checklist.never')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {CHECKLIST_ITEMS.map((item) => (
            <Switch
              key={item}
              label={t(`items.checklist.checks.${item}`)}
              checked={checks[item]}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setChecks((current) => ({ ...current, [item]: checked }));
              }}
              data-testid={`check-${item}`}
            />
          ))}
        </SimpleGrid>
        {save.isError && <ErrorAlert error={save.error} />}
        {save.isSuccess && (
          <Alert color="green" variant="light" role="status" data-testid="checklist-saved">
            {t('items.checklist.saved')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ property_id: propertyId, ...checks })}
            data-testid="checklist-save"
          >
            {t('items.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
