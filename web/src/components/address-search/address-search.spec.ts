import { describe, expect, it } from 'vitest';

import { placeOf } from './address-search.tsx';

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
