import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ITEM_TEXT_MAX } from '@casona/proto/constants';
import type { PropertyItemView } from '@casona/proto/maintenance/items';
import { PropertyItemUpsert } from '@casona/proto/maintenance/requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { NumberField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useItemSearch } from '../api/items.ts';
import { useSavePropertyItem } from '../api/property-items.ts';

type Values = { item_id: string; en_name: string; note: string; quantity: number | undefined };

/**
 * upsert_property_item: a catalogue item (searched by name) or a free one named by hand, with its
 * quantity and a note. Adding a catalogue item the property already has updates its row.
 */
export function PropertyItemForm({
  propertyId,
  row,
  onDone,
}: {
  propertyId: string;
  row: PropertyItemView | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const found = useItemSearch(search.trim());
  const save = useSavePropertyItem();
  const form = useSchemaForm({
    schema: PropertyItemUpsert,
    initialValues: {
      item_id: row?.item_id ?? '',
      en_name: row?.en_name ?? '',
      note: row?.note ?? '',
      quantity: row?.quantity ?? 1,
    } as Values,
    toPayload: (v) => ({
      ...(row ? { id: row.id } : {}),
      property_id: propertyId,
      ...(v.item_id ? { item_id: v.item_id } : { item_id: null, en_name: v.en_name }),
      note: v.note.trim() ? v.note : null,
      quantity: v.quantity,
    }),
    crossFieldErrors: (v) => ({
      en_name: !v.item_id && !v.en_name.trim() ? t('items.fields.freeName') : undefined,
    }),
    onSubmit: async (payload) => {
      await save.mutateAsync(payload);
      onDone();
    },
  });
  const options = [
    ...(row?.item && !found.data?.items.some((i) => i.item_id === row.item_id) ? [row.item] : []),
    ...(found.data?.items ?? []),
  ];
  const name = (i: { es_name: string; en_name: string }) =>
    language === 'en' && i.en_name ? i.en_name : i.es_name;
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate data-testid="property-item-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('items.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="property-item-search"
          />
          <NativeSelect
            label={t('items.fields.catalogueItem')}
            value={form.values.item_id}
            onChange={(event) => form.setValue('item_id', event.currentTarget.value)}
            data={[
              { value: '', label: t('items.fields.noCatalogueItem') },
              ...options.map((i) => ({
                value: i.item_id,
                label: `${name(i)} · ${t(`items.types.${i.type}`)}`,
              })),
            ]}
            data-testid="property-item-choice"
          />
        </SimpleGrid>
        {!form.values.item_id && (
          <TextField
            label={t('items.fields.freeName')}
            binding={form.field('en_name')}
            maxLength={ITEM_TEXT_MAX}
          />
        )}
        <NumberField
          label={t('items.fields.quantity')}
          required
          binding={form.field('quantity')}
          decimalScale={0}
        />
        <TextAreaField
          label={t('items.fields.note')}
          binding={form.field('note')}
          maxLength={ITEM_TEXT_MAX}
        />
        <FormFeedback status={form.status} language={form.language} successText={t('items.saved')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.status.state === 'submitting'} data-testid="property-item-save">
            {t('items.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
