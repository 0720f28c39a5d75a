import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { CONFIRMED_PROPERTY_STATUSES, type PropertyStatus } from '@casona/proto/enums';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';

import { FunnelBadge, StatusBadge } from '../../../components/property-badges.tsx';
import { PropertyDetailsForm } from '../../../components/property-details-form.tsx';
import { PropertyImagesEditor } from '../../../components/property-images-editor.tsx';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { PropertyView } from '../../../lib/api/contracts.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import {
  useAdminProperty,
  useAdminPropertyAirbnbListings,
  useAdminPropertyMutations,
} from '../api/admin-properties.ts';
import { usePropertyImageActions } from '../../../lib/api/property-images.ts';
import { useActive } from '../../../lib/api/public-catalogues.ts';
import { QueryState } from '../components/query-state.tsx';
import { adminListingsKeys } from '../../../lib/api/query-keys.ts';

const route = getRouteApi('/dashboard/admin/dashboard/admin/property/$id');

/** The lifecycle staff may move a property through (DELETED is reachable from any status). */
export const NEXT_STATUSES: Readonly<Record<PropertyStatus, readonly PropertyStatus[]>> = {
  REVISION: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: ['PUBLISHED'],
  REJECTED: [],
  PUBLISHED: ['SOLD'],
  SOLD: [],
  DELETED: [],
};

/**
 * The steps that take something back (rejecting, selling; deleting has its own dialog) ask for the
 * type-to-confirm phrase, which the server checks too (proto's CONFIRMED_PROPERTY_STATUSES).
 */
type FinalStatus = Exclude<(typeof CONFIRMED_PROPERTY_STATUSES)[number], 'DELETED'>;
const isFinal = (status: PropertyStatus): status is FinalStatus =>
  status !== 'DELETED' && (CONFIRMED_PROPERTY_STATUSES as readonly PropertyStatus[]).includes(status);

export function StatusCard({ property }: { property: PropertyView }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { status } = useAdminPropertyMutations(property.id);
  const [reason, setReason] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A step the lifecycle cannot take back (rejected, sold) asks for the property's name first (§5).
  const [confirmFinal, setConfirmFinal] = useState<FinalStatus | null>(null);
  const [done, setDone] = useState<PropertyStatus | null>(null);
  const change = (next: PropertyStatus) =>
    status.mutate(
      { status: next, ...(next === 'REJECTED' ? { rejection_reason: reason.trim() || null } : {}) },
      { onSuccess: () => setDone(next) },
    );
  const next = NEXT_STATUSES[property.status];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="status-card">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('listings.admin.lifecycle')}
        </Title>
        <Group gap="xs">
          <Text size="sm">{t('listings.admin.currentStatus')}</Text>
          <StatusBadge status={property.status} />
        </Group>
        {property.rejection_reason && (
          <Text size="sm" c="dimmed">
            {t('listings.details.rejected')}: {property.rejection_reason}
          </Text>
        )}
        {next.includes('REJECTED') && (
          <Textarea
            label={t('listings.admin.rejectionReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
          />
        )}
        <Group>
          {next.map((target) => (
            <Button
              key={target}
              variant={target === 'REJECTED' ? 'light' : 'filled'}
              color={target === 'REJECTED' ? 'red' : undefined}
              loading={status.isPending && status.variables?.status === target}
              onClick={() => (isFinal(target) ? setConfirmFinal(target) : change(target))}
              data-testid={`status-${target}`}
            >
              {t(`listings.admin.transitions.${target}`)}
            </Button>
          ))}
          {property.status !== 'DELETED' && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setConfirmDelete(true)}
              data-testid="status-DELETED"
            >
              {t('listings.admin.transitions.DELETED')}
            </Button>
          )}
        </Group>
        {status.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="status-error">
            {status.error instanceof ApiError ? status.error.message : message('error.generic')}
          </Alert>
        )}
        {done && !status.isError && (
          <Alert color="agave" variant="light" role="status" data-testid="status-done">
            {t('listings.admin.statusChanged', { status: t(`listings.admin.statuses.${done}`) })}
          </Alert>
        )}
      </Stack>
      <TypeToConfirmDialog
        opened={confirmFinal !== null}
        onClose={() => setConfirmFinal(null)}
        title={confirmFinal ? t(`listings.admin.finalTitle.${confirmFinal}`, { name: property.name }) : ''}
        body={confirmFinal ? t(`listings.admin.finalBody.${confirmFinal}`) : ''}
        phrase={property.name}
        confirmLabel={confirmFinal ? t(`listings.admin.transitions.${confirmFinal}`) : ''}
        onConfirm={async (confirmation) => {
          if (!confirmFinal) return;
          const target = confirmFinal;
          await status.mutateAsync({
            status: target,
            confirmation,
            ...(target === 'REJECTED' ? { rejection_reason: reason.trim() || null } : {}),
          });
          setDone(target);
        }}
      />
      <TypeToConfirmDialog
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('listings.admin.deleteTitle', { name: property.name })}
        body={t('listings.admin.deleteBody')}
        phrase={property.name}
        confirmLabel={t('listings.admin.transitions.DELETED')}
        onConfirm={async (confirmation) => {
          await status.mutateAsync({ status: 'DELETED', confirmation });
          setDone('DELETED');
        }}
      />
    </Card>
  );
}

