import { describe, expect, it } from 'vitest';

import { addressFieldsOf, placeOf, pointOf } from './address-search.tsx';

describe('the place an address search gives', () => {
  const draft = {
    search_address_string: 'Calle 60 #401, Centro, Mérida',
    state: 'Yucatán' as const,
    municipality: 'Mérida',
    latitude: null,
    longitude: null,
  };

  it('is none until there is a state, a municipality and a pin', () => {
    expect(placeOf(draft)).toBeUndefined();
    expect(placeOf({ ...draft, latitude: 20.97, longitude: null })).toBeUndefined();
    expect(placeOf({ ...draft, state: '', latitude: 20.97, longitude: -89.62 })).toBeUndefined();
    expect(placeOf({ ...draft, municipality: '', latitude: 20.97, longitude: -89.62 })).toBeUndefined();
  });

  it('carries what was found and the pin; without typed text, the address is the municipality and state', () => {
    expect(placeOf({ ...draft, latitude: 20.97, longitude: -89.62, place_id: 'ChIJ1' })).toEqual({
      ...draft,
      latitude: 20.97,
      longitude: -89.62,
      place_id: 'ChIJ1',
    });
    expect(
      placeOf({ ...draft, search_address_string: '  ', latitude: 20.97, longitude: -89.62 }),
    ).toMatchObject({
      search_address_string: 'Mérida, Yucatán',
    });
  });
});

describe('what a chosen result fills in a property form', () => {
  const found = {
    search_address_string: 'Calle 60 401, Centro, 97000 Mérida, Yuc.',
    state: 'Yucatán' as const,
    municipality: 'Mérida',
    latitude: 20.97,
    longitude: -89.62,
  };

  it('fills street, colonia, a numeric exterior number, zip, state and municipality', () => {
    expect(
      addressFieldsOf({
        ...found,
        street: 'Calle 60',
        neighborhood: 'Centro',
        exterior_number: '401',
        postal_code: '97000',
      }),
    ).toEqual({
      street: 'Calle 60',
      neighborhood: 'Centro',
      exterior_number: '401',
      zip: '97000',
      state: 'Yucatán',
      city: 'Mérida',
    });
  });

  it('takes the colonia as street without one, and leaves out what the result does not name', () => {
    expect(addressFieldsOf({ ...found, neighborhood: 'Centro', exterior_number: '401-B' })).toEqual({
      street: 'Centro',
      neighborhood: 'Centro',
      state: 'Yucatán',
      city: 'Mérida',
    });
    expect(addressFieldsOf(found)).toEqual({ state: 'Yucatán', city: 'Mérida' });
  });
});

describe('the pin typed coordinates make', () => {
  it('is there only while both are typed and within §5 limits (latitude −90..90, longitude −180..180)', () => {
    expect(pointOf(20.97, -89.62)).toEqual({ latitude: 20.97, longitude: -89.62 });
    expect(pointOf(-90, 180)).toEqual({ latitude: -90, longitude: 180 });
    const none = { latitude: null, longitude: null };
    expect(pointOf(undefined, -89.62)).toEqual(none);
    expect(pointOf(20.97, undefined)).toEqual(none);
    expect(pointOf(90.5, -89.62)).toEqual(none);
    expect(pointOf(20.97, -180.1)).toEqual(none);
  });
});
