import {
  Alert,
  Anchor,
  Badge,
  Card,
  Divider,
  Group,
  Image,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { EXTERNAL_LISTING_TYPE_LABELS, PROPERTY_STATUS_LABELS } from '@casona/proto/enums';
import type { PropertyExternalListing } from '@casona/proto/listings/entities';
import type { PropertyView } from '@casona/proto/listings/responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TypeToConfirmButton } from '../../../components/type-to-confirm-button.tsx';
import { failureText } from '../../../components/form/use-schema-form.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Language } from '../../../lib/i18n/index.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useExternalListings, useRemoveExternalListing } from '../api/external-listings.ts';
import { ON_MARKETPLACE, siteOf, type ListingActions } from '../rules.ts';
import { ExternalListingForm } from './external-listing-form.tsx';

/**
 * Where one property is advertised: its marketplace page (status, link, QR code and the visits it
 * brought), the listing link it was created from (/submit_from_listing), its Airbnb listing, and its listings on the portals of §5 — added, changed and removed
 * by whoever the external-listing permission lets (staff; §6 gives no label those writes).
 */
export function PropertyAnnouncements({
  property,
  actions,
}: {
  property: PropertyView;
  actions: ListingActions;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={property.name}
      data-testid="announcements"
    >
      <Stack gap="lg">
        <Title order={2} fz="xl" data-testid="property-name">
          {property.name}
        </Title>
        <Marketplace property={property} language={language} />
        {property.source_listing && (
          <>
            <Divider />
            <SourceListing listing={property.source_listing} language={language} />
          </>
        )}
        <Divider />
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('announcement.airbnb.title')}
          </Title>
          {property.main_airbnb_listing_url ? (
            <Anchor
              href={property.main_airbnb_listing_url}
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
            >
              {t('announcement.airbnb.open')}
            </Anchor>
          ) : (
            <Text c="dimmed" size="sm">
              {t('announcement.airbnb.none')}
            </Text>
          )}
        </Stack>
        {actions.read && (
          <>
            <Divider />
            <Portals propertyId={property.id} actions={actions} language={language} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The listing link the home was created from at /submit_from_listing, and the day it was submitted. */
function SourceListing({
  listing,
  language,
}: {
  listing: NonNullable<PropertyView['source_listing']>;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="source-listing">
      <Title order={3} fz="md">
        {t('announcement.source.title')}
      </Title>
      <Text size="sm">
        {t('announcement.source.createdOn', { date: formatDate(listing.created_at, language) })}
      </Text>
      <Anchor
        href={listing.url}
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
        data-testid="source-listing-link"
      >
        {t('announcement.source.open', { site: siteOf(listing.url) })}
      </Anchor>
    </Stack>
  );
}

function Marketplace({ property, language }: { property: PropertyView; language: Language }) {
  const { t } = useTranslation();
  const live = ON_MARKETPLACE.includes(property.status);
  const qr = `/api/v1/property/${property.id}/qr.svg`;
  return (
    <Stack gap="xs" data-testid="marketplace">
      <Group justify="space-between" align="baseline">
        <Title order={3} fz="md">
          {t('announcement.marketplace.title')}
        </Title>
        <Badge
          variant="light"
          c="dark.7"
          aria-label={`${t('announcement.marketplace.status')}: ${PROPERTY_STATUS_LABELS[property.status][language]}`}
        >
          {PROPERTY_STATUS_LABELS[property.status][language]}
        </Badge>
      </Group>
      {live ? (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Image
            src={qr}
            alt={t('announcement.marketplace.qrAlt', { name: property.name })}
            w={132}
            h={132}
          />
          <Stack gap={6}>
            <Anchor href={`/property/${property.slug}`} underline="always" data-testid="marketplace-link">
              {t('announcement.marketplace.open')}
            </Anchor>
            {property.published_at && (
              <Text size="sm">
                {t('announcement.marketplace.publishedOn', {
                  date: formatDate(property.published_at, language),
                })}
              </Text>
            )}
            <Text size="sm" data-testid="qr-views">
              {t('announcement.marketplace.qrViews', { count: property.qr_code_views })}
            </Text>
            <Anchor href={qr} download={`${property.slug}-qr.svg`} underline="always" size="sm">
              {t('announcement.marketplace.qrDownload')}
            </Anchor>
          </Stack>
        </Group>
      ) : (
        <Text c="dimmed" size="sm">
          {t('announcement.marketplace.notYet')}
        </Text>
      )}
    </Stack>
  );
}

function Portals({
  propertyId,
  actions,
  language,
}: {
  propertyId: string;
  actions: ListingActions;
  language: Language;
}) {
  const { t } = useTranslation();
  const listings = useExternalListings(propertyId);
  const remove = useRemoveExternalListing();
  const [editing, setEditing] = useState<PropertyExternalListing | null>(null);
  const portal = (l: PropertyExternalListing) => EXTERNAL_LISTING_TYPE_LABELS[l.type][language];
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('announcement.portals.title')}
      </Title>
      {listings.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {listings.isError && (
        <Alert color="yellow" variant="light" role="alert">
          {failureText(listings.error, language, 'error.generic')}
        </Alert>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(remove.error, language, 'error.generic')}
        </Alert>
      )}
      {listings.data?.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="portals-empty">
          {t('announcement.portals.empty')}
        </Text>
      )}
      {listings.data && listings.data.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" data-testid="portals-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('announcement.portals.portal')}</Table.Th>
                <Table.Th>{t('announcement.portals.link')}</Table.Th>
                <Table.Th>{t('announcement.portals.added')}</Table.Th>
                {(actions.edit || actions.remove) && (
                  <Table.Th>
                    <VisuallyHidden>{t('announcement.portals.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listings.data.map((listing) => (
                <Table.Tr key={listing.id} data-testid="portal-row">
                  <Table.Td>{portal(listing)}</Table.Td>
                  <Table.Td>
                    <Anchor href={listing.url} target="_blank" rel="noopener noreferrer" underline="always">
                      {siteOf(listing.url)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(listing.created_at, language)}</Table.Td>
                  {(actions.edit || actions.remove) && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {actions.edit && (
                          <Anchor
                            component="button"
                            type="button"
                            underline="always"
                            onClick={() => setEditing(listing)}
                          >
                            {t('announcement.portals.edit')}
                            <VisuallyHidden> {portal(listing)}</VisuallyHidden>
                          </Anchor>
                        )}
                        {actions.remove && (
                          <TypeToConfirmButton
                            label={t('announcement.portals.remove')}
                            body={t('announcement.portals.removeQuestion', { portal: portal(listing) })}
                            phrase={t('adminList.removePhrase')}
                            loading={remove.isPending && remove.variables?.id === listing.id}
                            onConfirm={() => remove.mutateAsync(listing)}
                            testId="remove-portal"
                          />
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <ExternalListingForm
          key={editing.id}
          propertyId={propertyId}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      {actions.add && !editing && <ExternalListingForm propertyId={propertyId} />}
      {!actions.add && (
        <Text c="dimmed" size="sm">
          {t('announcement.portals.onlyStaff')}
        </Text>
      )}
    </Stack>
  );
}
