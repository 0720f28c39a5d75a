import { Badge, Button, Card, Group, Image, NativeSelect, Stack, Text } from '@mantine/core';
import { ITEM_TYPES, type ItemType } from '@casona/proto/enums';
import type { Item } from '@casona/proto/maintenance/entities';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdminList } from '../../../components/admin-list/admin-list.tsx';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useAdminItems, useDeleteItem } from '../api/items.ts';
import { ItemForm } from '../components/item-form.tsx';
import { SectionPage } from '../components/section-page.tsx';
import type { AdminItemSearch } from '../routes.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/item');

/** The item's name in the interface language (Spanish when it has no English name). */
export const itemName = (item: Pick<Item, 'es_name' | 'en_name'>, language: 'es' | 'en') =>
  language === 'en' && item.en_name.trim() ? item.en_name : item.es_name;

/** /dashboard/admin/item?page=&q=&type=: the item catalogue by page, searched by name and type; add, edit, delete. */
export function AdminItemPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const items = useAdminItems({
    page,
    ...(search.q ? { search: search.q } : {}),
    ...(search.type ? { type: search.type } : {}),
  });
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const set = (change: AdminItemSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) });

  const card = (item: Item) => (
    <Group wrap="nowrap" align="flex-start">
      <Image src={item.img_url} alt="" w={64} h={64} radius="sm" fit="cover" fallbackSrc="/favicon.svg" />
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
        <TypeToConfirmButton
          label={t('items.delete')}
          body={t('items.deleteQuestion', { name: itemName(item, language) })}
          phrase={itemName(item, language)}
          onConfirm={() => remove.mutateAsync(item.item_id)}
          testId="item-delete"
        />
      </Group>
    </Group>
  );

  return (
    <SectionPage section="adminItem">
      {editing !== null && (
        <Card withBorder radius="md" padding="md">
          <ItemForm item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </Card>
      )}
      <AdminList
        query={items}
        renderItem={card}
        rowKey={(item) => item.item_id}
        testId="item-list"
        rowTestId="item-row"
        page={page}
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        search={{
          value: search.q,
          onChange: (q) => set({ q }),
          label: t('items.search'),
          testId: 'item-search',
        }}
        filters={
          <NativeSelect
            label={t('items.fields.type')}
            value={search.type ?? ''}
            onChange={(event) =>
              set({ type: (event.currentTarget.value || undefined) as ItemType | undefined })
            }
            data={[
              { value: '', label: t('items.allTypes') },
              ...ITEM_TYPES.map((v) => ({ value: v, label: t(`items.types.${v}`) })),
            ]}
          />
        }
        actions={
          <Button onClick={() => setEditing('new')} data-testid="item-add">
            {t('items.add')}
          </Button>
        }
        filtered={!!search.q || !!search.type}
        empty={t('items.empty')}
      />
    </SectionPage>
  );
}
