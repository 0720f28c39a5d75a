import { describe, expect, it } from 'vitest';
import type { PropertyUpdate } from '@casona/proto';
import {
  airbnbChannelIssues,
  changedColumns,
  changedFieldNames,
  detailValues,
  imagesAfter,
  staffOnlyFieldOf,
  storedValues,
} from './property-update.ts';

const ID = '7d0c2a5e-3f51-4a7e-9a43-0c3f8f1b2d11';
const update = (fields: Partial<PropertyUpdate>): PropertyUpdate => ({ property_id: ID, ...fields });
const here = { state: 'Jalisco', city: 'Guadalajara' };
const url = (key: string) => `https://cdn.example/${key}`;

describe('a property change, field by field', () => {
  it('names the first staff-only field an owner may not set', () => {
    expect(staffOnlyFieldOf(update({ name: 'Casa' }))).toBeUndefined();
    expect(staffOnlyFieldOf(update({ name: 'Casa', cap_rate: 5 }))).toBe('cap_rate');
    expect(staffOnlyFieldOf(update({ status: 'PUBLISHED' }))).toBe('status');
  });

  it('trims text, blanks empty house numbers, parses yearly figures and JSON texts', () => {
    const checked = detailValues(
      update({
        name: '  Casa Azul ',
        exterior_number: '',
        yearly_water: '1,200.50',
        description: '{"es":"Hola","en":"Hi"}',
      }),
      here,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        name: 'Casa Azul',
        exterior_number: null,
        yearly_water: 1200.5,
        description: { es: 'Hola', en: 'Hi' },
      },
    });
  });

  it('refuses a blank name or street', () => {
    expect(detailValues(update({ name: ' ', street: '' }), here)).toEqual({
      ok: false,
      issues: [
        { path: '/name', key: 'validation.required' },
        { path: '/street', key: 'validation.required' },
      ],
    });
  });

  it('checks city and state together, whichever changes, and sets the city’s timezone unless given', () => {
    const moved = detailValues(update({ state: 'Quintana Roo', city: 'benito juárez' }), here);
    expect(moved.ok && moved.value).toMatchObject({
      state: 'Quintana Roo',
      city: 'Benito Juárez',
      timezone: 'America/Cancun',
    });
    const wrong = detailValues(update({ state: 'Yucatán' }), here);
    expect(wrong).toMatchObject({ ok: false, issues: [{ path: '/city', key: 'validation.city' }] });
    const given = detailValues(update({ city: 'Zapopan', timezone: 'America/Mexico_City' }), here);
    expect(given.ok && given.value).toEqual({ city: 'Zapopan', timezone: 'America/Mexico_City' });
  });

  it('keeps the named images in their new order, adds the new ones and says which are gone', () => {
    expect(imagesAfter(['a.jpg', 'b.jpg', 'c.jpg'], [url('c.jpg'), 'a.jpg'], ['d.png'], url)).toEqual({
      ok: true,
      value: { keys: ['c.jpg', 'a.jpg', 'd.png'], removed: ['b.jpg'] },
    });
    expect(imagesAfter(['a.jpg'], undefined, ['d.png'], url)).toEqual({
      ok: true,
      value: { keys: ['a.jpg', 'd.png'], removed: [] },
    });
    expect(imagesAfter(['a.jpg'], ['x.jpg'], [], url)).toMatchObject({
      ok: false,
      issues: [{ path: '/img_urls', key: 'image.unknown' }],
      messageKey: 'image.unknown',
    });
    const many = Array.from({ length: 30 }, (_, i) => `${i}.jpg`);
    expect(imagesAfter(many, undefined, ['31.jpg'], url)).toMatchObject({
      ok: false,
      issues: [{ path: '/new_images', key: 'image.tooMany', params: { max: 30 } }],
    });
  });

  it('compares numbers as numbers and writes JSON columns as text', () => {
    const next = { price: 500000, name: 'Casa', floor_distribution: null, description: { es: 'a', en: 'b' } };
    const stored = { price: '500000.00', name: 'Casa', floor_distribution: null, description: null };
    const columns = changedColumns(next, stored);
    expect(columns).toEqual(['description']);
    expect(storedValues(next, columns)).toEqual({ description: '{"es":"a","en":"b"}' });
    expect(changedFieldNames(['img_keys', 'name'])).toEqual(['img_urls', 'name']);
  });
});

describe('what Airbnb listings decide about a property change', () => {
  const main = { url: 'https://www.airbnb.mx/rooms/53627481', is_main_listing: true };
  const other = { url: 'https://www.airbnb.mx/rooms/777', is_main_listing: false };

  it('VACATIONAL_RENT is an option only with an Airbnb listing; a property already labelled keeps it', () => {
    expect(airbnbChannelIssues({ label: 'VACATIONAL_RENT' }, { label: 'NEW' }, [])).toEqual([
      { path: '/label', key: 'property.vacationalRentNeedsListing' },
    ]);
    expect(airbnbChannelIssues({ label: 'VACATIONAL_RENT' }, { label: 'NEW' }, [other])).toEqual([]);
    expect(airbnbChannelIssues({ label: 'VACATIONAL_RENT' }, { label: 'VACATIONAL_RENT' }, [])).toEqual([]);
    expect(airbnbChannelIssues({ label: 'SOON' }, { label: 'NEW' }, [])).toEqual([]);
  });

  it("'reserve on Airbnb' follows the main listing while there is one; without one staff may set it", () => {
    expect(
      airbnbChannelIssues({ main_airbnb_listing_url: 'https://www.airbnb.mx/rooms/1' }, { label: null }, [
        main,
      ]),
    ).toEqual([{ path: '/main_airbnb_listing_url', key: 'property.mainAirbnbListingFollows' }]);
    expect(
      airbnbChannelIssues({ main_airbnb_listing_url: null }, { label: null }, [main, other]),
    ).toHaveLength(1);
    expect(airbnbChannelIssues({ main_airbnb_listing_url: main.url }, { label: null }, [main])).toEqual([]);
    expect(
      airbnbChannelIssues({ main_airbnb_listing_url: 'https://www.airbnb.mx/rooms/1' }, { label: null }, [
        other,
      ]),
    ).toEqual([]);
    expect(airbnbChannelIssues({}, { label: null }, [main])).toEqual([]);
  });
});

describe('the colonia in a property change (issue 19: staff edit it)', () => {
  it('is stored trimmed with single spaces; blank or null is none; absent is left alone', () => {
    expect(detailValues(update({ neighborhood: '  Villa   Olímpica ' }), here)).toEqual({
      ok: true,
      value: { neighborhood: 'Villa Olímpica' },
    });
    expect(detailValues(update({ neighborhood: '   ' }), here)).toEqual({
      ok: true,
      value: { neighborhood: null },
    });
    expect(detailValues(update({ neighborhood: null }), here)).toEqual({
      ok: true,
      value: { neighborhood: null },
    });
    expect(detailValues(update({ name: 'Casa' }), here)).toEqual({ ok: true, value: { name: 'Casa' } });
  });
});
