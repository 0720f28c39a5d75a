import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { CHORE_STATUSES, choreStatusLabel } from '@casona/proto/enums';
import { CHORE_ORIGINS, type AdminChore } from '@casona/proto/maintenance/admin';
import { CHORE_KINDS, CHORE_TYPE_LABELS } from '@casona/proto/maintenance/chores';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { DateRangeFilter, isBackwards } from '../../../components/admin-list/date-range-filter.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAdminChores } from '../api/admin-maintenance.ts';
import { choreHref } from '../links.ts';
import { SEARCH_MAX, type AdminChoreSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/chore');

/** A change of the filters (back to page 1) or of the page alone. */
export type ChoreSearchChange = (change: Partial<AdminChoreSearch>) => void;

/**
 * The list of /dashboard/admin/chore for a given search: every property's chores and reports,
 * searched by chore or property name, filtered by kind, status, origin, due dates, one property
 * or one assignee (set from a row). Each row leads to its property's own chores, schedule or reports.
 */
export function AdminChoreList({
  search,
  onChange,
}: {
  search: AdminChoreSearch;
  onChange: ChoreSearchChange;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const due = { from: search.due_from, to: search.due_to };
  const bad = isBackwards(due);
  const query = useAdminChores(search);
  const set = (change: Partial<AdminChoreSearch>) => onChange({ ...change, page: undefined });
  const rows = query.data?.items ?? [];
  const propertyName =
    rows.find((c) => c.property_id === search.property_id)?.property_name ??
    t('adminMaintenance.thisProperty');
  const personName =
    rows.find((c) => c.assigned_to?.profile_id === search.assigned_to)?.assigned_to?.name ??
    t('adminMaintenance.thisPerson');

  const columns: Column<AdminChore>[] = [
    {
      key: 'chore',
      header: t('adminMaintenance.chore'),
      cell: (c) => (
        <Stack gap={2}>
          <Anchor href={choreHref(c)} size="sm" underline="always" fw={500}>
            {c.name}
          </Anchor>
          <Group gap={4}>
            <Badge variant="light" color="gray" c="dark.7" size="sm">
              {t(`adminMaintenance.kindOf.${c.kind}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {CHORE_TYPE_LABELS[c.type][language]}
            </Text>
          </Group>
        </Stack>
      ),
    },
    {
      key: 'property',
      header: t('adminMaintenance.property'),
      cell: (c) => {
        const name = c.property_name ?? t('adminMaintenance.unknownProperty');
        return search.property_id ? (
          name
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => set({ property_id: c.property_id })}
            aria-label={t('adminMaintenance.filterByProperty', { name })}
          >
            {name}
          </Anchor>
        );
      },
    },
    {
      key: 'status',
      header: t('adminMaintenance.status'),
      cell: (c) => (
        <Group gap={4}>
          <Badge variant="light" color={c.status === 'SOLVED' ? 'green' : 'yellow'} c="dark.7">
            {choreStatusLabel(c.status, c.type)[language]}
          </Badge>
          {c.canceled_at && (
            <Badge variant="light" color="gray" c="dark.7">
              {t('adminMaintenance.canceled')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'origin',
      header: t('adminMaintenance.origin'),
      cell: (c) => (
        <Stack gap={2}>
          <Text size="sm">{t(`adminMaintenance.originOf.${c.origin}`)}</Text>
          {c.is_rule && (
            <Text size="xs" c="dimmed">
              {t('adminMaintenance.rule')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'due',
      header: t('adminMaintenance.due'),
      nowrap: true,
      cell: (c) => (c.due_date ? formatDate(c.due_date, language) : t('adminMaintenance.noDue')),
    },
    {
      key: 'assignee',
      header: t('adminMaintenance.assignedTo'),
      cell: (c) => {
        if (!c.assigned_to)
          return (
            <Text c="dimmed" size="sm">
              {t('adminMaintenance.nobody')}
            </Text>
          );
        const name = c.assigned_to.name ?? t('adminMaintenance.unknownPerson');
        const id = c.assigned_to.profile_id;
        return search.assigned_to ? (
          name
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => set({ assigned_to: id })}
            aria-label={t('adminMaintenance.filterByPerson', { name })}
          >
            {name}
          </Anchor>
        );
      },
    },
  ];

  const chips = (
    <>
      {search.property_id && (
        <Group gap="xs" data-testid="admin-chore-property-filter">
          <Text size="sm">{t('adminMaintenance.onlyProperty', { name: propertyName })}</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => set({ property_id: undefined })}>
            {t('adminMaintenance.showAll')}
          </Button>
        </Group>
      )}
      {search.assigned_to && (
        <Group gap="xs" data-testid="admin-chore-person-filter">
          <Text size="sm">{t('adminMaintenance.onlyPerson', { name: personName })}</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => set({ assigned_to: undefined })}>
            {t('adminMaintenance.showAll')}
          </Button>
        </Group>
      )}
    </>
  );

  return (
    <AdminListPage
      title={t('sections.adminChore.title')}
      description={t('sections.adminChore.description')}
      before={chips}
      query={query}
      columns={columns}
      rowKey={(c) => c.id}
      testId="admin-chores"
      rowTestId="admin-chore-row"
      minWidth={960}
      page={search.page ?? 1}
      onPage={(page) => onChange({ page })}
      hold={bad}
      search={{
        value: search.q,
        onChange: (q) => set({ q }),
        label: t('adminMaintenance.search'),
        placeholder: t('adminMaintenance.choreSearchHint'),
        maxLength: SEARCH_MAX,
        testId: 'admin-chore-search',
      }}
      filters={
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NativeSelect
            label={t('adminMaintenance.kind')}
            value={search.kind ?? ''}
            onChange={(e) => set({ kind: (e.currentTarget.value || undefined) as AdminChoreSearch['kind'] })}
            data={[
              { value: '', label: t('adminMaintenance.anyKind') },
              ...CHORE_KINDS.map((k) => ({ value: k, label: t(`adminMaintenance.kindOf.${k}`) })),
            ]}
            data-testid="admin-chore-kind"
          />
          <NativeSelect
            label={t('adminMaintenance.status')}
            value={search.status ?? ''}
            onChange={(e) =>
              set({ status: (e.currentTarget.value || undefined) as AdminChoreSearch['status'] })
            }
            data={[
              { value: '', label: t('adminMaintenance.anyStatus') },
              ...CHORE_STATUSES.map((s) => ({ value: s, label: choreStatusLabel(s, 'GENERAL')[language] })),
            ]}
            data-testid="admin-chore-status"
          />
          <NativeSelect
            label={t('adminMaintenance.origin')}
            value={search.origin ?? ''}
            onChange={(e) =>
              set({ origin: (e.currentTarget.value || undefined) as AdminChoreSearch['origin'] })
            }
            data={[
              { value: '', label: t('adminMaintenance.anyOrigin') },
              ...CHORE_ORIGINS.map((o) => ({ value: o, label: t(`adminMaintenance.originOf.${o}`) })),
            ]}
            data-testid="admin-chore-origin"
          />
          <DateRangeFilter
            value={due}
            onChange={(change) => set('from' in change ? { due_from: change.from } : { due_to: change.to })}
            fromLabel={t('adminMaintenance.dueFrom')}
            toLabel={t('adminMaintenance.dueTo')}
            backwardsError={t('adminMaintenance.fromAfterTo')}
            testId="admin-chore-due"
          />
        </Group>
      }
      filtered={Object.entries(search).some(([key, value]) => key !== 'page' && value !== undefined)}
      empty={t('adminMaintenance.noChores')}
    />
  );
}

/** /dashboard/admin/chore: the list with its search in the address bar. */
export function AdminChorePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AdminChoreList
      search={search}
      onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}
