import { describe, expect, it } from 'vitest';
import { assumedBuiltArea, assumedPropertyType, INSIDE_AIRBNB_ROOM_TYPES } from './area.ts';

describe('assumedBuiltArea', () => {
  it('gives a studio 38 m² and 30 + 27 a bedroom + 6 a bathroom after the first otherwise', () => {
    expect(assumedBuiltArea({ bedrooms: 0, bathrooms: 1 })).toBe(38);
    expect(assumedBuiltArea({ bedrooms: 1, bathrooms: 1 })).toBe(57);
    expect(assumedBuiltArea({ bedrooms: 2, bathrooms: 1 })).toBe(84);
    expect(assumedBuiltArea({ bedrooms: 3, bathrooms: 2 })).toBe(117);
    expect(assumedBuiltArea({ bedrooms: 3, bathrooms: 2.5 })).toBe(123);
  });

  it('assumes one bedroom and one bathroom when the page had none, and stays within §5', () => {
    expect(assumedBuiltArea({ bedrooms: null, bathrooms: null })).toBe(57);
    expect(assumedBuiltArea({ bedrooms: 50, bathrooms: 50 })).toBeLessThanOrEqual(100_000);
    expect(assumedBuiltArea({ bedrooms: 0, bathrooms: 0 })).toBeGreaterThanOrEqual(30);
  });
});

describe('assumedPropertyType', () => {
  it('is a house only for a whole home that calls itself one', () => {
    expect(assumedPropertyType(['Casa con jardín en Coyoacán'], 'ENTIRE_HOME')).toBe('HOUSE');
    expect(assumedPropertyType(['Beach villa'], 'ENTIRE_HOME')).toBe('HOUSE');
    expect(assumedPropertyType(['Casa con jardín'], 'PRIVATE_ROOM')).toBe('APARTMENT');
    expect(assumedPropertyType(['Charming apartment - Lyon center'], 'ENTIRE_HOME')).toBe('APARTMENT');
    expect(assumedPropertyType([null], null)).toBe('APARTMENT');
  });
});

describe('INSIDE_AIRBNB_ROOM_TYPES', () => {
  it("names each room type as the comparables' file does", () => {
    expect(Object.values(INSIDE_AIRBNB_ROOM_TYPES)).toEqual([
      'Entire home/apt',
      'Private room',
      'Shared room',
      'Hotel room',
    ]);
  });
});
