import type { IntakeEstimate, ListingDetails } from '@casona/proto/appraisal/intake';
import { describe, expect, it } from 'vitest';

import { prefillOf } from './prefill.ts';

const found: ListingDetails = {
  room_id: '52100002',
  title: 'Charming apartment - Lyon center',
  room_type: 'ENTIRE_HOME',
  guests: 4,
  bedrooms: 1,
  beds: 2,
  bathrooms: 1.5,
  latitude: 19.4194,
  longitude: -99.1617,
  rating: 4.91,
  review_count: 490,
  photos: [],
  amenities: ['Wifi', 'Air conditioning', 'Cocina'],
};
const estimate: IntakeEstimate = {
  adr: { low: 800, mid: 1000, high: 1300 },
  occupancy: { low: 0.4, mid: 0.55, high: 0.7 },
  monthly_earnings: { low: 9600, mid: 16500, high: 27300 },
  suggested_price: 1_425_000,
  min_price: 1_211_000,
  max_price: 1_639_000,
  assumed_built_area: 57,
  appraisal_id: null,
  unavailable: null,
};
const catalogue = [
  { id: 'a1', en_name: 'WiFi', es_name: 'Wifi' },
  { id: 'a2', en_name: 'Kitchen', es_name: 'Cocina' },
  { id: 'a3', en_name: 'Pool', es_name: 'Alberca' },
];

describe('prefillOf', () => {
  it('starts the form from the listing and the estimate', () => {
    expect(prefillOf(found, estimate, catalogue)).toEqual({
      name: 'Charming apartment - Lyon center',
      bedrooms: 1,
      bathrooms: 1,
      half_bathrooms: 1,
      latitude: 19.4194,
      longitude: -99.1617,
      amenities: ['a1', 'a2'],
      price: 1_425_000,
      built_area: 57,
      total_area: 57,
    });
  });

  it('leaves out what the listing did not have or the form would refuse', () => {
    const sparse = { ...found, title: null, bedrooms: 0, bathrooms: 0.5, latitude: null, amenities: [] };
    const cheap = { ...estimate, suggested_price: 120_000, assumed_built_area: null };
    expect(prefillOf(sparse, cheap, catalogue)).toEqual({ bedrooms: 1 });
    expect(prefillOf(null, null, catalogue)).toEqual({});
  });
});
