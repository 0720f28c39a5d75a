import { describe, expect, it } from 'vitest';
import type { PropertyUpdate } from '@casona/proto';
import {
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
