/**
 * §4's chore filters: due date (all, recurring, with a due date in a range, without one, created
 * by bookings), assignee (anyone, nobody, a person of the property), creator, created-at range,
 * name contains and status. People are offered once a property is chosen (its members, by name).
 */
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { CHORE_DUE_DATE_FILTERS, CHORE_STATUSES, choreStatusLabel } from '@casona/proto/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { usePropertyPeople } from '../api/members.ts';
import type { ChoreSearch } from '../routes.ts';

export function ChoreFilters({
  search,
  onChange,
  showDueDate = true,
}: {
  search: ChoreSearch;
  onChange: (next: ChoreSearch) => void;
  showDueDate?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const people = usePropertyPeople(search.property_id);
  const [name, setName] = useState(search.name ?? '');
  // The name filter waits for a pause in typing instead of asking on every key.
  useEffect(() => {
    if ((search.name ?? '') === name) return;
    const timer = setTimeout(
      () => onChange({ ...search, name: name.trim() || undefined, page: undefined }),
      350,
    );
    return () => clearTimeout(timer);
  }, [name, search, onChange]);
  const set = (patch: Partial<ChoreSearch>) => onChange({ ...search, ...patch, page: undefined });
  const personOptions = (people.data ?? []).map((p) => ({ value: p.profile_id, label: p.profile.name }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="chore-filters">
      <TextInput
        label={t('chores.filters.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={100}
        data-testid="filter-name"
      />
      {showDueDate && (
        <NativeSelect
          label={t('chores.filters.dueDate')}
          value={search.due_date ?? 'all'}
          data={CHORE_DUE_DATE_FILTERS.map((mode) => ({
            value: mode,
            label: t(`chores.filters.dueModes.${mode}`),
          }))}
          onChange={(e) => {
            const mode = e.currentTarget.value as (typeof CHORE_DUE_DATE_FILTERS)[number];
            set({
              due_date: mode === 'all' ? undefined : mode,
              ...(mode === 'with_due_date' ? {} : { due_from: undefined, due_to: undefined }),
            });
          }}
          data-testid="filter-due"
        />
      )}
      {search.due_date === 'with_due_date' && (
        <>
          <TextInput
            type="date"
            label={t('chores.filters.from')}
            value={search.due_from ?? ''}
            max={search.due_to}
            onChange={(e) => set({ due_from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t('chores.filters.to')}
            value={search.due_to ?? ''}
            min={search.due_from}
            onChange={(e) => set({ due_to: e.currentTarget.value || undefined })}
          />
        </>
      )}
      <NativeSelect
        label={t('chores.filters.assignee')}
        value={search.assignee ?? ''}
        description={search.property_id ? undefined : t('chores.filters.pickProperty')}
        data={[
          { value: '', label: t('chores.filters.assigneeAll') },
          { value: 'free', label: t('chores.filters.assigneeFree') },
          ...personOptions,
        ]}
        onChange={(e) => set({ assignee: e.currentTarget.value || undefined })}
        data-testid="filter-assignee"
      />
      <NativeSelect
        label={t('chores.filters.creator')}
        value={search.created_by ?? ''}
        disabled={!search.property_id}
        data={[{ value: '', label: t('chores.filters.creatorAll') }, ...personOptions]}
        onChange={(e) => set({ created_by: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={t('chores.filters.createdFrom')}
        value={search.created_from ?? ''}
        max={search.created_to}
        onChange={(e) => set({ created_from: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={t('chores.filters.createdTo')}
        value={search.created_to ?? ''}
        min={search.created_from}
        onChange={(e) => set({ created_to: e.currentTarget.value || undefined })}
      />
      <NativeSelect
        label={t('chores.filters.status')}
        value={search.status ?? ''}
        data={[
          { value: '', label: t('chores.filters.statusAll') },
          ...CHORE_STATUSES.map((s) => ({ value: s, label: choreStatusLabel(s, 'PLUMBING')[language] })),
        ]}
        onChange={(e) => set({ status: (e.currentTarget.value || undefined) as ChoreSearch['status'] })}
      />
      <Group align="end">
        <Button
          variant="subtle"
          onClick={() => {
            setName('');
            onChange({ property_id: search.property_id, rules: search.rules });
          }}
        >
          {t('chores.filters.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
