/**
 * The screen the chores, scheduled chores and reports pages share: the property (one or all of the
 * person's), the filters, the list by pages with each card's actions, and "new" in a modal.
 */
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ChoreListQuery } from '@casona/proto/maintenance/chores';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { Pager } from '../../../components/pager.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useChoreList } from '../api/chores.ts';
import type { ChoreSearch } from '../routes.ts';
import { ChoreActions } from './chore-actions.tsx';
import { ChoreCard } from './chore-card.tsx';
import { ChoreFilters } from './chore-filters.tsx';
import type { ChoreFormMode } from './chore-form.tsx';
import { ChoreForm } from './chore-form.tsx';
import { usePropertyChoices } from './properties.ts';

const SECTION = {
  chore: 'maintenanceChore',
  rule: 'maintenanceChoreSchedule',
  report: 'maintenanceReport',
} as const;

/** The API query of a page's search: the page's kind, and rules as the toggle says. */
export function queryOf(mode: ChoreFormMode, search: ChoreSearch): ChoreListQuery {
  const { rules, ...filters } = search;
  if (mode === 'rule')
    return {
      ...filters,
      kind: 'CHORE',
      due_date: rules === 'recurrence' ? 'recurring' : 'with_trigger_event',
      due_from: undefined,
      due_to: undefined,
    };
  return { ...filters, kind: mode === 'report' ? 'REPORT' : 'CHORE' };
}

export function ChoreListScreen({
  mode,
  search,
  navigate,
}: {
  mode: ChoreFormMode;
  search: ChoreSearch;
  navigate: (search: ChoreSearch) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const section = SECTION[mode];
  useDocumentTitle(t(`sections.${section}.title`));
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const { choices, isPending, error } = usePropertyChoices(names);
  const [creating, create] = useDisclosure(false);
  const query = queryOf(mode, search);
  const list = useChoreList(query, choices.length > 0);
  // The chores carry their property's name: the names a WORKER may not ask listings for.
  const listed = list.data?.items;
  useEffect(() => {
    if (!listed) return;
    setNames((known) => {
      const next = new Map(known);
      for (const chore of listed)
        if (chore.property_name && !next.has(chore.property_id))
          next.set(chore.property_id, chore.property_name);
      return next.size === known.size ? known : next;
    });
  }, [listed]);
  const onChange = useCallback((next: ChoreSearch) => navigate(next), [navigate]);
  const insertable = choices.filter((c) => c.membership.can_insert_chore);
  const newLabel =
    mode === 'report'
      ? t('chores.report.new')
      : mode === 'rule'
        ? t('chores.schedule.new')
        : t('chores.actions.new');
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="end">
        <Stack gap={4}>
          <Title order={1}>{t(`sections.${section}.title`)}</Title>
          <Text c="dimmed">{t(`sections.${section}.description`)}</Text>
        </Stack>
        {insertable.length > 0 && (
          <Button onClick={create.open} data-testid="chore-new">
            {newLabel}
          </Button>
        )}
      </Group>
      {isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {failureText(error, language, 'error.generic')}
        </Alert>
      )}
      {!isPending && choices.length === 0 && error === null && (
        <Alert color="gray" variant="light">
          {t('chores.noProperties')}
        </Alert>
      )}
      {choices.length > 0 && (
        <Stack gap="sm">
          <Group align="end">
            <NativeSelect
              label={t('chores.property')}
              value={search.property_id ?? ''}
              data={[
                { value: '', label: t('chores.allProperties') },
                ...choices.map((c) => ({ value: c.id, label: c.name })),
              ]}
              onChange={(e) =>
                onChange({
                  ...search,
                  property_id: e.currentTarget.value || undefined,
                  assignee: search.assignee === 'free' ? 'free' : undefined,
                  created_by: undefined,
                  page: undefined,
                })
              }
              data-testid="filter-property"
            />
            {mode === 'rule' && (
              <SegmentedControl
                value={search.rules ?? 'trigger'}
                onChange={(value) =>
                  onChange({ ...search, rules: value as ChoreSearch['rules'], page: undefined })
                }
                data={[
                  { value: 'trigger', label: t('chores.schedule.kindTrigger') },
                  { value: 'recurrence', label: t('chores.schedule.kindRecurrence') },
                ]}
              />
            )}
          </Group>
          <ChoreFilters search={search} onChange={onChange} showDueDate={mode !== 'rule'} />
        </Stack>
      )}
      {list.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="chore-list-error">
          {failureText(list.error, language, 'error.generic')}
        </Alert>
      )}
      {list.data && (
        <Stack gap="sm" data-testid="chore-list">
          <Text size="sm" c="dimmed">
            {t('chores.list.total', { count: list.data.total })}
          </Text>
          {list.data.items.length === 0 && (
            <Text c="dimmed">
              {mode === 'report'
                ? t('chores.report.empty')
                : mode === 'rule'
                  ? t('chores.schedule.empty')
                  : t('chores.list.empty')}
            </Text>
          )}
          {list.data.items.map((chore) => (
            <ChoreCard
              key={chore.id}
              chore={chore}
              actions={<ChoreActions chore={chore} properties={choices} mode={mode} />}
            />
          ))}
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.pageSize}
            onPage={(page) => onChange({ ...search, page })}
          />
        </Stack>
      )}
      <Modal
        opened={creating}
        onClose={create.close}
        size="lg"
        title={
          mode === 'report'
            ? t('chores.report.title')
            : mode === 'rule'
              ? t('chores.schedule.newTitle')
              : t('chores.form.newTitle')
        }
      >
        {creating && (
          <ChoreForm
            mode={mode}
            properties={insertable}
            propertyId={insertable.find((c) => c.id === search.property_id)?.id ?? insertable[0]?.id ?? ''}
            onDone={create.close}
          />
        )}
      </Modal>
    </Stack>
  );
}
