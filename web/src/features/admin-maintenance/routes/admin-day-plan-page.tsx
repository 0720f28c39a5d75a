import { Anchor, Button, Group, Text } from '@mantine/core';
import type { AdminDayPlan } from '@casona/proto/maintenance/admin';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { DateRangeFilter, isBackwards } from '../../../components/admin-list/date-range-filter.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAdminDayPlans } from '../api/admin-maintenance.ts';
import { dayPlanHref } from '../links.ts';
import { SEARCH_MAX, type AdminDayPlanSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/day_plan');

export type DayPlanSearchChange = (change: Partial<AdminDayPlanSearch>) => void;

/**
 * The list of /dashboard/admin/day_plan for a given search: every day plan, latest day first,
 * searched by property or person, filtered by dates and one worker (set from a row). Each row
 * opens the plan itself.
 */
export function AdminDayPlanList({
  search,
  onChange,
}: {
  search: AdminDayPlanSearch;
  onChange: DayPlanSearchChange;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bad = isBackwards(search);
  const query = useAdminDayPlans(search);
  const set = (change: Partial<AdminDayPlanSearch>) => onChange({ ...change, page: undefined });
  const workerName =
    query.data?.items.flatMap((p) => p.workers).find((w) => w.profile_id === search.worker)?.name ??
    t('adminMaintenance.thisPerson');
  const personName = (name: string | null) => name ?? t('adminMaintenance.unknownPerson');

  const columns: Column<AdminDayPlan>[] = [
    {
      key: 'day',
      header: t('adminMaintenance.day'),
      nowrap: true,
      cell: (p) => (
        <Anchor href={dayPlanHref(p.id)} size="sm" underline="always" fw={500}>
          {formatDate(p.schedule_date, language)}
        </Anchor>
      ),
    },
    {
      key: 'properties',
      header: t('adminMaintenance.properties'),
      cell: (p) => (
        <Text size="sm">
          {p.properties.map((pr) => pr.name ?? t('adminMaintenance.unknownProperty')).join(', ')}
        </Text>
      ),
    },
    {
      key: 'workers',
      header: t('adminMaintenance.workers'),
      cell: (p) =>
        p.workers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminMaintenance.noWorkers')}
          </Text>
        ) : (
          <Group gap={6}>
            {p.workers.map((w) =>
              search.worker ? (
                <Text key={w.profile_id} size="sm">
                  {personName(w.name)}
                </Text>
              ) : (
                <Anchor
                  key={w.profile_id}
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => set({ worker: w.profile_id })}
                  aria-label={t('adminMaintenance.filterByWorker', { name: personName(w.name) })}
                >
                  {personName(w.name)}
                </Anchor>
              ),
            )}
          </Group>
        ),
    },
    {
      key: 'stops',
      header: '',
      hideHeader: true,
      nowrap: true,
      cell: (p) => t('adminMaintenance.stops', { count: p.stop_count }),
    },
    {
      key: 'createdBy',
      header: t('adminMaintenance.createdBy'),
      cell: (p) => personName(p.created_by.name),
    },
  ];

  return (
    <AdminListPage
      title={t('sections.adminDayPlan.title')}
      description={t('sections.adminDayPlan.description')}
      before={
        search.worker && (
          <Group gap="xs" data-testid="admin-day-plan-worker-filter">
            <Text size="sm">{t('adminMaintenance.onlyWorker', { name: workerName })}</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => set({ worker: undefined })}>
              {t('adminMaintenance.showAll')}
            </Button>
          </Group>
        )
      }
      query={query}
      columns={columns}
      rowKey={(p) => p.id}
      testId="admin-day-plans"
      rowTestId="admin-day-plan-row"
      minWidth={860}
      page={search.page ?? 1}
      onPage={(page) => onChange({ page })}
      hold={bad}
      search={{
        value: search.q,
        onChange: (q) => set({ q }),
        label: t('adminMaintenance.search'),
        placeholder: t('adminMaintenance.planSearchHint'),
        maxLength: SEARCH_MAX,
        testId: 'admin-day-plan-search',
      }}
      filters={
        <DateRangeFilter
          value={search}
          onChange={set}
          fromLabel={t('adminMaintenance.from')}
          toLabel={t('adminMaintenance.to')}
          backwardsError={t('adminMaintenance.fromAfterTo')}
          testId="admin-day-plan"
        />
      }
      filtered={Object.entries(search).some(([key, value]) => key !== 'page' && value !== undefined)}
      empty={t('adminMaintenance.noPlans')}
    />
  );
}

/** /dashboard/admin/day_plan: the list with its search in the address bar. */
export function AdminDayPlanPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AdminDayPlanList
      search={search}
      onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}
