import { Badge, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { FILE_TYPE_LABELS } from '@casona/proto/enums';
import type { ExpiringPropertyFile } from '@casona/proto/documents/staff-home';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { AnchorLink } from '../../../components/anchor-link.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useExpiringFiles } from '../api/expiring.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/expiring_file');

/**
 * /dashboard/admin/expiring_file?page=: the staff home's documents card in full — every property's
 * files that expire within three months or have expired, one per type, soonest (or longest
 * expired) first, 20 a page; each leads to its property's files tab, where a renewed file is
 * uploaded and takes it off.
 */
export function AdminExpiringFilesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const query = useExpiringFiles(page);
  const columns: Column<ExpiringPropertyFile>[] = [
    {
      key: 'document',
      header: t('documents.expiringList.document'),
      cell: (f) => FILE_TYPE_LABELS[f.type][language],
    },
    {
      key: 'property',
      header: t('documents.expiringList.property'),
      cell: (f) => (
        <AnchorLink
          to="/dashboard/property/$id/files"
          params={{ id: f.property_id }}
          size="sm"
          underline="always"
        >
          {f.property_name}
        </AnchorLink>
      ),
    },
    {
      key: 'validTo',
      header: t('documents.expiringList.validTo'),
      nowrap: true,
      cell: (f) => formatDate(f.valid_to, language),
    },
    {
      key: 'standing',
      header: t('documents.expiringList.standing'),
      cell: (f) =>
        f.standing === 'EXPIRED' ? (
          <Stack gap={2}>
            <Badge color="red" variant="light" c="red.9">
              {t('documents.expiringList.expired')}
            </Badge>
            <Text size="xs">{t('documents.expiringList.daysAgo', { count: -f.days_left })}</Text>
          </Stack>
        ) : (
          <Stack gap={2}>
            <Badge color="orange" variant="light" c="dark.7">
              {t('documents.expiringList.expiring')}
            </Badge>
            <Text size="xs">{t('documents.expiringList.daysLeft', { count: f.days_left })}</Text>
          </Stack>
        ),
    },
  ];
  return (
    <AdminListPage
      title={t('sections.adminExpiringFile.title')}
      description={t('sections.adminExpiringFile.description')}
      query={query}
      columns={columns}
      rowKey={(f) => f.property_file_id}
      testId="admin-expiring-files"
      rowTestId="admin-expiring-file-row"
      rowProps={(f) => ({ 'data-standing': f.standing })}
      minWidth={720}
      page={page}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      empty={t('documents.expiringList.none')}
    />
  );
}
