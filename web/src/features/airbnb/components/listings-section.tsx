import { Alert, Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { AirbnbListingListItem } from '@casona/proto/listings/airbnb-listings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatNumber } from '../../../lib/money.ts';
import { useAirbnbListings, useDeleteAirbnbListing } from '../api/listings.ts';
import { CURRENCY_SIGNS, type AirbnbAbilities } from '../rules.ts';
import { HoursForm } from './hours-form.tsx';
import { ListingForm } from './listing-form.tsx';
import { SyncPanel } from './sync-panel.tsx';

/** The property's Airbnb listings, each with its hours to clean and its sync; add, edit, delete. */
export function ListingsSection({ propertyId, can }: { propertyId: string; can: AirbnbAbilities }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const listings = useAirbnbListings(propertyId);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="airbnb-listings-title">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="airbnb-listings-title">
          {t('airbnb.listings.title')}
        </Title>
        {can.writeListings && !adding && (
          <Button onClick={() => setAdding(true)} data-testid="add-listing">
            {t('airbnb.listings.add')}
          </Button>
        )}
      </Group>
      {listings.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
      {listings.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(listings.error, language, 'error.generic')}
        </Alert>
      )}
      {adding && (
        <Card withBorder radius="lg" padding="lg">
          <ListingForm propertyId={propertyId} onDone={() => setAdding(false)} />
        </Card>
      )}
      {listings.data?.length === 0 && !adding && (
        <Text c="dimmed" data-testid="no-listings">
          {t('airbnb.listings.empty')}
        </Text>
      )}
      {listings.data?.map((listing) => (
        <ListingCard key={listing.id} propertyId={propertyId} listing={listing} can={can} />
      ))}
    </Stack>
  );
}

function ListingCard({
  propertyId,
  listing,
  can,
}: {
  propertyId: string;
  listing: AirbnbListingListItem;
  can: AirbnbAbilities;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteAirbnbListing(propertyId);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="airbnb-listing" aria-label={listing.name}>
      {editing ? (
        <ListingForm propertyId={propertyId} listing={listing} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Group gap="xs">
                <Title order={3} fz="md" data-testid="listing-name">
                  {listing.name}
                </Title>
                {listing.is_main_listing && (
                  <Badge variant="light" data-testid="main-listing">
                    {t('airbnb.listings.main')}
                  </Badge>
                )}
                {listing.cohost_verified && (
                  <Badge variant="light" color="green" c="dark.7">
                    {t('airbnb.listings.cohostVerified')}
                  </Badge>
                )}
                <Badge variant="outline" color="gray" c="dark.7">
                  {CURRENCY_SIGNS[listing.currency]}
                </Badge>
                {listing.stale && (
                  <Badge color="red" variant="light" c="red.9" data-testid="listing-stale">
                    {t('airbnb.sync.stale')}
                  </Badge>
                )}
              </Group>
              <Group gap="md">
                <Anchor href={listing.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('airbnb.listings.openListing')}
                </Anchor>
                {listing.profile_url && (
                  <Anchor href={listing.profile_url} target="_blank" rel="noopener noreferrer" size="sm">
                    {t('airbnb.listings.openProfile')}
                  </Anchor>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('airbnb.listings.hours.title')}:{' '}
                {t('airbnb.listings.hours.summary', {
                  current: formatNumber(listing.current_hours_to_clean, language),
                  base: formatNumber(listing.base_hours_to_clean, language),
                })}
              </Text>
            </Stack>
            {(can.writeListings || can.deleteListings) && (
              <Group gap="xs">
                {can.writeListings && (
                  <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                    {t('airbnb.listings.edit')}
                  </Button>
                )}
                {can.deleteListings && (
                  <Button size="xs" variant="subtle" color="red" c="red.9" onClick={() => setDeleting(true)}>
                    {t('airbnb.listings.delete')}
                  </Button>
                )}
              </Group>
            )}
          </Group>
          {can.writeListings && (
            <HoursForm key={listing.current_hours_to_clean} propertyId={propertyId} listing={listing} />
          )}
          <Divider />
          <SyncPanel propertyId={propertyId} listingId={listing.id} maySync={can.writeListings} />
        </Stack>
      )}
      <TypeToConfirmDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('airbnb.listings.delete')}
        body={t('airbnb.listings.deleteBody', { name: listing.name })}
        phrase={listing.name}
        confirmLabel={t('airbnb.listings.delete')}
        onConfirm={() => remove.mutateAsync(listing.id)}
      />
    </Card>
  );
}
