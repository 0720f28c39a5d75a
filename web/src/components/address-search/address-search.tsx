/**
 * Address search (issue 16 item 9): one field that asks listings' address search port
 * (GET /geo/places: Google Places or Nominatim when set, else INEGI's catalogue), then the state
 * and municipality (INEGI, filled from the result or chosen), then a pin on the map. `onChange`
 * receives a complete Place — state, municipality and coordinates — only once there is a pin.
 */
import {
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { LATITUDE_MAX, LATITUDE_MIN, LONGITUDE_MAX, LONGITUDE_MIN } from '@casona/proto/constants';
import { municipalitiesOf } from '@casona/proto/geo/municipalities';
import { STATES, isStateName, type StateName } from '@casona/proto/geo/states';
import { listingsGeo, type Place, type PlaceCandidate } from '@casona/proto/listings/geo';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../lib/api/client.ts';
import { sharedKeys } from '../../lib/api/query-keys.ts';
import { MEXICO_VIEW, STATE_CENTERS } from './state-centers.ts';

export type { Place } from '@casona/proto/listings/geo';

const PinMap = lazy(() => import('./pin-map.tsx').then((m) => ({ default: m.PinMap })));

export type AddressSearchProps = {
  value?: Place | undefined;
  onChange(place: Place): void;
  /** Text to search at once (an address carried from another page). */
  initialText?: string | undefined;
  /**
   * A form that keeps the state and municipality in its own fields passes them here: this
   * component then shows only the search and the map, and tells the form what a result names.
   */
  area?: { state: StateName | ''; municipality: string } | undefined;
  /**
   * A form that keeps the coordinates in its own fields passes them here (null when empty or out
   * of range): the pin follows what is typed there, and a pin moved on the map comes back by `onChange`.
   */
  point?: { latitude: number | null; longitude: number | null } | undefined;
  /** A result was chosen (with or without coordinates): the form fills street, zip, state… */
  onCandidate?(candidate: PlaceCandidate): void;
  /** A problem to show under the map (e.g. "mark the location"). */
  error?: string | undefined;
};

type Draft = Omit<PlaceCandidate, 'state'> & { state: StateName | '' };

const EMPTY: Draft = {
  search_address_string: '',
  state: '',
  municipality: '',
  latitude: null,
  longitude: null,
};

/** The Place a draft makes, once it has a state, a municipality and a pin. */
export function placeOf(draft: Draft): Place | undefined {
  if (!draft.state || !draft.municipality || draft.latitude === null || draft.longitude === null)
    return undefined;
  const address = draft.search_address_string.trim() || `${draft.municipality}, ${draft.state}`;
  return {
    ...draft,
    state: draft.state,
    search_address_string: address.slice(0, 300),
    latitude: draft.latitude,
    longitude: draft.longitude,
  };
}

/** The address fields of a form that a chosen result fills (the person can still correct them). */
export const ADDRESS_TEXT_FIELDS = ['street', 'neighborhood', 'exterior_number', 'zip'] as const;

/**
 * What a chosen result names, as a property form's address fields: the street (or, without one,
 * the colonia), the colonia in its own field (issue 16: the market searches by it), a numeric
 * exterior number, the zip, the state and the municipality (the form's `city`).
 */
export function addressFieldsOf(
  place: PlaceCandidate,
): Partial<Record<(typeof ADDRESS_TEXT_FIELDS)[number], string>> & { state: StateName; city: string } {
  const street = place.street || place.neighborhood;
  return {
    ...(street ? { street } : {}),
    ...(place.neighborhood ? { neighborhood: place.neighborhood } : {}),
    ...(place.exterior_number && /^\d+$/.test(place.exterior_number)
      ? { exterior_number: place.exterior_number }
      : {}),
    ...(place.postal_code ? { zip: place.postal_code } : {}),
    state: place.state,
    city: place.municipality,
  };
}

/** The pin a form's typed coordinates make: none while either is empty or outside §5's limits. */
export function pointOf(
  latitude: number | undefined,
  longitude: number | undefined,
): { latitude: number | null; longitude: number | null } {
  const inRange =
    latitude !== undefined &&
    longitude !== undefined &&
    latitude >= LATITUDE_MIN &&
    latitude <= LATITUDE_MAX &&
    longitude >= LONGITUDE_MIN &&
    longitude <= LONGITUDE_MAX;
  return inRange ? { latitude, longitude } : { latitude: null, longitude: null };
}

export function AddressSearch({
  value,
  onChange,
  initialText,
  area,
  point,
  onCandidate,
  error,
}: AddressSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.search_address_string ?? initialText ?? '');
  const [own, setDraft] = useState<Draft>(value ?? { ...EMPTY, search_address_string: initialText ?? '' });
  const draft: Draft = area || point ? { ...own, ...area, ...point } : own;
  const [picked, setPicked] = useState(Boolean(value));
  const [query] = useDebouncedValue(text.trim(), 300);
  const search = useQuery({
    queryKey: sharedKeys.placeSearch(query),
    queryFn: ({ signal }) => api(listingsGeo.searchPlaces, { query: { q: query }, signal }),
    enabled: query.length >= 2 && !picked,
    staleTime: 5 * 60_000,
  });
  const municipalities = useMemo(
    () =>
      draft.state
        ? municipalitiesOf(draft.state)
            .map((m) => m.name)
            .sort((a, b) => a.localeCompare(b, 'es'))
        : [],
    [draft.state],
  );

  const update = (next: Draft) => {
    setDraft(next);
    const place = placeOf(next);
    if (place) onChange(place);
  };
  const view =
    draft.latitude !== null && draft.longitude !== null
      ? { latitude: draft.latitude, longitude: draft.longitude, zoom: 16 }
      : draft.state
        ? {
            latitude: STATE_CENTERS[draft.state][0],
            longitude: STATE_CENTERS[draft.state][1],
            zoom: draft.municipality ? 10 : 8,
          }
        : MEXICO_VIEW;
  const items = search.data?.items ?? [];

  return (
    <Stack gap="sm" data-testid="address-search">
      <TextInput
        label={t('addressSearch.search')}
        description={t('addressSearch.searchHint')}
        value={text}
        autoComplete="street-address"
        rightSection={
          search.isFetching ? <Loader size="xs" aria-label={t('addressSearch.searching')} /> : null
        }
        onChange={(event) => {
          // Read the value now: the state updater runs after the event, when currentTarget is null.
          const typed = event.currentTarget.value;
          setText(typed);
          setPicked(false);
          setDraft((d) => ({ ...d, search_address_string: typed }));
        }}
      />
      {!picked && query.length >= 2 && search.isSuccess && (
        <Paper withBorder radius="md" p={4} aria-live="polite">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs" data-testid="address-no-results">
              {t('addressSearch.noResults')}
            </Text>
          ) : (
            <Stack gap={2} role="list" aria-label={t('addressSearch.results')}>
              {items.map((item) => (
                <UnstyledButton
                  key={`${item.place_id ?? ''}|${item.search_address_string}|${item.municipality}|${item.state}`}
                  role="listitem"
                  p="xs"
                  data-testid="address-result"
                  style={{ borderRadius: 8 }}
                  onClick={() => {
                    setPicked(true);
                    setText(item.search_address_string);
                    onCandidate?.(item);
                    update({ ...item });
                  }}
                >
                  <Text size="sm" fw={600}>
                    {item.municipality}, {STATES.find((s) => s.name === item.state)?.shortName ?? item.state}
                  </Text>
                  {item.latitude !== null && (
                    <Text size="xs" c="dimmed">
                      {item.search_address_string}
                    </Text>
                  )}
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      {!area && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('addressSearch.state')}
            value={draft.state}
            data-testid="address-state"
            data={[
              { value: '', label: t('addressSearch.choose') },
              ...STATES.map((s) => ({ value: s.name, label: s.shortName })),
            ]}
            onChange={(event) => {
              const state = event.currentTarget.value;
              update({
                ...draft,
                state: isStateName(state) ? state : '',
                municipality: '',
                latitude: null,
                longitude: null,
              });
            }}
          />
          <NativeSelect
            label={t('addressSearch.municipality')}
            value={draft.municipality}
            disabled={!draft.state}
            data-testid="address-municipality"
            data={[
              { value: '', label: draft.state ? t('addressSearch.choose') : t('addressSearch.chooseState') },
              ...municipalities.map((m) => ({ value: m, label: m })),
            ]}
            onChange={(event) => update({ ...draft, municipality: event.currentTarget.value })}
          />
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed" data-testid="address-pin-state">
        {draft.latitude !== null && draft.longitude !== null
          ? t('addressSearch.located', {
              latitude: draft.latitude.toFixed(5),
              longitude: draft.longitude.toFixed(5),
            })
          : t('addressSearch.pinPrompt')}
      </Text>
      <Suspense fallback={<Loader size="sm" aria-hidden />}>
        <PinMap
          view={view}
          pin={
            draft.latitude !== null && draft.longitude !== null
              ? { latitude: draft.latitude, longitude: draft.longitude }
              : null
          }
          label={t('addressSearch.map')}
          pinLabel={t('addressSearch.pin')}
          centreLabel={t('addressSearch.pinAtCentre')}
          onPin={(at) => update({ ...draft, ...at })}
        />
      </Suspense>
      {error && (
        <Text size="sm" c="red.8" role="alert" data-testid="address-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
