import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { ITEM_TEXT_MAX } from '@casona/proto/constants';
import { ITEM_TYPES, type ItemType } from '@casona/proto/enums';
import type { Item } from '@casona/proto/maintenance/entities';
import { ItemUpsert } from '@casona/proto/maintenance/requests';
import { useTranslation } from 'react-i18next';

import { CurrencyField, SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSaveItem } from '../api/items.ts';

type Values = {
  es_name: string;
  en_name: string;
  es_description: string;
  en_description: string;
  note: string;
  img_url: string;
  url: string;
  price: number | undefined;
  type: ItemType | '';
};

const valuesOf = (item: Item | null): Values => ({
  es_name: item?.es_name ?? '',
  en_name: item?.en_name ?? '',
  es_description: item?.es_description ?? '',
  en_description: item?.en_description ?? '',
  note: item?.note ?? '',
  img_url: item?.img_url ?? '',
  url: item?.url ?? '',
  price: item?.price,
  type: item?.type ?? '',
});

/**
 * A catalogue item (§3 item): names and descriptions up to 300 characters (Spanish required),
 * price up to 10,000,000, image and shop addresses required, one of the §9 types — checked as you
 * type with proto's ItemUpsert, the schema the server checks.
 */
export function ItemForm({ item, onDone }: { item: Item | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveItem();
  const form = useSchemaForm({
    schema: ItemUpsert,
    initialValues: valuesOf(item),
    toPayload: (v) => ({
      ...(item ? { item_id: item.item_id } : {}),
      es_name: v.es_name,
      en_name: v.en_name,
      es_description: v.es_description,
      en_description: v.en_description,
      note: v.note.trim() ? v.note : null,
      img_url: v.img_url.trim(),
      url: v.url.trim(),
      price: v.price,
      type: v.type || undefined,
    }),
    onSubmit: async (payload) => {
      await save.mutateAsync(payload);
      onDone();
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate data-testid="item-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t('items.fields.esName')}
            required
            binding={form.field('es_name')}
            maxLength={ITEM_TEXT_MAX}
          />
          <TextField
            label={t('items.fields.enName')}
            binding={form.field('en_name')}
            maxLength={ITEM_TEXT_MAX}
          />
          <TextAreaField
            label={t('items.fields.esDescription')}
            required
            binding={form.field('es_description')}
            maxLength={ITEM_TEXT_MAX}
          />
          <TextAreaField
            label={t('items.fields.enDescription')}
            binding={form.field('en_description')}
            maxLength={ITEM_TEXT_MAX}
          />
          <CurrencyField label={t('items.fields.price')} required binding={form.field('price')} />
          <SelectField
            label={t('items.fields.type')}
            required
            binding={form.field('type')}
            emptyLabel={t('items.fields.chooseType')}
            options={ITEM_TYPES.map((type) => ({ value: type, label: t(`items.types.${type}`) }))}
          />
          <TextField label={t('items.fields.imgUrl')} required binding={form.field('img_url')} type="url" />
          <TextField label={t('items.fields.url')} required binding={form.field('url')} type="url" />
        </SimpleGrid>
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
          <Button type="submit" loading={form.status.state === 'submitting'} data-testid="item-save">
            {t('items.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
