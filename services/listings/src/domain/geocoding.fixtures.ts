/** Provider answers in their documented shapes, for the address search's tests. */
/** Google Places API (New) places:searchText, as documented, for a Roma Norte address. */
export const GOOGLE_ANSWER = {
  places: [
    {
      id: 'ChIJ2Y7p0f7_0YURd1N0x0nOxwQ',
      formattedAddress: 'C. Colima 123, Roma Nte., Cuauhtémoc, 06700 Ciudad de México, CDMX, México',
      location: { latitude: 19.4189302, longitude: -99.1606231 },
      addressComponents: [
        { longText: '123', shortText: '123', types: ['street_number'], languageCode: 'es' },
        { longText: 'Calle Colima', shortText: 'C. Colima', types: ['route'], languageCode: 'es' },
        {
          longText: 'Roma Norte',
          shortText: 'Roma Nte.',
          types: ['sublocality_level_1', 'sublocality', 'political'],
        },
        { longText: 'Ciudad de México', shortText: 'CDMX', types: ['locality', 'political'] },
        {
          longText: 'Cuauhtémoc',
          shortText: 'Cuauhtémoc',
          types: ['administrative_area_level_2', 'political'],
        },
        {
          longText: 'Ciudad de México',
          shortText: 'CDMX',
          types: ['administrative_area_level_1', 'political'],
        },
        { longText: 'México', shortText: 'MX', types: ['country', 'political'] },
        { longText: '06700', shortText: '06700', types: ['postal_code'] },
      ],
    },
    {
      id: 'ChIJ-outside',
      formattedAddress: 'Colima St, Los Angeles, CA, USA',
      location: { latitude: 34.05, longitude: -118.24 },
      addressComponents: [
        { longText: 'California', shortText: 'CA', types: ['administrative_area_level_1'] },
      ],
    },
  ],
};

/** Nominatim /search?format=jsonv2&addressdetails=1, as it answers for a Guadalajara street. */
export const NOMINATIM_ANSWER = [
  {
    place_id: 297165379,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 28452717,
    lat: '20.6739126',
    lon: '-103.3616014',
    category: 'highway',
    type: 'residential',
    place_rank: 26,
    importance: 0.0533,
    addresstype: 'road',
    name: 'Avenida Chapultepec',
    display_name: 'Avenida Chapultepec, Americana, Zona Centro, Guadalajara, Jalisco, 44160, México',
    address: {
      road: 'Avenida Chapultepec',
      neighbourhood: 'Americana',
      suburb: 'Zona Centro',
      city: 'Guadalajara',
      state: 'Jalisco',
      'ISO3166-2-lvl4': 'MX-JAL',
      postcode: '44160',
      country: 'México',
      country_code: 'mx',
    },
    boundingbox: ['20.6717', '20.6762', '-103.3620', '-103.3612'],
  },
];
