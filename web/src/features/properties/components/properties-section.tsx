/**
 * "My properties" on the dashboard home: every property of the signed-in person with its status,
 * funnel stage and their role, each opening its details page. Self-contained (it fetches its own
 * data) so the dashboard home only has to render it.
 */
import { Alert, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABEL_LABELS } from '@casona/proto/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';

import { AnchorLink } from '../../../components/anchor-link.tsx';

import { FunnelBadge, StatusBadge } from '../../../components/property-badges.tsx';
import { PropertyPlaceholder } from '../../../components/property-placeholder.tsx';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useProperties } from '../api/get-properties.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

export function PropertiesSection() {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useProperties(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-properties" data-testid="properties-section">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="my-properties">
          {t('listings.dashboard.title')}
        </Title>
        <ButtonLink to="/submit_property" variant="light" size="xs">
          {t('listings.dashboard.add')}
        </ButtonLink>
      </Group>
      {query.isPending && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('common.loading')}</Text>
        </Group>
      )}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          {query.error instanceof ApiError ? query.error.message : message('error.generic')}
        </Alert>
      )}
      {query.data && query.data.items.length === 0 && (
        <Text c="dimmed" data-testid="properties-empty">
          {t('listings.dashboard.empty')}
        </Text>
      )}
      {query.data?.items.map((property) => (
        <Card key={property.id} withBorder radius="lg" padding="sm" data-testid="property-row">
          <Group wrap="nowrap" align="flex-start">
            <div style={{ width: 96, flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
              {property.images[0] ? (
                <Image src={property.images[0]} alt="" h={72} fit="cover" />
              ) : (
                <PropertyPlaceholder height={72} type={property.type} />
              )}
            </div>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs">
                <AnchorLink to="/dashboard/property/$id" params={{ id: property.id }} fw={600}>
                  {property.name}
                </AnchorLink>
                <StatusBadge status={property.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {property.city}, {property.state} ·{' '}
                {formatMoney(property.price, 'MXN', language, { cents: false })}
                {property.role_label ? ` · ${ROLE_LABEL_LABELS[property.role_label][language]}` : ''}
              </Text>
              <FunnelBadge stage={property.funnel_stage} />
            </Stack>
          </Group>
        </Card>
      ))}
      {pages > 1 && (
        <Group justify="center">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('market.results.previous')}
          </Button>
          <Text size="sm">{t('market.results.page', { page, pages })}</Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('market.results.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
