import { Badge, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTION_SERVICE, AUDIT_ACTIONS, type AuditAction } from '@casona/proto/audit/actions';
import type { AuditEntry } from '@casona/proto/audit/entities';
import { SERVICE_NAMES, type ServiceName } from '@casona/proto/routing';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { SearchBox } from '../../../components/admin-list/search-box.tsx';
import { intlLocale, type Language } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAuditEntries } from '../api/audit.ts';
import { changeLines, valueInWords } from '../components/change.ts';
import type { AuditSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/audit');

const when = (at: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(new Date(at));

/** Which record: its kind and its name, never its id. */
function Record({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = t(`adminAudit.entities.${entry.entity}`, { defaultValue: entry.entity.replace(/_/g, ' ') });
  const name =
    entry.entity_label ??
    (entry.entity === 'exchange_rate' || entry.entity === 'withholding_rate'
      ? valueInWords(entry.entity_id, t, language)
      : null);
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {kind}
      </Text>
      {name &&
        (entry.entity === 'property' && entry.property_id ? (
          <AnchorLink to="/dashboard/admin/property/$id" params={{ id: entry.property_id }} size="sm">
            {name}
          </AnchorLink>
        ) : (
          <Text size="sm">{name}</Text>
        ))}
    </Stack>
  );
}

/** Before → after, one line per field, in words. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lines = changeLines(entry.before, entry.after, t, language);
  if (entry.before === null && lines.length === 0)
    return <Badge variant="light">{t('adminAudit.created')}</Badge>;
  if (entry.after === null && lines.length === 0)
    return <Badge variant="light">{t('adminAudit.removed')}</Badge>;
  return (
    <Stack gap={2} data-testid="audit-change">
      {entry.before === null && (
        <Badge variant="light" color="teal" size="sm">
          {t('adminAudit.created')}
        </Badge>
      )}
      {entry.after === null && (
        <Badge variant="light" color="red" size="sm">
          {t('adminAudit.removed')}
        </Badge>
      )}
      {lines.map((line) => (
        <Text key={line.field} size="sm">
          <Text span fw={600}>
            {line.field}:
          </Text>{' '}
          {line.before !== null && line.after !== null
            ? `${line.before} → ${line.after}`
            : (line.after ?? line.before)}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /dashboard/admin/audit: the staff audit log (issue 19) — every staff action and permission change
 * of every service, newest first, 20 a page; searched by words, filtered by who, area, action and
 * days; who and which record by name, before → after in words.
 */
export function AdminAuditPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const bad = !!search.from && !!search.to && search.from > search.to;
  const query = useAuditEntries(bad ? { ...search, to: undefined } : search);
  const set = (change: Partial<AuditSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });
  const actions = AUDIT_ACTIONS.filter((a) => !search.service || AUDIT_ACTION_SERVICE[a] === search.service);
  const filtered = Object.keys(search).some((k) => k !== 'page');

  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('adminAudit.when'), nowrap: true, cell: (entry) => when(entry.at, language) },
    {
      key: 'actor',
      header: t('adminAudit.actor'),
      cell: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{entry.actor_name ?? t('adminAudit.unknownActor')}</Text>
          {entry.actor_role && (
            <Text size="xs" c="dimmed">
              {t(`adminAudit.roles.${entry.actor_role}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'action',
      header: t('adminAudit.action'),
      cell: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{t(`adminAudit.actions.${entry.action}`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`adminAudit.services.${entry.service}`)}
          </Text>
        </Stack>
      ),
    },
    { key: 'record', header: t('adminAudit.record'), cell: (entry) => <Record entry={entry} /> },
    { key: 'changes', header: t('adminAudit.changes'), cell: (entry) => <Change entry={entry} /> },
    {
      key: 'address',
      header: t('adminAudit.address'),
      cell: (entry) => <Text size="sm">{entry.ip ?? t('adminAudit.nothing')}</Text>,
    },
  ];

  return (
    <AdminListPage
      title={t('sections.adminAudit.title')}
      description={t('sections.adminAudit.description')}
      maw={1280}
      query={query}
      columns={columns}
      rowKey={(entry) => entry.id}
      testId="audit-entries"
      rowTestId="audit-entry"
      minWidth={960}
      page={search.page ?? 1}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      search={{
        value: search.q,
        onChange: (q) => set({ q }),
        label: t('adminAudit.search'),
        placeholder: t('adminAudit.searchHint'),
        maxLength: 200,
        testId: 'audit-search',
      }}
      filters={
        <>
          <SearchBox
            label={t('adminAudit.actor')}
            placeholder={t('adminAudit.actorHint')}
            value={search.actor}
            onChange={(actor) => set({ actor })}
            maxLength={200}
            testId="audit-actor"
          />
          <NativeSelect
            label={t('adminAudit.service')}
            value={search.service ?? ''}
            onChange={(e) =>
              set({
                service: (e.currentTarget.value || undefined) as ServiceName | undefined,
                action: undefined,
              })
            }
            data={[
              { value: '', label: t('adminAudit.anyService') },
              ...SERVICE_NAMES.map((s) => ({ value: s, label: t(`adminAudit.services.${s}`) })),
            ]}
            data-testid="audit-service"
          />
          <NativeSelect
            label={t('adminAudit.action')}
            value={search.action ?? ''}
            onChange={(e) => set({ action: (e.currentTarget.value || undefined) as AuditAction | undefined })}
            data={[
              { value: '', label: t('adminAudit.anyAction') },
              ...actions.map((a) => ({ value: a, label: t(`adminAudit.actions.${a}`) })),
            ]}
            data-testid="audit-action"
          />
          <TextInput
            type="date"
            label={t('adminAudit.from')}
            value={search.from ?? ''}
            onChange={(e) => set({ from: e.currentTarget.value || undefined })}
            error={bad ? t('adminAudit.fromAfterTo') : undefined}
            data-testid="audit-from"
          />
          <TextInput
            type="date"
            label={t('adminAudit.to')}
            value={search.to ?? ''}
            onChange={(e) => set({ to: e.currentTarget.value || undefined })}
            data-testid="audit-to"
          />
        </>
      }
      onClear={filtered ? () => void navigate({ search: {} }) : undefined}
      filtered={filtered}
      empty={t('adminAudit.none')}
    />
  );
}
