/**
 * A property's address block, one for every form that places a property (the submission of §5 and
 * the property details editor): the address search with its draggable pin, then street, colonia,
 * numbers, zip, state and municipality (INEGI's, the municipality reset when the state changes),
 * and, where the form offers them, latitude and longitude typed by hand within §5's limits, the pin
 * following them. A chosen result fills the fields (`addressFieldsOf`); the person can still correct
 * them. The form keeps every value: this component only binds to its fields.
 */
import { SimpleGrid } from '@mantine/core';
import { municipalitiesOf } from '@casona/proto/geo/municipalities';
import { STATE_NAMES, type StateName } from '@casona/proto/geo/states';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { NumberField, SelectField, TextField } from '../form/fields.tsx';
import type { FieldBinding } from '../form/use-schema-form.ts';
import {
  ADDRESS_TEXT_FIELDS,
  AddressSearch,
  addressFieldsOf,
  pointOf,
  type Place,
} from './address-search.tsx';

/** The values of a form's address block, under the names proto's property schemas give them. */
export type AddressValues = {
  street: string;
  neighborhood: string;
  exterior_number: string;
  interior_number: string;
  zip: string;
  state: StateName | '';
  city: string;
  latitude: number | undefined;
  longitude: number | undefined;
};

/**
 * A field of the form as the block binds it: a schema form's FieldBinding, its `onChange` a method
 * so that a form whose values hold more than AddressValues passes for one.
 */
type AddressBinding<T> = Omit<FieldBinding<T>, 'onChange'> & { onChange(value: T): void };

/** What the block needs of a schema form (`useSchemaForm`) whose values include AddressValues. */
export type AddressForm = {
  values: AddressValues;
  field<K extends keyof AddressValues & string>(name: K): AddressBinding<AddressValues[K]>;
  setValue<K extends keyof AddressValues & string>(name: K, value: AddressValues[K]): void;
};

export function AddressFields({
  form,
  search,
  coordinates,
}: {
  form: AddressForm;
  /** The address search and its pin; false where the form does not offer it (an owner's edit). */
  search:
    | {
        /** Text searched at once (an address carried from another page, or the stored one). */
        initialText?: string | undefined;
        /** The stored place, when there is one: the pin starts on it. */
        value?: Place | undefined;
      }
    | false;
  /**
   * Latitude and longitude as fields of their own (staff's editor), with what sits beside them; the
   * pin follows them while they are within §5's limits. Without them a missing location is told
   * under the map.
   */
  coordinates?: { aside?: ReactNode } | undefined;
}) {
  const { t } = useTranslation();
  const { values } = form;
  const cities = useMemo(
    () =>
      values.state
        ? municipalitiesOf(values.state)
            .map((m) => m.name)
            .sort((a, b) => a.localeCompare(b, 'es'))
        : [],
    [values.state],
  );
  const state = form.field('state');
  const stateBinding = {
    ...state,
    onChange: (value: StateName | '') => {
      state.onChange(value);
      form.setValue('city', '');
    },
  };
  return (
    <>
      {search && (
        <AddressSearch
          initialText={search.initialText}
          value={search.value}
          area={{ state: values.state, municipality: values.city }}
          point={coordinates ? pointOf(values.latitude, values.longitude) : undefined}
          onCandidate={(place) => {
            const fields = addressFieldsOf(place);
            for (const key of ADDRESS_TEXT_FIELDS) {
              const value = fields[key];
              if (value !== undefined) form.setValue(key, value);
            }
            form.setValue('state', fields.state);
            form.setValue('city', fields.city);
            if (place.latitude === null || place.longitude === null) {
              form.setValue('latitude', undefined);
              form.setValue('longitude', undefined);
            }
          }}
          onChange={(place) => {
            form.setValue('latitude', place.latitude);
            form.setValue('longitude', place.longitude);
          }}
          error={coordinates ? undefined : form.field('latitude').error}
        />
      )}
      <TextField
        binding={form.field('street')}
        label={t('submit.property.street')}
        autoComplete="address-line1"
        required
      />
      <TextField
        binding={form.field('neighborhood')}
        label={t('submit.property.neighborhood')}
        autoComplete="address-level3"
        maxLength={120}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField
          binding={form.field('exterior_number')}
          label={t('submit.property.exteriorNumber')}
          inputMode="numeric"
        />
        <TextField
          binding={form.field('interior_number')}
          label={t('submit.property.interiorNumber')}
          inputMode="numeric"
        />
        <TextField
          binding={form.field('zip')}
          label={t('submit.property.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          binding={stateBinding}
          label={t('submit.property.state')}
          emptyLabel={t('forms.select')}
          options={STATE_NAMES.map((value) => ({ value, label: value }))}
          required
        />
        <SelectField
          binding={form.field('city')}
          label={t('submit.property.city')}
          emptyLabel={values.state ? t('forms.select') : t('submit.property.chooseState')}
          options={cities.map((value) => ({ value, label: value }))}
          disabled={!values.state}
          required
        />
      </SimpleGrid>
      {coordinates && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberField
            binding={form.field('latitude')}
            label={t('listings.details.latitude')}
            decimalScale={7}
            thousandSeparator=""
            allowNegative
          />
          <NumberField
            binding={form.field('longitude')}
            label={t('listings.details.longitude')}
            decimalScale={7}
            thousandSeparator=""
            allowNegative
          />
          {coordinates.aside}
        </SimpleGrid>
      )}
    </>
  );
}
