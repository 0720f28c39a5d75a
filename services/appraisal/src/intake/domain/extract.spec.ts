import { describe, expect, it } from 'vitest';
import { CDMX, roomBody, ROOMS } from '../../testing/airbnb-pages-server.ts';
import { countsFromLabels, extractListing, readable, roomTypeOf } from './extract.ts';

const body = (id: string) => roomBody(id)!;

describe('extractListing on the saved pages and API answers', () => {
  it('reads the 2018 airbnb.co.uk page from its hypernova JSON', () => {
    const { found, sources, missing } = extractListing(ROOMS.page2018, body(ROOMS.page2018));
    expect(sources[0]).toBe('hypernova');
    expect(missing).toEqual([]);
    expect(found).toMatchObject({
      room_id: '19278160',
      title: 'York Place: Luxurious apartment For Two adults.',
      room_type: 'ENTIRE_HOME',
      guests: 2,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      latitude: 55.955542958348595,
      longitude: -3.191066110093004,
      rating: 4.85, // review_score 97 / 100
      review_count: 32,
    });
    expect(found.photos).toHaveLength(30); // 39 on the page; a property keeps 30
    expect(found.photos[0]).toMatch(/^https:\/\/a0\.muscache\.com\/im\/pictures\//);
    expect(found.amenities).toContain('Kitchen');
    expect(found.amenities).not.toContain('Elevator in Building'); // is_present: false
  });

  it('reads the apartment from the StaysPdpSections answer', () => {
    const { found, sources, missing } = extractListing(ROOMS.apartmentApi, body(ROOMS.apartmentApi));
    expect(sources).toEqual(['api-json']);
    expect(missing).toEqual([]);
    expect(found).toMatchObject({
      title: 'Charming apartment - Lyon center',
      room_type: 'ENTIRE_HOME',
      guests: 4,
      bedrooms: 1,
      beds: 2,
      bathrooms: 1,
      latitude: 45.7714,
      longitude: 4.8345,
      rating: 4.91,
      review_count: 490,
    });
    expect(found.photos).toEqual(
      [0, 1, 2, 3].map((i) => `https://example.com/fixture-image/anon/apartment-${i}.jpeg`),
    );
    expect(found.amenities).toEqual(expect.arrayContaining(['Hair dryer', 'Smoke alarm', 'Kitchen', 'Wifi']));
    // "Not included" amenities (available: false) are not the listing's.
    expect(found.amenities).not.toContain('Air conditioning');
    expect(found.amenities).not.toContain('Carbon monoxide alarm');
  });

  it('reads the hotel room, which has no bedroom count', () => {
    const { found, missing } = extractListing(ROOMS.hotelApi, body(ROOMS.hotelApi));
    expect(found).toMatchObject({
      title: 'Hotel Example Lyon Sud',
      room_type: 'HOTEL_ROOM',
      guests: 2,
      bedrooms: null,
      beds: 1,
      bathrooms: 1, // "1 private bath"
      latitude: 45.716,
      longitude: 4.8792,
      rating: 4.4, // the reviews section, not the share card's 4.39
      review_count: 359,
    });
    expect(missing).toEqual(['bedrooms']);
    expect(found.amenities).toContain('Air conditioning');
  });

  it("reads today's page shape from its deferred state", () => {
    const { found, sources } = extractListing(ROOMS.cdmxPage, body(ROOMS.cdmxPage));
    expect(sources[0]).toBe('deferred-state');
    expect(found).toMatchObject({
      latitude: CDMX.latitude,
      longitude: CDMX.longitude,
      bedrooms: 1,
      guests: 4,
    });
  });

  it('falls back to JSON-LD when the deferred state is gone', () => {
    const page = body(ROOMS.cdmxPage).replace(/<script id="data-deferred-state-0"[\s\S]*?<\/script>/, '');
    const { found, sources } = extractListing(ROOMS.cdmxPage, page);
    expect(sources[0]).toBe('json-ld');
    expect(found).toMatchObject({
      title: 'Charming apartment - Lyon center',
      room_type: 'ENTIRE_HOME',
      guests: 4,
      bedrooms: 1,
      latitude: CDMX.latitude,
      longitude: CDMX.longitude,
      rating: 4.91,
      review_count: 490,
      // JSON-LD has no beds or baths: the og: title's Spanish counts fill them
      beds: 2,
      bathrooms: 1,
    });
    expect(sources).toContain('og');
  });

  it('falls back to the og: tags alone (Spanish share title)', () => {
    const page = body(ROOMS.cdmxPage).replace(/<script\b[\s\S]*?<\/script>/g, '');
    const { found, sources, missing } = extractListing(ROOMS.cdmxPage, page);
    expect(sources).toEqual(['og']);
    expect(found).toMatchObject({
      title: 'Departamento en Ciudad de México',
      bedrooms: 1,
      beds: 2,
      bathrooms: 1,
      rating: 4.91,
    });
    expect(missing).toEqual(expect.arrayContaining(['latitude', 'longitude', 'amenities']));
  });

  it('keeps what the og: tags give when the 2018 page loses its data (fields missing)', () => {
    const { found, sources, missing } = extractListing(ROOMS.missingFields, body(ROOMS.missingFields));
    expect(sources).toEqual(['og']);
    expect(found.title).toBe('York Place: Luxurious apartment For Two adults.');
    expect(found.room_type).toBe('ENTIRE_HOME'); // "Entire home/flat in Edinburgh…"
    expect(found.photos).toHaveLength(1);
    expect(missing).toEqual(
      expect.arrayContaining([
        'guests',
        'bedrooms',
        'bathrooms',
        'latitude',
        'longitude',
        'rating',
        'review_count',
      ]),
    );
    expect(readable({ found, sources, missing })).toBe(true);
  });

  it('reads what it still recognises when fields are renamed, and names the rest missing', () => {
    const { found, missing } = extractListing(ROOMS.renamedFields, body(ROOMS.renamedFields));
    expect(found.latitude).toBeNull();
    expect(found.longitude).toBeNull();
    expect(missing).toEqual(['latitude', 'longitude']);
    // the share card and the logging context still carry these
    expect(found).toMatchObject({ guests: 4, bedrooms: 1, rating: 4.91, review_count: 490 });
  });

  it('finds nothing on a page whose format changed, and says it is unreadable', () => {
    const extraction = extractListing(ROOMS.formatChanged, body(ROOMS.formatChanged));
    expect(extraction.sources).toEqual([]);
    expect(extraction.found.title).toBeNull();
    expect(readable(extraction)).toBe(false);
  });

  it('survives text that is not a page at all', () => {
    for (const text of [
      '',
      '{',
      '{"data":null}',
      '<html><script type="application/ld+json">{oops</script>',
      'x'.repeat(10_000),
    ]) {
      const extraction = extractListing('1', text);
      expect(readable(extraction)).toBe(false);
    }
  });

  it('drops values out of range rather than showing them', () => {
    const ld = {
      '@type': 'VacationRental',
      name: 'X',
      latitude: 123,
      longitude: -99,
      aggregateRating: { ratingValue: 9, bestRating: 5 },
      image: 'javascript:alert(1)',
    };
    const { found } = extractListing(
      '1',
      `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
    );
    expect(found.latitude).toBeNull();
    expect(found.rating).toBeNull();
    expect(found.photos).toEqual([]);
  });
});

describe('the wording readers', () => {
  it('reads counts in English and Spanish', () => {
    expect(countsFromLabels(['4 guests', '2 bedrooms', '3 beds', '1.5 baths'])).toEqual({
      guests: 4,
      bedrooms: 2,
      beds: 3,
      bathrooms: 1.5,
    });
    expect(countsFromLabels(['6 huéspedes', '3 recámaras', '4 camas', '2 baños'])).toEqual({
      guests: 6,
      bedrooms: 3,
      beds: 4,
      bathrooms: 2,
    });
    expect(countsFromLabels(['Studio', '1 private bath'])).toEqual({ bedrooms: 0, bathrooms: 1 });
  });

  it('names room types whatever the page calls them', () => {
    expect(roomTypeOf('Entire home/apt')).toBe('ENTIRE_HOME');
    expect(roomTypeOf('entire_home')).toBe('ENTIRE_HOME');
    expect(roomTypeOf('Private room')).toBe('PRIVATE_ROOM');
    expect(roomTypeOf('Habitación privada')).toBe('PRIVATE_ROOM');
    expect(roomTypeOf('Shared room')).toBe('SHARED_ROOM');
    expect(roomTypeOf('Hotel room')).toBe('HOTEL_ROOM');
    expect(roomTypeOf('Castle')).toBeNull();
  });
});
