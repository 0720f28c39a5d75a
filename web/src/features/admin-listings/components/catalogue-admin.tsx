import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AmenityUpsert } from '@casona/proto/schemas/submissions';
import { useTranslation } from 'react-i18next';

import { AdminListPage, type Column } from '../../../components/admin-list/admin-list.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import {
  useCatalogue,
  useCatalogueMutations,
  type CatalogueEntry,
  type CatalogueKind,
} from '../api/catalogue.ts';

/** The Spanish and English names (proto AmenityUpsert / NeighborhoodInsightUpsert), for a new entry or a rename. */
function NamesForm({
  kind,
  entry,
  onDone,
}: {
  kind: CatalogueKind;
  entry?: CatalogueEntry;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { create, update } = useCatalogueMutations(kind);
  const form = useSchemaForm({
    schema: AmenityUpsert,
    initialValues: { es_name: entry?.es_name ?? '', en_name: entry?.en_name ?? '' },
    toPayload: (v) => ({ es_name: v.es_name.trim(), en_name: v.en_name.trim() }),
    onSubmit: async (payload) => {
      const saved = entry
        ? await update.mutateAsync({ id: entry.id, ...payload })
        : await create.mutateAsync(payload);
      onDone?.();
      return saved;
    },
    resetOnSuccess: !entry,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid={entry ? 'catalogue-edit' : 'catalogue-add'}>
      <Stack gap="sm">
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
  );
}

/** Rename (in a dialog), archive (type-to-confirm: its Spanish name) or restore one entry. */
function EntryActions({ kind, entry }: { kind: CatalogueKind; entry: CatalogueEntry }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { archive } = useCatalogueMutations(kind);
  const [editing, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="default" onClick={open}>
          {t('listings.catalogue.edit', { name: entry.es_name })}
        </Button>
        {entry.archived ? (
          <Button
            size="xs"
            variant="subtle"
            color="agave"
            loading={archive.isPending}
            onClick={() => archive.mutate({ id: entry.id, archived: false })}
          >
            {t('listings.catalogue.restore', { name: entry.es_name })}
          </Button>
        ) : (
          <TypeToConfirmButton
            label={t('listings.catalogue.archive', { name: entry.es_name })}
            body={t('listings.catalogue.archiveBody')}
            phrase={entry.es_name}
            onConfirm={() => archive.mutateAsync({ id: entry.id, archived: true })}
            testId="catalogue-archive"
          />
        )}
      </Group>
      {archive.error && (
        <Text size="xs" c="red" role="alert">
          {archive.error instanceof ApiError ? archive.error.message : message('error.generic')}
        </Text>
      )}
      <Modal
        opened={editing}
        onClose={close}
        title={t('listings.catalogue.editTitle', { name: entry.es_name })}
      >
        <NamesForm kind={kind} entry={entry} onDone={close} />
      </Modal>
    </>
  );
}

/** An admin catalogue (amenities or neighborhood insights): add, search, rename, archive or restore. */
export function CatalogueAdmin({
  kind,
  title,
  description,
  page,
  q,
  onSearch,
}: {
  kind: CatalogueKind;
  title: string;
  description: string;
  page: number;
  q: string | undefined;
  onSearch: (change: { page?: number | undefined; q?: string | undefined }) => void;
}) {
  const { t } = useTranslation();
  const query = useCatalogue(kind, { page, q });
  const columns: Column<CatalogueEntry>[] = [
    { key: 'es', header: t('listings.catalogue.esName'), cell: (entry) => entry.es_name },
    { key: 'en', header: t('listings.catalogue.enName'), cell: (entry) => entry.en_name },
    {
      key: 'state',
      header: t('listings.catalogue.state'),
      cell: (entry) =>
        entry.archived ? (
          <Badge color="gray" variant="light">
            {t('listings.catalogue.archived')}
          </Badge>
        ) : (
          <Badge color="agave" variant="light">
            {t('listings.catalogue.active')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: t('listings.catalogue.actions'),
      cell: (entry) => <EntryActions kind={kind} entry={entry} />,
    },
  ];
  return (
    <AdminListPage
      title={title}
      description={description}
      maw={960}
      before={
        <>
          <Text size="sm" c="dimmed">
            {t('listings.catalogue.archiveNote')}
          </Text>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('listings.catalogue.add')}
              </Title>
              <NamesForm kind={kind} />
            </Stack>
          </Card>
        </>
      }
      query={query}
      columns={columns}
      rowKey={(entry) => entry.id}
      testId="catalogue-table"
      rowTestId="catalogue-row"
      rowProps={(entry) => ({ 'data-archived': entry.archived })}
      minWidth={640}
      page={page}
      onPage={(next) => onSearch({ page: next, q })}
      search={{
        value: q,
        onChange: (next) => onSearch({ q: next }),
        placeholder: t('listings.catalogue.searchHint'),
      }}
    />
  );
}
