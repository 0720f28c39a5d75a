import { describe, expect, it } from 'vitest';

import { GOOGLE_ANSWER, NOMINATIM_ANSWER } from './geocoding.fixtures.ts';
import { placesFromCatalogue, placesFromGoogle, placesFromNominatim } from './geocoding.ts';

describe('the address search rules', () => {
  it("read Google's answer as a place of the catalogue, with the spec's place_id, leaving out places outside Mexico", () => {
    expect(placesFromGoogle(GOOGLE_ANSWER)).toEqual([
      {
        search_address_string: 'C. Colima 123, Roma Nte., Cuauhtémoc, 06700 Ciudad de México, CDMX, México',
        state: 'Ciudad de México',
        municipality: 'Cuauhtémoc',
        latitude: 19.4189302,
        longitude: -99.1606231,
        street: 'Calle Colima',
        exterior_number: '123',
        postal_code: '06700',
        neighborhood: 'Roma Norte',
        place_id: 'ChIJ2Y7p0f7_0YURd1N0x0nOxwQ',
      },
    ]);
    expect(placesFromGoogle({})).toEqual([]);
  });

  it("read Nominatim's answer with INEGI's state and municipality names and no place_id", () => {
    expect(placesFromNominatim(NOMINATIM_ANSWER)).toEqual([
      {
        search_address_string:
          'Avenida Chapultepec, Americana, Zona Centro, Guadalajara, Jalisco, 44160, México',
        state: 'Jalisco',
        municipality: 'Guadalajara',
        latitude: 20.6739126,
        longitude: -103.3616014,
        street: 'Avenida Chapultepec',
        postal_code: '44160',
        neighborhood: 'Americana',
      },
    ]);
    expect(placesFromNominatim({} as never)).toEqual([]);
  });

  it('find the municipality and state a typed address names, without coordinates, in the catalogue spelling', () => {
    const [first] = placesFromCatalogue('Colima 123, Roma Norte, cuauhtemoc, CDMX');
    expect(first).toEqual({
      search_address_string: 'Colima 123, Roma Norte, cuauhtemoc, CDMX',
      state: 'Ciudad de México',
      municipality: 'Cuauhtémoc',
      latitude: null,
      longitude: null,
    });
  });

  it('complete a municipality being typed, and prefer the longer name written whole', () => {
    expect(placesFromCatalogue('Guadala').map((p) => p.municipality)).toContain('Guadalajara');
    const garza = placesFromCatalogue('Av. Vasconcelos 100, San Pedro Garza García, Nuevo León');
    expect(garza[0]).toMatchObject({ state: 'Nuevo León', municipality: 'San Pedro Garza García' });
    expect(placesFromCatalogue('zzzz qqqq')).toEqual([]);
    expect(placesFromCatalogue('a')).toEqual([]);
    expect(placesFromCatalogue('San').length).toBeLessThanOrEqual(5);
  });
});
