import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { LOCALE_LABELS } from '@casona/proto/enums';
import type { ManagerApplicationView } from '@casona/proto/notifications/responses';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminList } from '../../../components/admin-list/admin-list.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useManagerApplications } from '../api/inbox.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/manager_application');

/** /dashboard/admin/manager_application: people who applied to manage properties, newest first, searched. */
export function AdminManagerApplicationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const applications = useManagerApplications({ page, q: search.q });

  const card = (application: ManagerApplicationView) => (
    <Stack gap={6}>
      <Group justify="space-between" align="baseline">
        <Group gap="xs" align="baseline">
          <Text fw={600}>{application.name}</Text>
          {application.email && (
            <Anchor href={`mailto:${application.email}`} size="sm">
              {application.email}
            </Anchor>
          )}
          {application.phone_number && (
            <Anchor href={`tel:${application.phone_number}`} size="sm">
              {application.phone_number}
            </Anchor>
          )}
        </Group>
        <Group gap="xs">
          <Badge variant="light" tt="none">
            {LOCALE_LABELS[application.locale]}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatDateTime(application.created_at, language)}
          </Text>
        </Group>
      </Group>
      <Group gap="md">
        <Anchor href={application.airbnb_profile_url} target="_blank" rel="noopener noreferrer" size="sm">
          {t('admin.applications.airbnbProfile')}
        </Anchor>
        {application.property_id && (
          <Anchor component={Link} to={`/property/${application.property_id}`} size="sm">
            {t('admin.applications.property')}
          </Anchor>
        )}
      </Group>
      <Text style={{ whiteSpace: 'pre-line' }}>{application.message}</Text>
    </Stack>
  );

  return (
    <AdminPage section="adminManagerApplication">
      <AdminList
        query={applications}
        renderItem={card}
        rowKey={(application) => application.id}
        testId="manager-applications"
        rowTestId="manager-application"
        page={page}
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        search={{
          value: search.q,
          onChange: (q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }) }),
          placeholder: t('admin.applications.searchHint'),
        }}
        empty={t('admin.empty')}
      />
    </AdminPage>
  );
}
