import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { LOCALE_LABELS } from '@casona/proto/enums';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminPage, ErrorAlert, Pager, TotalLine } from '../components/admin-page.tsx';
import { formatDateTime } from '../components/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useManagerApplications } from '../api/inbox.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/manager_application');

/** /dashboard/admin/manager_application: people who applied to manage properties, newest first. */
export function AdminManagerApplicationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = route.useSearch().page ?? 1;
  const navigate = route.useNavigate();
  const applications = useManagerApplications(page);
  return (
    <AdminPage section="adminManagerApplication">
      {applications.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {applications.isError && <ErrorAlert error={applications.error} />}
      {applications.data && (
        <Stack gap="sm" data-testid="manager-applications">
          <TotalLine total={applications.data.total} />
          {applications.data.items.length === 0 && <Text c="dimmed">{t('admin.empty')}</Text>}
          {applications.data.items.map((application) => (
            <Card key={application.id} withBorder radius="md" padding="md" data-testid="manager-application">
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
                  <Anchor
                    href={application.airbnb_profile_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                  >
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
            </Card>
          ))}
          <Pager
            total={applications.data.total}
            pageSize={applications.data.pageSize}
            page={page}
            onChange={(next) => void navigate({ search: { page: next } })}
          />
        </Stack>
      )}
    </AdminPage>
  );
}
