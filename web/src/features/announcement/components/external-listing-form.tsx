import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { EXTERNAL_LISTING_TYPES, EXTERNAL_LISTING_TYPE_LABELS } from '@casona/proto/enums';
import type { ExternalListingType } from '@casona/proto/enums';
import type { PropertyExternalListing } from '@casona/proto/listings/entities';
import { ExternalListingUpsert } from '@casona/proto/listings/requests';
import { useTranslation } from 'react-i18next';

import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSaveExternalListing } from '../api/external-listings.ts';

/**
 * Add a portal listing to a property, or change one (`editing`): the portal (§5 external listing
 * types) and its link, both required and checked as typed by the same schema the server applies.
 */
export function ExternalListingForm({
  propertyId,
  editing,
  onDone,
}: {
  propertyId: string;
  editing?: PropertyExternalListing;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveExternalListing();
  const form = useSchemaForm({
    schema: ExternalListingUpsert,
    initialValues: {
      type: (editing?.type ?? '') as ExternalListingType | '',
      url: editing?.url ?? '',
    },
    toPayload: (v) => ({
      ...(editing ? { id: editing.id } : {}),
      property_id: propertyId,
      type: v.type,
      url: v.url.trim(),
    }),
    onSubmit: async (payload) => {
      const saved = await save.mutateAsync(payload);
      onDone?.();
      return saved;
    },
    resetOnSuccess: editing === undefined,
  });
  const language = form.language;
  const title = editing
    ? t('announcement.form.editTitle', { portal: EXTERNAL_LISTING_TYPE_LABELS[editing.type][language] })
    : t('announcement.form.addTitle');
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={title}
      data-testid={editing ? 'external-listing-edit' : 'external-listing-form'}
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            binding={form.field('type')}
            label={t('announcement.form.portal')}
            emptyLabel={t('forms.select')}
            options={EXTERNAL_LISTING_TYPES.map((type) => ({
              value: type,
              label: EXTERNAL_LISTING_TYPE_LABELS[type][language],
            }))}
            required
          />
          <TextField
            binding={form.field('url')}
            label={t('announcement.form.url')}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            required
          />
        </SimpleGrid>
        <FormFeedback
          status={form.status}
          language={language}
          successText={editing ? t('announcement.form.saved') : t('announcement.form.added')}
        />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'}>
            {editing ? t('announcement.form.save') : t('announcement.form.add')}
          </Button>
          {editing && (
            <Button variant="subtle" onClick={onDone}>
              {t('announcement.form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
