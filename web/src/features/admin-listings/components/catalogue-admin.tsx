import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { AmenityUpsert } from '@casona/proto/schemas/submissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import {
  useCatalogue,
  useCatalogueMutations,
  type CatalogueEntry,
  type CatalogueKind,
} from '../api/catalogue.ts';
import { QueryState } from './query-state.tsx';

/** Add an entry: English and Spanish names (proto AmenityUpsert / NeighborhoodInsightUpsert). */
function AddEntry({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation();
  const { create } = useCatalogueMutations(kind);
  const form = useSchemaForm({
    schema: AmenityUpsert,
    initialValues: { es_name: '', en_name: '' },
    toPayload: (v) => ({ es_name: v.es_name.trim(), en_name: v.en_name.trim() }),
    onSubmit: (payload) => create.mutateAsync(payload),
    resetOnSuccess: true,
  });
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={form.handleSubmit} noValidate data-testid="catalogue-add">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('listings.catalogue.add')}
          </Title>
          <Group grow align="flex-start">
            <TextField binding={form.field('es_name')} label={t('listings.catalogue.esName')} required />
            <TextField binding={form.field('en_name')} label={t('listings.catalogue.enName')} required />
          </Group>
          <FormFeedback
            status={form.status}
            language={form.language}
            success="form.saved"
            failure="error.generic"
          />
          <Button type="submit" w="fit-content" loading={form.status.state === 'submitting'}>
            {t('listings.catalogue.save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function EntryRow({ kind, entry }: { kind: CatalogueKind; entry: CatalogueEntry }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { update, archive } = useCatalogueMutations(kind);
  const [editing, setEditing] = useState(false);
  const [es, setEs] = useState(entry.es_name);
  const [en, setEn] = useState(entry.en_name);
  const error = update.error ?? archive.error;
  return (
    <Table.Tr data-testid="catalogue-row" data-archived={entry.archived}>
      <Table.Td>
        {editing ? (
          <TextInput
            aria-label={t('listings.catalogue.esName')}
            value={es}
            onChange={(event) => setEs(event.currentTarget.value)}
          />
        ) : (
          entry.es_name
        )}
      </Table.Td>
      <Table.Td>
        {editing ? (
          <TextInput
            aria-label={t('listings.catalogue.enName')}
            value={en}
            onChange={(event) => setEn(event.currentTarget.value)}
          />
        ) : (
          entry.en_name
        )}
      </Table.Td>
      <Table.Td>
        {entry.archived ? (
          <Badge color="gray" variant="light">
            {t('listings.catalogue.archived')}
          </Badge>
        ) : (
          <Badge color="agave" variant="light">
            {t('listings.catalogue.active')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {editing ? (
            <Button
              size="xs"
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: entry.id, es_name: es.trim(), en_name: en.trim() },
                  { onSuccess: () => setEditing(false) },
                )
              }
            >
              {t('listings.catalogue.save')}
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              {t('listings.catalogue.edit', { name: entry.es_name })}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color={entry.archived ? 'agave' : 'red'}
            loading={archive.isPending}
            onClick={() => archive.mutate({ id: entry.id, archived: !entry.archived })}
          >
            {entry.archived
              ? t('listings.catalogue.restore', { name: entry.es_name })
              : t('listings.catalogue.archive', { name: entry.es_name })}
          </Button>
        </Group>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error instanceof ApiError ? error.message : message('error.generic')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** An admin catalogue (amenities or neighborhood insights): add, rename, archive or restore. */
export function CatalogueAdmin({
  kind,
  title,
  description,
}: {
  kind: CatalogueKind;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  const query = useCatalogue(kind);
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        <Text size="sm" c="dimmed">
          {t('listings.catalogue.archiveNote')}
        </Text>
      </Stack>
      <AddEntry kind={kind} />
      <QueryState query={query} />
      {query.data && (
        <Table striped data-testid="catalogue-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('listings.catalogue.esName')}</Table.Th>
              <Table.Th scope="col">{t('listings.catalogue.enName')}</Table.Th>
              <Table.Th scope="col">{t('listings.catalogue.state')}</Table.Th>
              <Table.Th scope="col">{t('listings.catalogue.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((entry) => (
              <EntryRow key={entry.id} kind={kind} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