/** /dashboard/admin/property/{id}: everything staff edit about a property (§2 admin screens). */
export function AdminPropertyPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const query = useAdminProperty(id);
  const amenities = useActive('amenity');
  const insights = useActive('neighborhood_insight');
  const airbnbListings = useAdminPropertyAirbnbListings(id);
  const mutations = useAdminPropertyMutations(id);
  const images = usePropertyImageActions(id, adminListingsKeys.properties.all());
  const property = query.data;
  useDocumentTitle(property?.name ?? t('sections.adminProperty.title'));
  if (!property)
    return (
      <Stack maw={1100}>
        <Title order={1}>{t('sections.adminProperty.title')}</Title>
        <QueryState query={query} />
      </Stack>
    );
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1}>{property.name}</Title>
          <StatusBadge status={property.status} />
        </Group>
        <FunnelBadge stage={property.funnel_stage} />
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {t('listings.admin.owner')}: {property.owner_email ?? '—'}
          </Text>
          {(property.status === 'PUBLISHED' || property.status === 'SOLD') && (
            <AnchorLink to="/property/$id" params={{ id: property.slug }} size="sm">
              {t('listings.details.publicPage')}
            </AnchorLink>
          )}
          <AnchorLink to="/dashboard/lead" search={{ property_id: property.id }} size="sm">
            {t('listings.details.leads')}
          </AnchorLink>
          <AnchorLink to="/dashboard/announcement" search={{ property: property.id }} size="sm">
            {t('sections.announcement.title')}
          </AnchorLink>
          {/* The Airbnb listings with their calendar URLs are edited on the property's Airbnb tab. */}
          <AnchorLink
            to="/dashboard/property/$id/airbnb"
            params={{ id: property.id }}
            size="sm"
            data-testid="admin-property-airbnb"
          >
            {t('sections.propertyAirbnb.title')}
          </AnchorLink>
          <Button
            size="xs"
            variant="default"
            loading={mutations.copy.isPending}
            onClick={() =>
              mutations.copy.mutate(undefined, {
                onSuccess: (copy) =>
                  void navigate({ to: '/dashboard/admin/property/$id', params: { id: copy.id } }),
              })
            }
          >
            {t('listings.admin.copy')}
          </Button>
        </Group>
        {mutations.copy.isError && (
          <Alert color="red" variant="light" role="alert">
            {mutations.copy.error instanceof ApiError
              ? mutations.copy.error.message
              : message('error.generic')}
          </Alert>
        )}
      </Stack>
      <StatusCard property={property} />
      {property.submitted_files && property.submitted_files.length > 0 && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('listings.admin.files')}
            </Title>
            {property.submitted_files.map((file) => (
              <Anchor key={file.url} href={file.url} target="_blank" rel="noopener noreferrer">
                {file.type}
              </Anchor>
            ))}
          </Stack>
        </Card>
      )}
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('listings.details.photos')}
          </Title>
          <PropertyImagesEditor images={property.images} actions={images} name={property.name} />
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('listings.details.title')}
          </Title>
          <PropertyDetailsForm
            key={property.id}
            property={property}
            staff
            amenities={amenities.data ?? []}
            insights={insights.data ?? []}
            airbnbListings={airbnbListings.data ?? []}
            onSubmit={(payload) => mutations.patch.mutateAsync(payload)}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
