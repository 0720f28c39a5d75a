import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { AnchorLink } from '../../../components/anchor-link.tsx';

import { FunnelBadge, StatusBadge } from '../../../components/property-badges.tsx';
import { PropertyTabs } from '../../../components/property-tabs.tsx';
import { PropertyDetailsForm } from '../../../components/property-details-form.tsx';
import { PropertyImagesEditor } from '../../../components/property-images-editor.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useActive } from '../../../lib/api/public-catalogues.ts';
import { useProperty } from '../../../lib/api/property.ts';
import { usePatchProperty } from '../api/patch-property.ts';
import { usePropertyImageActions } from '../../../lib/api/property-images.ts';
import { readOnlyReason } from '../permissions.ts';
import { propertiesKeys } from '../../../lib/api/query-keys.ts';

const route = getRouteApi('/dashboard/dashboard/property/$id');

/** /dashboard/property/{id}: a property's details, editable within the caller's permissions. */
export function PropertyDetailsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { id } = route.useParams();
  const claims = useSession();
  const query = useProperty(id);
  const amenities = useActive('amenity');
  const patch = usePatchProperty();
  const images = usePropertyImageActions(id, propertiesKeys.mine.all());
  const property = query.data;
  useDocumentTitle(property?.name ?? t('sections.propertyDetails.title'));
  if (query.isPending)
    return (
      <Group>
        <Loader size="sm" aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Group>
    );
  if (query.isError || !property)
    return (
      <Stack maw={960}>
        <Title order={1}>{t('sections.propertyDetails.title')}</Title>
        <Alert color="red" variant="light" role="alert" data-testid="property-error">
          {query.error instanceof ApiError && query.error.status === 404
            ? message('property.notFound')
            : query.error instanceof ApiError
              ? query.error.message
              : message('error.generic')}
        </Alert>
      </Stack>
    );
  const reason = readOnlyReason(property, Boolean(claims?.role));
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1}>{property.name}</Title>
          <StatusBadge status={property.status} />
        </Group>
        <FunnelBadge stage={property.funnel_stage} />
        <PropertyTabs
          propertyId={property.id}
          current="details"
          showAirbnb={Boolean(claims?.role) || property.permissions?.can_select_airbnb_listing === true}
        />
        <Group gap="md">
          {(property.status === 'PUBLISHED' || property.status === 'SOLD') && (
            <AnchorLink to="/property/$id" params={{ id: property.slug }} size="sm">
              {t('listings.details.publicPage')}
            </AnchorLink>
          )}
          {/* Only for labels that read leads: an owner would get a denial (issue 16 item 5). */}
          {(Boolean(claims?.role) || property.permissions?.can_select_lead === true) && (
            <AnchorLink to="/dashboard/lead" search={{ property_id: property.id }} size="sm">
              {t('listings.details.leads')}
            </AnchorLink>
          )}
          {claims?.role === 'ADMIN' && (
            <AnchorLink to="/dashboard/admin/property/$id" params={{ id: property.id }} size="sm">
              {t('listings.details.adminEditor')}
            </AnchorLink>
          )}
        </Group>
      </Stack>
      {property.status === 'REJECTED' && property.rejection_reason && (
        <Alert
          color="red"
          variant="light"
          title={t('listings.details.rejected')}
          data-testid="rejection-reason"
        >
          {property.rejection_reason}
        </Alert>
      )}
      {reason && (
        <Alert color="gray" variant="light" data-testid="read-only-reason">
          {reason === 'notEditable' ? message('property.notEditable') : message('permission.denied')}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('listings.details.photos')}
          </Title>
          <PropertyImagesEditor
            images={property.images}
            actions={images}
            readOnly={reason !== null}
            name={property.name}
          />
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
            readOnly={reason !== null}
            amenities={amenities.data ?? []}
            onSubmit={(payload) => patch.mutateAsync(payload)}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
