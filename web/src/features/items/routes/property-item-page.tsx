import { Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { PropertyItemView } from '@casona/proto/maintenance/items';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';
import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useMemberships } from '../../../lib/api/memberships.ts';
import { usePropertyName } from '../../../lib/api/property-name.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useDeletePropertyItem, usePropertyItems } from '../api/property-items.ts';
import { PropertyItemForm } from '../components/property-item-form.tsx';
import { ErrorAlert, SectionPage } from '../components/section-page.tsx';

const route = getRouteApi('/dashboard/dashboard/property_item');

function PropertyOption({ id }: { id: string }) {
  return <option value={id}>{usePropertyName(id)}</option>;
}

/**
 * /dashboard/property_item: the items of each property the person may see (§6 item read), by page;
 * add one from the catalogue or by name, change its quantity and note, remove it.
 */
export function PropertyItemPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const memberships = useMemberships();
  const readable = (memberships.data ?? []).filter((m) => m.can_select_item).map((m) => m.property_id);
  const propertyId = search.property_id ?? readable[0];
  const page = search.page ?? 1;
  return (
    <SectionPage section="propertyItem">
      {memberships.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {memberships.isError && <ErrorAlert error={memberships.error} />}
      {memberships.data && !propertyId && (
        <Text c="dimmed" data-testid="items-no-properties">
          {t('items.noProperties')}
        </Text>
      )}
      {propertyId && (
        <>
          <NativeSelect
            label={t('items.fields.property')}
            value={propertyId}
            onChange={(event) => void navigate({ search: { property_id: event.currentTarget.value } })}
            data-testid="property-item-property"
          >
            {[...new Set([propertyId, ...readable])].map((id) => (
              <PropertyOption key={id} id={id} />
            ))}
          </NativeSelect>
          <PropertyItems
            key={propertyId}
            propertyId={propertyId}
            page={page}
            language={language}
            onPage={(next) => void navigate({ search: { property_id: propertyId, page: next } })}
          />
        </>
      )}
    </SectionPage>
  );
}

function PropertyItems({
  propertyId,
  page,
  language,
  onPage,
}: {
  propertyId: string;
  page: number;
  language: 'es' | 'en';
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const items = usePropertyItems(propertyId, page);
  const remove = useDeletePropertyItem(propertyId);
  const [editing, setEditing] = useState<PropertyItemView | 'new' | null>(null);
  const nameOf = (row: PropertyItemView) =>
    row.item
      ? language === 'en' && row.item.en_name
        ? row.item.en_name
        : row.item.es_name
      : (row.en_name ?? '');
  return (
    <Stack gap="sm">
      <Group>
        <Button onClick={() => setEditing('new')} data-testid="property-item-add">
          {t('items.add')}
        </Button>
        <ButtonLink to="/dashboard/property/$id/checklist" params={{ id: propertyId }} variant="light">
          {t('items.checklist.open')}
        </ButtonLink>
      </Group>
      {editing !== null && (
        <Card withBorder radius="md" padding="md">
          <PropertyItemForm
            propertyId={propertyId}
            row={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </Card>
      )}
      {remove.isError && <ErrorAlert error={remove.error} />}
      {items.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {items.isError && <ErrorAlert error={items.error} />}
      {items.data && (
        <Stack gap="xs" data-testid="property-item-list">
          <Text size="sm" c="dimmed">
            {t('items.total', { count: items.data.total })}
          </Text>
          {items.data.items.length === 0 && <Text c="dimmed">{t('items.empty')}</Text>}
          {items.data.items.map((row) => (
            <Card key={row.id} withBorder radius="md" padding="sm" data-testid="property-item-row">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600} data-testid="property-item-name">
                      {t('items.quantityOf', { quantity: row.quantity, name: nameOf(row) })}
                    </Text>
                    <Badge variant="light" tt="none">
                      {row.item ? t(`items.types.${row.item.type}`) : t('items.free')}
                    </Badge>
                  </Group>
                  {row.item && (
                    <Text size="sm" c="dimmed">
                      {formatMoney(row.item.price, 'MXN', language)}
                    </Text>
                  )}
                  {row.note && <Text size="sm">{row.note}</Text>}
                </Stack>
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => setEditing(row)}>
                    {t('items.edit')}
                  </Button>
                  <TypeToConfirmButton
                    label={t('items.delete')}
                    body={t('items.deleteQuestion', { name: nameOf(row) })}
                    phrase={nameOf(row)}
                    loading={remove.isPending && remove.variables === row.id}
                    onConfirm={() => remove.mutateAsync(row.id)}
                    testId="property-item-delete"
                  />
                </Group>
              </Group>
            </Card>
          ))}
          <Pager page={page} total={items.data.total} pageSize={items.data.pageSize} onPage={onPage} />
        </Stack>
      )}
    </Stack>
  );
}
