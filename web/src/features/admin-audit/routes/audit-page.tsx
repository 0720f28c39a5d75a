import { Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTION_SERVICE, AUDIT_ACTIONS, type AuditAction } from '@casona/proto/audit/actions';
import type { AuditEntry } from '@casona/proto/audit/entities';
import { SERVICE_NAMES, type ServiceName } from '@casona/proto/routing';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
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

/** A text filter that updates the address a moment after typing stops. */
function TextFilter({
  label,
  placeholder,
  value,
  onChange,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  const [text, setText] = useState(value ?? '');
  const [settled] = useDebouncedValue(text.trim(), 350);
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => {
    if ((settled || undefined) !== value) onChange(settled || undefined);
    // Only a settled change of the text moves the filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      data-testid={testId}
    />
  );
}

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
  useDocumentTitle(t('sections.adminAudit.title'));
  const set = (change: Partial<AuditSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });
  const actions = AUDIT_ACTIONS.filter((a) => !search.service || AUDIT_ACTION_SERVICE[a] === search.service);
  const filtered = Object.keys(search).some((k) => k !== 'page');

  return (
    <Stack gap="lg" maw={1280}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminAudit.title')}</Title>
        <Text c="dimmed">{t('sections.adminAudit.description')}</Text>
      </Stack>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextFilter
          label={t('adminAudit.search')}
          placeholder={t('adminAudit.searchHint')}
          value={search.q}
          onChange={(q) => set({ q })}
          testId="audit-search"
        />
        <TextFilter
          label={t('adminAudit.actor')}
          placeholder={t('adminAudit.actorHint')}
          value={search.actor}
          onChange={(actor) => set({ actor })}
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
        {filtered && (
          <Button variant="subtle" onClick={() => void navigate({ search: {} })}>
            {t('adminAudit.clear')}
          </Button>
        )}
      </Group>
      <QueryState query={query} />
      {query.data && query.data.items.length === 0 && <Text c="dimmed">{t('adminAudit.none')}</Text>}
      {query.data && query.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={960}>
          <Table striped verticalSpacing="sm" data-testid="audit-entries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminAudit.when')}</Table.Th>
                <Table.Th scope="col">{t('adminAudit.actor')}</Table.Th>
                <Table.Th scope="col">{t('adminAudit.action')}</Table.Th>
                <Table.Th scope="col">{t('adminAudit.record')}</Table.Th>
                <Table.Th scope="col">{t('adminAudit.changes')}</Table.Th>
                <Table.Th scope="col">{t('adminAudit.address')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((entry) => (
                <Table.Tr key={entry.id} data-testid="audit-entry">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(entry.at, language)}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{entry.actor_name ?? t('adminAudit.unknownActor')}</Text>
                      {entry.actor_role && (
                        <Text size="xs" c="dimmed">
                          {t(`adminAudit.roles.${entry.actor_role}`)}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{t(`adminAudit.actions.${entry.action}`)}</Text>
                      <Text size="xs" c="dimmed">
                        {t(`adminAudit.services.${entry.service}`)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Record entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    <Change entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.ip ?? t('adminAudit.nothing')}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.data && (
        <Pager
          page={search.page ?? 1}
          total={query.data.total}
          pageSize={query.data.pageSize}
          onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        />
      )}
    </Stack>
  );
}
