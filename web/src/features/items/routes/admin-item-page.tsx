import { Badge, Button, Card, Group, Image, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { ITEM_TYPES, type ItemType } from '@casona/proto/enums';
import type { Item } from '@casona/proto/maintenance/entities';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminItems, useDeleteItem } from '../api/items.ts';
import { ItemForm } from '../components/item-form.tsx';
import { ErrorAlert, SectionPage } from '../components/section-page.tsx';

const route = getRouteApi('/dashboard/admin/dashboard/admin/item');

/** The item's name in the interface language (Spanish when it has no English name). */
export const itemName = (item: Pick<Item, 'es_name' | 'en_name'>, language: 'es' | 'en') =>
  language === 'en' && item.en_name.trim() ? item.en_name : item.es_name;

/** /dashboard/admin/item: the item catalogue by page, searched by name and type; add, edit, delete. */
export function AdminItemPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const [text, setText] = useState('');
  const [type, setType] = useState<ItemType | ''>('');
  const items = useAdminItems({
    page,
    ...(text.trim() ? { search: text.trim() } : {}),
    ...(type ? { type } : {}),
  });
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const toPage = (next: number) => void navigate({ search: { page: next } });
  return (
    <SectionPage section="adminItem">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('items.search')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (page !== 1) toPage(1);
          }}
          data-testid="item-search"
        />
        <NativeSelect
          label={t('items.fields.type')}
          value={type}
          onChange={(event) => setType(event.currentTarget.value as ItemType | '')}
          data={[
            { value: '', label: t('items.allTypes') },
            ...ITEM_TYPES.map((v) => ({ value: v, label: t(`items.types.${v}`) })),
          ]}
        />
        <Button onClick={() => setEditing('new')} data-testid="item-add">
          {t('items.add')}
        </Button>
      </Group>
      {editing !== null && (
        <Card withBorder radius="md" padding="md">
          <ItemForm item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </Card>
      )}
      {remove.isError && <ErrorAlert error={remove.error} />}
      {items.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {items.isError && <ErrorAlert error={items.error} />}
      {items.data && (
        <Stack gap="sm" data-testid="item-list">
          <Text size="sm" c="dimmed">
            {t('items.total', { count: items.data.total })}
          </Text>
          {items.data.items.length === 0 && <Text c="dimmed">{t('items.empty')}</Text>}
          {items.data.items.map((item) => (
            <Card key={item.item_id} withBorder radius="md" padding="sm" data-testid="item-row">
              <Group wrap="nowrap" align="flex-start">
                <Image
                  src={item.img_url}
                  alt=""
                  w={64}
                  h={64}
                  radius="sm"
                  fit="cover"
                  fallbackSrc="/favicon.svg"
                />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} data-testid="item-name">
                      {itemName(item, language)}
                    </Text>
                    <Badge variant="light" tt="none">
                      {t(`items.types.${item.type}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {language === 'en' && item.en_description ? item.en_description : item.es_description}
                  </Text>
                  <Text size="sm">{formatMoney(item.price, 'MXN', language)}</Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setEditing(item)}>
                    {t('items.edit')}
                  </Button>
                  <ConfirmButton
                    label={t('items.delete')}
                    question={t('items.deleteQuestion', { name: itemName(item, language) })}
                    confirmLabel={t('items.delete')}
                    loading={remove.isPending && remove.variables === item.item_id}
                    onConfirm={() => remove.mutate(item.item_id)}
                    testId="item-delete"
                  />
                </Group>
              </Group>
            </Card>
          ))}
          <Pager page={page} total={items.data.total} pageSize={items.data.pageSize} onPage={toPage} />
        </Stack>
      )}
    </SectionPage>
  );
}
