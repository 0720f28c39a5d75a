import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { HomeAddressUpdate } from '@casona/proto/schemas/submissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AddressSearch } from '../../../components/address-search/address-search.tsx';
import { fieldOfPath, useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { PrivateInfoView } from '../../../lib/api/contracts.ts';
import { usePatchHomeAddress } from '../api/private-info.ts';
import { FormFeedback } from '../../../components/form/form-feedback.tsx';

/** RFC 5870 `geo:` URI of a point: the place id of an address located by coordinates, not by a map search. */
export const geoPlaceId = (latitude: number, longitude: number): string =>
  `geo:${latitude.toFixed(6)},${longitude.toFixed(6)}`;

/**
 * The home address of profile_private_info (only the person and staff see it): found with the
 * address search, then a pin on the map (issue 16 item 7: nobody types coordinates), or taken from
 * this device's location; the address as written and the point are saved.
 */
export function HomeAddressCard({ profileId, info }: { profileId: string; info: PrivateInfoView }) {
  const { t } = useTranslation();
  const save = usePatchHomeAddress();
  const [locating, setLocating] = useState(false);
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [locationError, setLocationError] = useState(false);
  const form = useSchemaForm({
    schema: HomeAddressUpdate,
    initialValues: {
      home_address_string: info.home_address_string ?? '',
      home_latitude: info.home_latitude ?? (undefined as number | undefined),
      home_longitude: info.home_longitude ?? (undefined as number | undefined),
    },
    toPayload: (v) => ({
      profile_id: profileId,
      home_address_string: v.home_address_string.trim(),
      home_latitude: v.home_latitude,
      home_longitude: v.home_longitude,
      home_place_id:
        v.home_latitude !== undefined && v.home_longitude !== undefined
          ? (placeId ??
            (info.home_place_id &&
            v.home_latitude === info.home_latitude &&
            v.home_longitude === info.home_longitude
              ? info.home_place_id
              : geoPlaceId(v.home_latitude, v.home_longitude)))
          : '',
    }),
    // The place id follows the coordinates: its problems show on the latitude.
    fieldOfPath: (path) => (path === '/home_place_id' ? 'home_latitude' : fieldOfPath(path)),
    onSubmit: (payload) => save.mutateAsync(payload),
  });

  function locate() {
    setLocationError(false);
    if (!('geolocation' in navigator)) {
      setLocationError(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setPlaceId(null);
        form.setValue('home_latitude', Number(position.coords.latitude.toFixed(6)));
        form.setValue('home_longitude', Number(position.coords.longitude.toFixed(6)));
        setLocating(false);
      },
      () => {
        setLocationError(true);
        setLocating(false);
      },
      { timeout: 15_000 },
    );
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={form.handleSubmit} noValidate data-testid="home-address-form">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('profile.address.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.address.hint')}
          </Text>
          <AddressSearch
            initialText={info.home_address_string ?? ''}
            onChange={(place) => {
              form.setValue('home_address_string', place.search_address_string);
              form.setValue('home_latitude', Number(place.latitude.toFixed(6)));
              form.setValue('home_longitude', Number(place.longitude.toFixed(6)));
              setPlaceId(place.place_id ?? null);
            }}
            error={
              form.field('home_address_string').error ??
              form.field('home_latitude').error ??
              form.field('home_longitude').error
            }
          />
          {form.values.home_latitude !== undefined && form.values.home_longitude !== undefined && (
            <Text size="sm" data-testid="home-address-located">
              {t('profile.address.located', { address: form.values.home_address_string || '—' })}
            </Text>
          )}
          {locationError && (
            <Alert color="yellow" variant="light" role="alert">
              {t('profile.address.locationError')}
            </Alert>
          )}
          <FormFeedback
            status={form.status}
            language={form.language}
            successText={t('profile.saved')}
            successTestId="address-saved"
          />
          <Group gap="xs">
            <Button type="submit" loading={form.status.state === 'submitting'}>
              {t('profile.address.save')}
            </Button>
            <Button variant="default" onClick={locate} loading={locating}>
              {t('profile.address.useLocation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
